ALTER TABLE "membership_documents" ADD COLUMN "expiry_reminder_sent_for" date;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "subscription_amount_pence" integer;--> statement-breakpoint
-- Subscriptions started before this column was kept collect what their membership's plan (or the
-- change of plan asked for, which was sent when asked) costs a month.
UPDATE "direct_debit_mandates" AS m SET "subscription_amount_pence" = p."monthly_price_pence"
FROM "memberships" AS ms
JOIN "membership_plans" AS p ON p."id" = coalesce(ms."next_plan_id", ms."plan_id")
WHERE ms."id" = m."membership_id" AND m."provider_subscription_id" IS NOT NULL;
