ALTER TABLE "members" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "members_deletion_due_idx" ON "members" USING btree ("deletion_due_at") WHERE "members"."deletion_due_at" is not null;