-- The role the application works as (docs/permissions.md, README "PostgreSQL"): it reads and
-- writes Lido's tables, but may only insert into and read the audit log and its seals, and owns
-- nothing, so it cannot truncate the log, drop its triggers or alter it. The embedded database
-- takes the role once migrated (platform/db/application-role.ts); on PostgreSQL the operator
-- signs the application in as a login role in lido_app and runs migrations as the owner.
-- Roles belong to the whole server: a second database's migration finds it made.
DO $$
BEGIN
  CREATE ROLE lido_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lido_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO lido_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO lido_app;
--> statement-breakpoint
-- Tables and sequences later migrations make (Lido's and, in demo mode, the emulators') too.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO lido_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO lido_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON desk_audit_entries, desk_audit_seals FROM lido_app;
