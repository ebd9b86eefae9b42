import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { rowsOf } from './raw-rows';

/** The role migration 0053 makes: Lido's tables to read and write, the audit log only to append. */
export const APPLICATION_ROLE = 'lido_app';

/**
 * Works as the application's role from here on, once migrations have run as the owner. The
 * embedded database has one session, so it takes the role itself. On PostgreSQL the role comes
 * from the login the operator gives DATABASE_URL (a member of lido_app, README "PostgreSQL"):
 * a session-level SET ROLE would not hold through PgBouncer's transaction pooling. Answers
 * whether the connection can still empty or alter the audit log (it is the owner, or a
 * superuser), so the server can say so.
 */
export async function useApplicationRole(
  handle: DatabaseHandle,
): Promise<{ ownsAuditLog: boolean }> {
  if (handle.driver === 'pglite') {
    await handle.db.execute(sql.raw(`set role ${APPLICATION_ROLE}`));
  }
  const [row] = await rowsOf<{ owns: boolean }>(
    handle.db,
    sql`select has_table_privilege('desk_audit_entries', 'TRUNCATE') as owns`,
  );
  return { ownsAuditLog: row?.owns === true };
}
