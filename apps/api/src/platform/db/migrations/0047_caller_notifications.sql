-- Every change to who a presented token is told on the channel lido_callers, so that every API
-- process's resolved callers drop what it changed (accounts/caller-cache.ts, decisions/037): a
-- session revoked, deleted, cut short or handed to someone else, s:<auth session id>; a member of
-- staff changed or removed, t:<staff user id>; a customer's memberships, m:<customer id>; or
-- everything, * (a plan's advance booking, a truncation). Statement triggers over the transition
-- tables, as in 0046, through one function for every channel.
CREATE FUNCTION lido_notify(channel text, payloads text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  told text[];
  payload text;
BEGIN
  -- pg_notify refuses a payload of 8000 bytes or more, and a statement that touched thousands
  -- of rows is cheaper told as everything than one by one.
  SELECT array_agg(DISTINCT CASE WHEN octet_length(p) < 7000 THEN p ELSE '*' END)
    INTO told FROM unnest(payloads) AS p;
  IF told IS NULL THEN
    RETURN;
  END IF;
  IF cardinality(told) > 1000 THEN
    told := ARRAY['*'];
  END IF;
  FOREACH payload IN ARRAY told LOOP
    PERFORM pg_notify(channel, payload);
  END LOOP;
  -- The same, to the writing session's own client, before its statement's answer: LISTEN on
  -- another connection hears it only after the commit, and the process that wrote must see its
  -- own write on its next request (platform/db/client.ts). INFO reaches the client whatever
  -- client_min_messages says, and goes to no log.
  RAISE INFO '%', 'lido_notify:' || channel USING DETAIL = array_to_json(told)::text;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lido_notify_availability(payloads text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lido_notify('lido_availability', payloads);
END $$;
--> statement-breakpoint
CREATE FUNCTION lido_auth_sessions_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify('lido_callers', ARRAY['*']);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Moving the idle expiry on (once a minute per session in use) changes no caller: a process
    -- that cached the older expiry reads the session again once that passes.
    PERFORM lido_notify('lido_callers', ARRAY(
      SELECT 's:' || o.id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.revoked_at IS DISTINCT FROM o.revoked_at
        OR n.expires_at < o.expires_at
        OR n.token_hash <> o.token_hash
        OR n.customer_id IS DISTINCT FROM o.customer_id
        OR n.staff_user_id IS DISTINCT FROM o.staff_user_id));
  ELSE
    PERFORM lido_notify('lido_callers', ARRAY(SELECT 's:' || id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_callers_update AFTER UPDATE ON auth_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_auth_sessions_callers_changed();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_callers_delete AFTER DELETE ON auth_sessions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_auth_sessions_callers_changed();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_callers_truncate AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION lido_auth_sessions_callers_changed();
--> statement-breakpoint
CREATE FUNCTION lido_staff_users_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify('lido_callers', ARRAY['*']);
  ELSE
    PERFORM lido_notify('lido_callers', ARRAY(SELECT 't:' || id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_users_callers_update AFTER UPDATE ON staff_users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_staff_users_callers_changed();
--> statement-breakpoint
CREATE TRIGGER staff_users_callers_delete AFTER DELETE ON staff_users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_staff_users_callers_changed();
--> statement-breakpoint
CREATE TRIGGER staff_users_callers_truncate AFTER TRUNCATE ON staff_users
  FOR EACH STATEMENT EXECUTE FUNCTION lido_staff_users_callers_changed();
--> statement-breakpoint
CREATE FUNCTION lido_memberships_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customers text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lido_notify('lido_callers', ARRAY['*']);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    customers := customers || ARRAY(SELECT 'm:' || customer_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    customers := customers || ARRAY(SELECT 'm:' || customer_id FROM old_rows);
  END IF;
  PERFORM lido_notify('lido_callers', customers);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memberships_callers_insert AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_memberships_callers_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_callers_update AFTER UPDATE ON memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_memberships_callers_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_callers_delete AFTER DELETE ON memberships
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_memberships_callers_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_callers_truncate AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION lido_memberships_callers_changed();
--> statement-breakpoint
CREATE FUNCTION lido_membership_plans_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A plan's advance booking is part of every member's caller on it.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.advance_booking_days <> o.advance_booking_days
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM lido_notify('lido_callers', ARRAY['*']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER membership_plans_callers_update AFTER UPDATE ON membership_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lido_membership_plans_callers_changed();
--> statement-breakpoint
CREATE TRIGGER membership_plans_callers_delete AFTER DELETE ON membership_plans
  FOR EACH STATEMENT EXECUTE FUNCTION lido_membership_plans_callers_changed();
--> statement-breakpoint
CREATE TRIGGER membership_plans_callers_truncate AFTER TRUNCATE ON membership_plans
  FOR EACH STATEMENT EXECUTE FUNCTION lido_membership_plans_callers_changed();
