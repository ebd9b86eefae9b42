ALTER TABLE "card_transactions" DROP CONSTRAINT "card_transactions_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "calendar_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_status_check" CHECK ("card_transactions"."status" in ('pending', 'challenge', 'authorised', 'declined', 'completed', 'refunded'));