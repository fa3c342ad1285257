CREATE TABLE "card_monthly_spending" (
	"card_id" uuid NOT NULL,
	"month" date NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "card_monthly_spending_card_id_month_pk" PRIMARY KEY("card_id","month")
);
--> statement-breakpoint
ALTER TABLE "card_monthly_spending" ADD CONSTRAINT "card_monthly_spending_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database itself, whoever writes a transaction (the seed, a credited claim, a test).
CREATE FUNCTION "card_monthly_spending_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "card_monthly_spending"
      SET "total" = "total" - OLD."transaction_total_amount"
      WHERE "card_id" = OLD."card_id"
        AND "month" = date_trunc('month', OLD."purchase_time" AT TIME ZONE 'Asia/Manila')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "card_monthly_spending" ("card_id", "month", "total")
      VALUES (
        NEW."card_id",
        date_trunc('month', NEW."purchase_time" AT TIME ZONE 'Asia/Manila')::date,
        NEW."transaction_total_amount"
      )
      ON CONFLICT ("card_id", "month")
      DO UPDATE SET "total" = "card_monthly_spending"."total" + EXCLUDED."total";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_monthly_spending"
  AFTER INSERT OR DELETE OR UPDATE OF "card_id", "purchase_time", "transaction_total_amount"
  ON "transactions" FOR EACH ROW EXECUTE FUNCTION "card_monthly_spending_keep"();--> statement-breakpoint
INSERT INTO "card_monthly_spending" ("card_id", "month", "total")
  SELECT "card_id", date_trunc('month', "purchase_time" AT TIME ZONE 'Asia/Manila')::date, sum("transaction_total_amount")
  FROM "transactions" GROUP BY 1, 2;
