CREATE TABLE "points_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"purchase_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"receipt_number" text NOT NULL,
	"status" text DEFAULT 'Received' NOT NULL,
	"points" numeric(12, 2),
	"note" text,
	"reported_transaction_id" bigint,
	"credit_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_claims" ADD CONSTRAINT "points_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_claims" ADD CONSTRAINT "points_claims_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_claims" ADD CONSTRAINT "points_claims_reported_transaction_id_transactions_id_fk" FOREIGN KEY ("reported_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_claims" ADD CONSTRAINT "points_claims_credit_transaction_id_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_claims_receipt_idx" ON "points_claims" USING btree (lower("store_name"),"receipt_number");--> statement-breakpoint
CREATE INDEX "points_claims_member_idx" ON "points_claims" USING btree ("member_id","created_at" desc);--> statement-breakpoint
ALTER TABLE "points_claims" ADD CONSTRAINT "points_claims_status_check" CHECK ("status" in ('Received', 'In review', 'Credited', 'Declined'));
