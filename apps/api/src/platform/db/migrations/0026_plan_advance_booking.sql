ALTER TABLE "membership_plans" DROP CONSTRAINT "membership_plans_terms_check";--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "advance_booking_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_terms_check" CHECK ("membership_plans"."minimum_term_months" between 0 and 36 and "membership_plans"."notice_period_months" between 0 and 12
        and "membership_plans"."advance_booking_days" between 0 and 14);