import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { waiverSignatures } from './waivers.tables';

export interface WaiverRow {
  id: number;
  title: string;
  body: string;
  version: number;
  validDays: number | null;
}

export async function findWaivers(
  db: Database,
  waiverIds: readonly number[],
): Promise<Map<number, WaiverRow>> {
  if (waiverIds.length === 0) return new Map();
  const rows = await rowsOf<{
    id: number;
    title: string;
    body: string;
    version: number;
    valid_days: number | null;
  }>(
    db,
    sql`select id, title, body, version, valid_days from waivers
      where id in (${sql.join(
        [...new Set(waiverIds)].map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        body: row.body,
        version: row.version,
        validDays: row.valid_days,
      },
    ]),
  );
}

/**
 * The (customer, waiver) pairs among those asked for with a signature of the waiver's current
 * version that has not lapsed at `now`, as `customerId:waiverId` keys.
 */
export async function findCurrentSignatures(
  db: Database,
  pairs: readonly { customerId: number; waiverId: number }[],
  now: Date,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const customerIds = [...new Set(pairs.map((pair) => pair.customerId))];
  const waiverIds = [...new Set(pairs.map((pair) => pair.waiverId))];
  const rows = await rowsOf<{ customer_id: number; waiver_id: number }>(
    db,
    sql`select distinct s.customer_id, s.waiver_id from waiver_signatures s
      join waivers w on w.id = s.waiver_id and w.version = s.version
      where s.customer_id in (${sql.join(
        customerIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and s.waiver_id in (${sql.join(
          waiverIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and (s.expires_at is null or s.expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return new Set(rows.map((row) => `${Number(row.customer_id)}:${Number(row.waiver_id)}`));
}

export async function insertSignature(
  db: Database,
  row: typeof waiverSignatures.$inferInsert,
): Promise<void> {
  await db.insert(waiverSignatures).values(row);
}
