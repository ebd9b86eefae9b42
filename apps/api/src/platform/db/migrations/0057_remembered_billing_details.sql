-- A signed-in customer's billing lines, as typed at a checkout, kept on its card attempt: the
-- last one whose order was written fills their next checkout's form (issue 43). None is kept for
-- a signed-out visitor's checkout or a membership's payment; closing the account forgets them.
ALTER TABLE "card_transactions" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
CREATE INDEX "card_transactions_remembered_billing_idx" ON "card_transactions" USING btree ("customer_id","created_at") WHERE "card_transactions"."billing_details" is not null;