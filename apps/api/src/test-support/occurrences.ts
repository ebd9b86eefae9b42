import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { jsonColumn, rowsOf } from '../platform/db/raw-rows';

export interface TestOccurrence {
  id: number;
  publicId: string;
  capacity: number;
  booked: number;
  locationId: number | null;
  startsAt: Date;
}

/** One seeded occurrence of an activity at a venue on a date (the earliest, or at a local time). */
export async function findOccurrence(
  db: Database,
  {
    venue,
    activity,
    date,
    time,
    nth = 0,
  }: { venue: string; activity: string; date: string; time?: string; nth?: number },
): Promise<TestOccurrence> {
  const result: unknown = await db.execute(sql`
    select o.id::float8 as id, o.public_id, o.capacity, o.booked, o.location_id,
      extract(epoch from o.starts_at)::float8 as starts_epoch
    from occurrences o
    join categories c on c.id = o.category_id
    join venues v on v.id = o.venue_id
    where v.slug = ${venue} and c.slug = ${activity} and o.date = ${date}::date
      and (${time ?? null}::text is null
        or to_char(o.starts_at at time zone v.timezone, 'HH24:MI') = ${time ?? null})
    order by o.starts_at, o.location_id
    offset ${nth} limit 1`);
  const row = (result as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) throw new Error(`no ${activity} at ${venue} on ${date} ${time ?? ''}`);
  return {
    id: Number(row.id),
    publicId: String(row.public_id),
    capacity: Number(row.capacity),
    booked: Number(row.booked),
    locationId: row.location_id === null ? null : Number(row.location_id),
    startsAt: new Date(Number(row.starts_epoch) * 1000),
  };
}

export async function bookedCount(db: Database, occurrenceId: number): Promise<number> {
  const result: unknown = await db.execute(
    sql`select booked from occurrences where id = ${occurrenceId}`,
  );
  return Number((result as { rows: { booked: number }[] }).rows[0]?.booked);
}

export async function setBooked(db: Database, occurrenceId: number, booked: number): Promise<void> {
  await db.execute(sql`update occurrences set booked = ${booked} where id = ${occurrenceId}`);
}

/** The audit's entries about a session (desk-audit, whose details name it), oldest first. */
export async function auditEntriesOn(
  db: Database,
  occurrenceId: number,
): Promise<{ action: string; staff_user_id: number; details: Record<string, unknown> }[]> {
  const rows = await rowsOf<{ action: string; staff_user_id: number; details: unknown }>(
    db,
    sql`select action, staff_user_id, details from desk_audit_entries
      where (details->>'occurrence_id')::bigint = ${occurrenceId} order by id`,
  );
  return rows.map((row) => ({ ...row, details: jsonColumn(row.details, {}) }));
}
