CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"card_transaction_id" uuid NOT NULL,
	"payment_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_pence" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"claimed_until" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_refunds_amount_check" CHECK ("card_refunds"."amount_pence" > 0),
	CONSTRAINT "card_refunds_status_check" CHECK ("card_refunds"."status" in ('pending', 'refunded', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_card_transaction_id_card_transactions_id_fk" FOREIGN KEY ("card_transaction_id") REFERENCES "public"."card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_transaction_idx" ON "card_refunds" USING btree ("card_transaction_id");--> statement-breakpoint
CREATE INDEX "card_refunds_pending_idx" ON "card_refunds" USING btree ("created_at") WHERE "card_refunds"."status" = 'pending';