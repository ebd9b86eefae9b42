ALTER TABLE "card_transactions" DROP CONSTRAINT "card_transactions_status_check";--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "failed_instructions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "card_transactions_status_idx" ON "card_transactions" USING btree ("status","updated_at");--> statement-breakpoint
-- A basket authorised again after it changed kept its earlier authorisation live: all but the
-- newest go to the reconciliation sweep to be aborted, so the one-live-per-basket index holds.
UPDATE "card_transactions" AS "older" SET "status" = 'aborting'
WHERE "older"."status" in ('pending', 'challenge', 'authorised')
  AND EXISTS (
    SELECT 1 FROM "card_transactions" AS "newer"
    WHERE "newer"."cart_id" = "older"."cart_id"
      AND "newer"."status" in ('pending', 'challenge', 'authorised')
      AND "newer"."created_at" > "older"."created_at"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "card_transactions_one_live_per_cart_key" ON "card_transactions" USING btree ("cart_id") WHERE "card_transactions"."status" in ('pending', 'challenge', 'authorised');--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_status_check" CHECK ("card_transactions"."status" in ('pending', 'challenge', 'authorised', 'declined', 'completed', 'released', 'aborting', 'aborted', 'abandoned', 'refunded'));