CREATE TABLE "booking_terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "card_holder_name" text;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "card_holder_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_opayo_session_keys" ADD COLUMN "linked_card_identifier" text;--> statement-breakpoint
ALTER TABLE "sandbox_opayo_transactions" ADD COLUMN "security_code_check" text;