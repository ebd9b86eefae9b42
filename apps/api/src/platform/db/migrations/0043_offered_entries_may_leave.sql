ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_offered_check";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offered_check" CHECK (case "waitlist_entries"."status" when 'waiting' then "waitlist_entries"."offered_at" is null
        when 'left' then true else "waitlist_entries"."offered_at" is not null end);