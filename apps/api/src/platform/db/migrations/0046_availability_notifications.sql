-- Every change to what a day of availability is built from (timetable/day-version.ts) is told on
-- the channel lido_availability, so that every API process's availability cache drops what it
-- changed (decisions/036). A payload names a day, d:<venue id>:<category id>:<YYYY-MM-DD>; an
-- activity and its children, c:<category id>; a venue, v:<venue id>; or everything, *. Statement
-- triggers over the transition tables send one notification per distinct day a statement touched,
-- and PostgreSQL sends a payload once per transaction. They write nothing.
CREATE FUNCTION lido_notify_availability(payloads text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  told text[];
  payload text;
BEGIN
  -- pg_notify refuses a payload of 8000 bytes or more: such a day is told as everything.
  SELECT array_agg(DISTINCT CASE WHEN octet_length(p) < 7000 THEN p ELSE '*' END)
    INTO told FROM unnest(payloads) AS p;
  IF told IS NULL THEN
    RETURN;
  END IF;
  FOREACH payload IN ARRAY told LOOP
    PERFORM pg_notify('lido_availability', payload);
  END LOOP;
  -- The same, to the writing session's own client, before its statement's answer: LISTEN on
  -- another connection hears it only after the commit, and the process that wrote must see its
  -- own write on its next read (platform/db/client.ts). INFO reaches the client whatever
  -- client_min_messages says, and goes to no log.
  RAISE INFO 'lido_notify:lido_availability' USING DETAIL = array_to_json(told)::text;
END $$;
--> statement-breakpoint
CREATE FUNCTION lido_occurrences_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify_availability(ARRAY['*']);
    RETURN NULL;
  END IF;
  -- An update that moves a session tells both its old and its new day.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    days := days || ARRAY(
      SELECT 'd:' || venue_id || ':' || category_id || ':' || to_char(date, 'YYYY-MM-DD')
      FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    days := days || ARRAY(
      SELECT 'd:' || venue_id || ':' || category_id || ':' || to_char(date, 'YYYY-MM-DD')
      FROM old_rows);
  END IF;
  PERFORM lido_notify_availability(days);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lido_locations_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  venues text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify_availability(ARRAY['*']);
    RETURN NULL;
  END IF;
  -- A location's sessions are not indexed by location: its venue is told.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    venues := venues || ARRAY(SELECT 'v:' || venue_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    venues := venues || ARRAY(SELECT 'v:' || venue_id FROM old_rows);
  END IF;
  PERFORM lido_notify_availability(venues);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lido_categories_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify_availability(ARRAY['*']);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ids := ids || ARRAY(SELECT id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    ids := ids || ARRAY(SELECT id FROM old_rows);
  END IF;
  -- A child's days show its parent's slug: the children are told too.
  PERFORM lido_notify_availability(ARRAY(
    SELECT 'c:' || id FROM unnest(ids) AS id
    UNION
    SELECT 'c:' || child.id FROM categories child WHERE child.parent_id = ANY (ids)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lido_pricing_options_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  activities text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify_availability(ARRAY['*']);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    activities := activities || ARRAY(SELECT 'c:' || category_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    activities := activities || ARRAY(SELECT 'c:' || category_id FROM old_rows);
  END IF;
  PERFORM lido_notify_availability(activities);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lido_venues_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  venues text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify_availability(ARRAY['*']);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    venues := venues || ARRAY(SELECT 'v:' || id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    venues := venues || ARRAY(SELECT 'v:' || id FROM old_rows);
  END IF;
  PERFORM lido_notify_availability(venues);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lido_operators_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean := TG_OP = 'TRUNCATE';
BEGIN
  -- Each test on its own line: a transition table the trigger lacks must not be named in a
  -- statement it runs.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changed := EXISTS (SELECT FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT FROM old_rows);
  END IF;
  -- The operator's settings (its currency among them) are on every venue's every day.
  IF changed THEN
    PERFORM lido_notify_availability(ARRAY['*']);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER occurrences_availability_inserted AFTER INSERT ON occurrences
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_occurrences_availability_changed();
--> statement-breakpoint
CREATE TRIGGER occurrences_availability_updated AFTER UPDATE ON occurrences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_occurrences_availability_changed();
--> statement-breakpoint
CREATE TRIGGER occurrences_availability_deleted AFTER DELETE ON occurrences
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_occurrences_availability_changed();
--> statement-breakpoint
CREATE TRIGGER occurrences_availability_truncated AFTER TRUNCATE ON occurrences
  FOR EACH STATEMENT EXECUTE FUNCTION lido_occurrences_availability_changed();
--> statement-breakpoint
CREATE TRIGGER locations_availability_inserted AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_locations_availability_changed();
--> statement-breakpoint
CREATE TRIGGER locations_availability_updated AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_locations_availability_changed();
--> statement-breakpoint
CREATE TRIGGER locations_availability_deleted AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_locations_availability_changed();
--> statement-breakpoint
CREATE TRIGGER locations_availability_truncated AFTER TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION lido_locations_availability_changed();
--> statement-breakpoint
CREATE TRIGGER categories_availability_inserted AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_categories_availability_changed();
--> statement-breakpoint
CREATE TRIGGER categories_availability_updated AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_categories_availability_changed();
--> statement-breakpoint
CREATE TRIGGER categories_availability_deleted AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_categories_availability_changed();
--> statement-breakpoint
CREATE TRIGGER categories_availability_truncated AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION lido_categories_availability_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_availability_inserted AFTER INSERT ON pricing_options
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_pricing_options_availability_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_availability_updated AFTER UPDATE ON pricing_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_pricing_options_availability_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_availability_deleted AFTER DELETE ON pricing_options
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_pricing_options_availability_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_availability_truncated AFTER TRUNCATE ON pricing_options
  FOR EACH STATEMENT EXECUTE FUNCTION lido_pricing_options_availability_changed();
--> statement-breakpoint
CREATE TRIGGER venues_availability_inserted AFTER INSERT ON venues
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_venues_availability_changed();
--> statement-breakpoint
CREATE TRIGGER venues_availability_updated AFTER UPDATE ON venues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_venues_availability_changed();
--> statement-breakpoint
CREATE TRIGGER venues_availability_deleted AFTER DELETE ON venues
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_venues_availability_changed();
--> statement-breakpoint
CREATE TRIGGER venues_availability_truncated AFTER TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION lido_venues_availability_changed();
--> statement-breakpoint
CREATE TRIGGER operators_availability_inserted AFTER INSERT ON operators
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_operators_availability_changed();
--> statement-breakpoint
CREATE TRIGGER operators_availability_updated AFTER UPDATE ON operators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_operators_availability_changed();
--> statement-breakpoint
CREATE TRIGGER operators_availability_deleted AFTER DELETE ON operators
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_operators_availability_changed();
--> statement-breakpoint
CREATE TRIGGER operators_availability_truncated AFTER TRUNCATE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION lido_operators_availability_changed();
