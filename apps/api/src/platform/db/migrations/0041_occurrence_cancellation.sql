ALTER TABLE "occurrences" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "occurrences" ADD COLUMN "cancelled_reason" text;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_cancelled_check" CHECK (("occurrences"."cancelled_at" is null) = ("occurrences"."cancelled_reason" is null));