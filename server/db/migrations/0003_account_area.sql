CREATE TABLE "raffle_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"gr_number" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"suffix" text,
	"birthday" date NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"street" text NOT NULL,
	"barangay" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"region" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" smallint NOT NULL,
	"consent" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"banner_image" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"gr_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"survey_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_raffle_gr_idx" ON "raffle_entries" USING btree ("raffle_id","gr_number");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_survey_gr_idx" ON "survey_responses" USING btree ("survey_id","gr_number");--> statement-breakpoint
CREATE INDEX "otp_challenges_member_idx" ON "otp_challenges" USING btree ("member_id","purpose");--> statement-breakpoint
CREATE INDEX "transactions_card_store_time_idx" ON "transactions" USING btree ("card_id","store_name","purchase_time" desc);