-- The first Direct Debit collection of a membership joined online moves from the joining's quote
-- to the membership itself, so the joining's confirmation and My account's next payment read the
-- same date (issue 43): a member who joined on 29 November paid up to 31 December, and My account
-- had worked the next payment out afresh as 1 December.
ALTER TABLE "memberships" ADD COLUMN "first_collection_on" date;--> statement-breakpoint
UPDATE "memberships" SET "first_collection_on" = "membership_joinings"."first_collection_date"
  FROM "membership_joinings" WHERE "membership_joinings"."membership_id" = "memberships"."id";--> statement-breakpoint
ALTER TABLE "membership_joinings" DROP COLUMN "first_collection_date";
