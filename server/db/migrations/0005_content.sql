-- Public content (docs/decisions/0023-content-store.md): promos, shops, partners with stores and
-- card addresses, card products and their partners, stories, policy pages and sections.
CREATE TABLE "card_partners" (
	"card_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_partners_card_id_kind_partner_id_pk" PRIMARY KEY("card_id","kind","partner_id")
);
--> statement-breakpoint
CREATE TABLE "card_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"type" smallint NOT NULL,
	"card_type" text NOT NULL,
	"brand" text NOT NULL,
	"banner_image" jsonb NOT NULL,
	"short_description" text NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_url" text,
	"lifestyle_image" jsonb,
	"promotion_image" jsonb,
	"how_to_apply" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"call_to_action" smallint DEFAULT 0 NOT NULL,
	"call_to_action_data" jsonb,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"privacy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_products_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "partner_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"buid" text NOT NULL,
	"name" text NOT NULL,
	"branch" text NOT NULL,
	"address" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"catalog_img" jsonb NOT NULL,
	"logo" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"type" smallint NOT NULL,
	"description" text NOT NULL,
	"mechanics" text NOT NULL,
	"terms" text NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visit_link" text,
	"store_buid" text,
	"store_link" text,
	"about" text,
	"how_to_load" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_pages" (
	"kind" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"catalog_img" jsonb NOT NULL,
	"promo_start" date NOT NULL,
	"promo_end" date NOT NULL,
	"category_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mechanics" text NOT NULL,
	"terms" text NOT NULL,
	"action_button" jsonb,
	"raffle_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"shop_type" smallint NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"short_description" text NOT NULL,
	"catalog_img" jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"gr_exclusive" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"action_button" jsonb,
	"mechanics" text NOT NULL,
	"terms" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"catalog_img" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published_on" date NOT NULL,
	"content" text NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_partners" ADD CONSTRAINT "card_partners_card_id_card_products_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_partners" ADD CONSTRAINT "card_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_sections" ADD CONSTRAINT "policy_sections_kind_policy_pages_kind_fk" FOREIGN KEY ("kind") REFERENCES "public"."policy_pages"("kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_raffle_slug_raffles_slug_fk" FOREIGN KEY ("raffle_slug") REFERENCES "public"."raffles"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_products_slug_idx" ON "card_products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "card_products_position_idx" ON "card_products" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "partner_addresses_partner_type_idx" ON "partner_addresses" USING btree ("partner_id","type","name");--> statement-breakpoint
CREATE INDEX "partner_stores_buid_name_idx" ON "partner_stores" USING btree ("buid","name");--> statement-breakpoint
CREATE INDEX "partner_stores_buid_region_name_idx" ON "partner_stores" USING btree ("buid","region","name");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_idx" ON "partners" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "partners_category_idx" ON "partners" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_sections_kind_position_idx" ON "policy_sections" USING btree ("kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_slug_idx" ON "promos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "promos_type_dates_idx" ON "promos" USING btree ("type","promo_start","promo_end");--> statement-breakpoint
CREATE INDEX "promos_category_idx" ON "promos" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_slug_idx" ON "shops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shops_type_dates_idx" ON "shops" USING btree ("shop_type","date_start","date_end");--> statement-breakpoint
CREATE INDEX "shops_category_type_idx" ON "shops" USING btree ("category_id","shop_type");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stories_featured_published_idx" ON "stories" USING btree ("featured","published_on");