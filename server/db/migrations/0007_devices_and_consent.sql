CREATE TABLE "known_browsers" (
	"member_id" uuid NOT NULL,
	"browser_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_browsers_member_id_browser_hash_pk" PRIMARY KEY("member_id","browser_hash")
);
--> statement-breakpoint
CREATE TABLE "preference_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"sms_subscription" boolean NOT NULL,
	"email_subscription" boolean NOT NULL,
	"discounts_subscription" boolean NOT NULL,
	"exclusives_subscription" boolean NOT NULL,
	"credit_scoring_subscription" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_browsers" ADD CONSTRAINT "known_browsers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_changes" ADD CONSTRAINT "preference_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preference_changes_member_idx" ON "preference_changes" USING btree ("member_id","changed_at");