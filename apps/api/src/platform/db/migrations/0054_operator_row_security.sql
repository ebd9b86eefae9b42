-- Operator scope held by the database too (docs/permissions.md): on every table an operator owns,
-- the application's role sees and writes only the operator's rows while a transaction names one
-- (platform/db/operator-scope.ts sets lido.operator_id for that transaction alone, so it holds
-- through PgBouncer's transaction pooling). A transaction that names none (the customer-facing
-- site, which serves the deployment's operator, and the sweeps) sees them all, as before. The
-- tables' owner (migrations, the command-line import) is not subject to it.
CREATE FUNCTION lido_operator_in_scope(operator_id integer) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  -- Unset, or '' once a transaction that set it has ended: no operator named.
  SELECT CASE
    WHEN nullif(current_setting('lido.operator_id', true), '') IS NULL THEN true
    ELSE operator_id = current_setting('lido.operator_id', true)::integer
  END
$$;
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "customers_of_the_operator" ON "customers" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "staff_users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "staff_users_of_the_operator" ON "staff_users" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "instructors" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "instructors_of_the_operator" ON "instructors" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tags_of_the_operator" ON "tags" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "kiosk_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "kiosk_settings_of_the_operator" ON "kiosk_settings" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "membership_plans" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "membership_plans_of_the_operator" ON "membership_plans" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "import_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "import_keys_of_the_operator" ON "import_keys" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "import_runs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "import_runs_of_the_operator" ON "import_runs" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "release_queue_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "release_queue_settings_of_the_operator" ON "release_queue_settings" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "site_themes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "site_themes_of_the_operator" ON "site_themes" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "venues" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "venues_of_the_operator" ON "venues" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "offline_vouchers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "offline_vouchers_of_the_operator" ON "offline_vouchers" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "waivers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "waivers_of_the_operator" ON "waivers" TO lido_app
  USING (lido_operator_in_scope(operator_id)) WITH CHECK (lido_operator_in_scope(operator_id));
--> statement-breakpoint
ALTER TABLE "operators" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "operators_in_scope" ON "operators" TO lido_app
  USING (lido_operator_in_scope(id)) WITH CHECK (lido_operator_in_scope(id));
