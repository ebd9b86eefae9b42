CREATE TABLE "membership_plan_venues" (
	"plan_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	CONSTRAINT "membership_plan_venues_plan_id_venue_id_pk" PRIMARY KEY("plan_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "annual_price_pence" integer;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "minimum_term_months" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "notice_period_months" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "max_age" smallint;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "proof_document" text;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "sort_order" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plan_venues" ADD CONSTRAINT "membership_plan_venues_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_venues" ADD CONSTRAINT "membership_plan_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_plan_venues_venue_idx" ON "membership_plan_venues" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_prices_check" CHECK ("membership_plans"."monthly_price_pence" >= 0 and "membership_plans"."joining_fee_pence" >= 0
        and ("membership_plans"."annual_price_pence" is null or "membership_plans"."annual_price_pence" >= 0));--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_terms_check" CHECK ("membership_plans"."minimum_term_months" between 0 and 36 and "membership_plans"."notice_period_months" between 0 and 12);--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_ages_check" CHECK ("membership_plans"."min_age" is null or "membership_plans"."max_age" is null or "membership_plans"."min_age" <= "membership_plans"."max_age");