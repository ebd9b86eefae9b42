ALTER TABLE "memberships" ADD COLUMN "frozen_from" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "frozen_until" date;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "collection_paused_from" date;