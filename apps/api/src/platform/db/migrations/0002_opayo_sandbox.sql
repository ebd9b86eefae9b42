CREATE TABLE "sandbox_opayo_cards" (
	"card_identifier" text PRIMARY KEY NOT NULL,
	"merchant_session_key" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four_digits" text NOT NULL,
	"expiry_date" text NOT NULL,
	"behaviour" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reusable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_opayo_session_keys" (
	"merchant_session_key" text PRIMARY KEY NOT NULL,
	"vendor_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_opayo_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"vendor_tx_code" text NOT NULL,
	"transaction_type" text NOT NULL,
	"reference_transaction_id" text,
	"card_identifier" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"status_code" text NOT NULL,
	"status_detail" text NOT NULL,
	"notification_url" text,
	"three_d_secure_status" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"retrieval_reference" integer NOT NULL,
	"bank_authorisation_code" text,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_opayo_transactions_vendor_tx_code_unique" UNIQUE("vendor_tx_code")
);
