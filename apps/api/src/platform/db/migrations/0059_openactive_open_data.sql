-- OpenActive open data (issue 44; decisions/045): the RPDE feeds' items as published, in change
-- number order, and what moves them. Every change to what an item is made of (a session and its
-- places, its series, its activity and prices, its venue, the operator) is appended to
-- openactive_source_changes by the statement triggers below, in the writing transaction; the
-- publisher (contexts/openactive/open-data-feeds) renders what it touches and numbers what
-- changed, one transaction at a time, so a reader never sees a number before a smaller one.
CREATE SEQUENCE "public"."openactive_change_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "openactive_feed_items" (
	"operator_id" integer NOT NULL,
	"feed" text NOT NULL,
	"item_id" text NOT NULL,
	"change_number" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"data" text,
	"deleted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "openactive_feed_items_operator_id_feed_item_id_pk" PRIMARY KEY("operator_id","feed","item_id"),
	CONSTRAINT "openactive_feed_items_state_check" CHECK (("openactive_feed_items"."state" = 'updated' and "openactive_feed_items"."data" is not null and "openactive_feed_items"."deleted_at" is null)
        or ("openactive_feed_items"."state" = 'deleted' and "openactive_feed_items"."data" is null and "openactive_feed_items"."deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "openactive_source_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "openactive_source_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openactive_stale_items" (
	"operator_id" integer NOT NULL,
	"feed" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "openactive_stale_items_operator_id_feed_item_id_pk" PRIMARY KEY("operator_id","feed","item_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "openactive_activity_id" text;--> statement-breakpoint
ALTER TABLE "openactive_feed_items" ADD CONSTRAINT "openactive_feed_items_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openactive_stale_items" ADD CONSTRAINT "openactive_stale_items_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "openactive_feed_items_page_key" ON "openactive_feed_items" USING btree ("operator_id","feed","change_number");--> statement-breakpoint
CREATE INDEX "openactive_feed_items_expiry_idx" ON "openactive_feed_items" USING btree ("expires_at") WHERE "openactive_feed_items"."state" = 'updated' and "openactive_feed_items"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "openactive_feed_items_item_idx" ON "openactive_feed_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "openactive_feed_items_tombstones_idx" ON "openactive_feed_items" USING btree ("deleted_at") WHERE "openactive_feed_items"."deleted_at" is not null;

--> statement-breakpoint
-- The triggers' one function: TG_ARGV[0] names the source, TG_ARGV[1] the column naming it. A
-- row whose column is null (the deployment's default cancellation policy) changes everything. A
-- statement of thousands of rows (the horizon's new sessions, an import) is told by the coarser
-- source TG_ARGV[2] names, by column TG_ARGV[3], when it has one: one change per activity, not
-- one per session, so the bulk write pays little and the publisher re-renders the activities.
CREATE FUNCTION lido_openactive_source_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  told_source text := TG_ARGV[0];
  told_column text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO openactive_source_changes (source, source_id) VALUES ('everything', '*');
    RETURN NULL;
  END IF;
  -- Each test on its own line: a transition table the trigger lacks must not be named in a
  -- statement it runs.
  IF TG_NARGS > 2 AND TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM new_rows) > 1000 THEN
      told_source := TG_ARGV[2];
      told_column := TG_ARGV[3];
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(
      'INSERT INTO openactive_source_changes (source, source_id)
       SELECT DISTINCT CASE WHEN %2$I IS NULL THEN ''everything'' ELSE %1$L END,
         coalesce(%2$I::text, ''*'') FROM new_rows', told_source, told_column);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(
      'INSERT INTO openactive_source_changes (source, source_id)
       SELECT DISTINCT CASE WHEN %2$I IS NULL THEN ''everything'' ELSE %1$L END,
         coalesce(%2$I::text, ''*'') FROM old_rows', told_source, told_column);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER occurrences_openactive_inserted AFTER INSERT ON occurrences
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('occurrence', 'id', 'category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER occurrences_openactive_updated AFTER UPDATE ON occurrences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('occurrence', 'id');
--> statement-breakpoint
CREATE TRIGGER occurrences_openactive_deleted AFTER DELETE ON occurrences
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('occurrence', 'id');
--> statement-breakpoint
CREATE TRIGGER occurrences_openactive_truncated AFTER TRUNCATE ON occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('occurrence', 'id');
--> statement-breakpoint
CREATE TRIGGER schedules_openactive_inserted AFTER INSERT ON schedules
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'id');
--> statement-breakpoint
CREATE TRIGGER schedules_openactive_updated AFTER UPDATE ON schedules
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'id');
--> statement-breakpoint
CREATE TRIGGER schedules_openactive_deleted AFTER DELETE ON schedules
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'id');
--> statement-breakpoint
CREATE TRIGGER schedules_openactive_truncated AFTER TRUNCATE ON schedules
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'id');
--> statement-breakpoint
CREATE TRIGGER schedule_instructors_openactive_inserted AFTER INSERT ON schedule_instructors
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER schedule_instructors_openactive_updated AFTER UPDATE ON schedule_instructors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER schedule_instructors_openactive_deleted AFTER DELETE ON schedule_instructors
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER schedule_instructors_openactive_truncated AFTER TRUNCATE ON schedule_instructors
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER schedule_tags_openactive_inserted AFTER INSERT ON schedule_tags
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER schedule_tags_openactive_updated AFTER UPDATE ON schedule_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER schedule_tags_openactive_deleted AFTER DELETE ON schedule_tags
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER schedule_tags_openactive_truncated AFTER TRUNCATE ON schedule_tags
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('schedule', 'schedule_id');
--> statement-breakpoint
CREATE TRIGGER categories_openactive_inserted AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'id');
--> statement-breakpoint
CREATE TRIGGER categories_openactive_updated AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'id');
--> statement-breakpoint
CREATE TRIGGER categories_openactive_deleted AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'id');
--> statement-breakpoint
CREATE TRIGGER categories_openactive_truncated AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'id');
--> statement-breakpoint
CREATE TRIGGER pricing_options_openactive_inserted AFTER INSERT ON pricing_options
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER pricing_options_openactive_updated AFTER UPDATE ON pricing_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER pricing_options_openactive_deleted AFTER DELETE ON pricing_options
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER pricing_options_openactive_truncated AFTER TRUNCATE ON pricing_options
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER activity_restrictions_openactive_inserted AFTER INSERT ON activity_restrictions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER activity_restrictions_openactive_updated AFTER UPDATE ON activity_restrictions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER activity_restrictions_openactive_deleted AFTER DELETE ON activity_restrictions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER activity_restrictions_openactive_truncated AFTER TRUNCATE ON activity_restrictions
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER cancellation_policies_openactive_inserted AFTER INSERT ON cancellation_policies
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER cancellation_policies_openactive_updated AFTER UPDATE ON cancellation_policies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER cancellation_policies_openactive_deleted AFTER DELETE ON cancellation_policies
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER cancellation_policies_openactive_truncated AFTER TRUNCATE ON cancellation_policies
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER category_locations_openactive_inserted AFTER INSERT ON category_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER category_locations_openactive_updated AFTER UPDATE ON category_locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER category_locations_openactive_deleted AFTER DELETE ON category_locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER category_locations_openactive_truncated AFTER TRUNCATE ON category_locations
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER locations_openactive_inserted AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'venue_id');
--> statement-breakpoint
CREATE TRIGGER locations_openactive_updated AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'venue_id');
--> statement-breakpoint
CREATE TRIGGER locations_openactive_deleted AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'venue_id');
--> statement-breakpoint
CREATE TRIGGER locations_openactive_truncated AFTER TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'venue_id');
--> statement-breakpoint
CREATE TRIGGER venues_openactive_inserted AFTER INSERT ON venues
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'id');
--> statement-breakpoint
CREATE TRIGGER venues_openactive_updated AFTER UPDATE ON venues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'id');
--> statement-breakpoint
CREATE TRIGGER venues_openactive_deleted AFTER DELETE ON venues
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'id');
--> statement-breakpoint
CREATE TRIGGER venues_openactive_truncated AFTER TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('venue', 'id');
--> statement-breakpoint
CREATE TRIGGER operators_openactive_inserted AFTER INSERT ON operators
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('operator', 'id');
--> statement-breakpoint
CREATE TRIGGER operators_openactive_updated AFTER UPDATE ON operators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('operator', 'id');
--> statement-breakpoint
CREATE TRIGGER operators_openactive_deleted AFTER DELETE ON operators
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('operator', 'id');
--> statement-breakpoint
CREATE TRIGGER operators_openactive_truncated AFTER TRUNCATE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION lido_openactive_source_changed('operator', 'id');
--> statement-breakpoint
-- What is already there is published on the publisher's first run.
INSERT INTO openactive_source_changes (source, source_id) VALUES ('everything', '*');
