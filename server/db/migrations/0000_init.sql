CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"action_button" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"card_number" text NOT NULL,
	"product_label" text NOT NULL,
	"type" text NOT NULL,
	"application_date" date NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_card_number_unique" UNIQUE("card_number")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" smallint NOT NULL,
	"category" text NOT NULL,
	"active_img_path" text NOT NULL,
	"default_img_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_e164" text NOT NULL,
	"country_code" text DEFAULT 'PH' NOT NULL,
	"country_code_number" text DEFAULT '63' NOT NULL,
	"status" text NOT NULL,
	"passcode_hash" text NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"birthday" date,
	"gender" smallint,
	"civil_status" smallint,
	"nationality" text,
	"email" text,
	"is_mail_verified" boolean DEFAULT false NOT NULL,
	"mobile_phone_alternate" text,
	"address" text,
	"country" text,
	"province" text,
	"city" text,
	"barangay" text,
	"region" text,
	"zip_code" text,
	"vehicle_owner" smallint,
	"fuel_type" smallint DEFAULT 0 NOT NULL,
	"car_number" smallint DEFAULT 0 NOT NULL,
	"maxicare_id" text,
	"maxicare_card_last4_digits" text,
	"image" text,
	"ciam_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"buying_unit_internal_key" text,
	"sms_subscription" boolean DEFAULT false NOT NULL,
	"email_subscription" boolean DEFAULT false NOT NULL,
	"discounts_subscription" boolean DEFAULT false NOT NULL,
	"exclusives_subscription" boolean DEFAULT false NOT NULL,
	"credit_scoring_subscription" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_mobile_e164_unique" UNIQUE("mobile_e164")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"api_id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"purchase_time" timestamp with time zone NOT NULL,
	"transaction_total_amount" numeric(12, 2) NOT NULL,
	"earn_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"redeem_value" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_member_idx" ON "cards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "transactions_card_time_idx" ON "transactions" USING btree ("card_id","purchase_time" desc);