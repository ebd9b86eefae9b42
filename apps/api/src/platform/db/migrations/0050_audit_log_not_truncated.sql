-- The desk's audit log is appended to, never emptied: TRUNCATE skips the row triggers of 0034, so
-- it is refused by a statement trigger of its own (the same refusal as an update or a delete).
CREATE TRIGGER "desk_audit_entries_not_truncated" BEFORE TRUNCATE ON "desk_audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "desk_audit_entries_append_only"();
