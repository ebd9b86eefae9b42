-- The operator administrator (staff-actions.ts in the contract): a manager who also answers for
-- the operator's records: every venue's joining records and the audit log's proof.
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('receptionist', 'manager', 'operator_admin'));