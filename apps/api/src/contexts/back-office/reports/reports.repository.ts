import type { UtilisationGrouping } from '@lido/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import type { TenderType } from '../../../tender';

// The reports only read: every table here is another module's (timetable's occurrences,
// bookings', catalogue's, payments', memberships'), read in joins as docs/architecture.md allows.

export interface UtilisationFigures {
  key: string;
  label: string;
  sessions: number;
  places: number;
  booked: number;
  attended: number;
  noShows: number;
}

const groupings: Record<UtilisationGrouping, { key: SQL; label: SQL; order: SQL }> = {
  activity: {
    key: sql`s.category_id`,
    label: sql`c.name`,
    order: sql`c.name, s.category_id`,
  },
  location: {
    key: sql`coalesce(s.location_id::text, '')`,
    label: sql`coalesce(l.name, 'No location')`,
    order: sql`coalesce(l.name, 'No location') = 'No location', coalesce(l.name, 'No location'), coalesce(s.location_id::text, '')`,
  },
  day: {
    key: sql`to_char(s.date, 'YYYY-MM-DD')`,
    label: sql`to_char(s.date, 'YYYY-MM-DD')`,
    order: sql`to_char(s.date, 'YYYY-MM-DD')`,
  },
};

/**
 * A venue's sessions on the days `from`…`to` (venue-local dates), grouped: how many, their
 * places, and the places booked (not cancelled), attended and missed. Bookings are summed per
 * session first so a session's capacity is counted once however many bookings it has; a place
 * held in a basket is not a booking; a cancelled session is left out.
 */
export async function utilisationBetween(
  db: Database,
  query: { venueId: number; from: string; to: string; groupBy: UtilisationGrouping },
): Promise<UtilisationFigures[]> {
  const grouping = groupings[query.groupBy];
  return rowsOf<UtilisationFigures>(
    db,
    sql`with per_session as (
        select o.id, o.date, o.category_id, o.location_id, o.capacity,
          coalesce(sum(b.quantity) filter (where b.status = 'booked'), 0) as booked,
          coalesce(sum(b.quantity) filter (where b.status = 'booked' and b.attended), 0) as attended,
          coalesce(sum(b.quantity) filter (where b.status = 'booked' and b.no_show), 0) as no_shows
        from occurrences o left join bookings b on b.occurrence_id = o.id
        where o.venue_id = ${query.venueId} and o.date between ${query.from}::date and ${query.to}::date
          -- A cancelled session offered no places.
          and o.cancelled_at is null
        group by o.id
      )
      select ${grouping.key} as key, ${grouping.label} as label, count(*)::int as sessions,
        sum(s.capacity)::int as places, sum(s.booked)::int as booked,
        sum(s.attended)::int as attended, sum(s.no_shows)::int as "noShows"
      from per_session s
        join categories c on c.id = s.category_id
        left join locations l on l.id = s.location_id
      group by 1, 2
      order by ${grouping.order}`,
  );
}

export interface OnlineTakingsRow {
  date: string;
  tenderType: TenderType;
  isRefund: boolean;
  count: number;
  amountPence: number;
}

/**
 * Money taken and given back online (no member of staff) on the London days `from`…`to`, by day,
 * tender and sign, for a venue: the venue whose sessions the order booked. Failed rows moved no
 * money (a refused card refund; the customer got credit instead), as `netPaidByTender` reads them.
 */
export async function onlineTakingsBetween(
  db: Database,
  query: { venueId: number; from: string; to: string },
): Promise<OnlineTakingsRow[]> {
  return rowsOf<OnlineTakingsRow>(
    db,
    sql`select to_char((p.created_at at time zone 'Europe/London')::date, 'YYYY-MM-DD') as date,
        p.tender_type as "tenderType", (p.amount_pence < 0) as "isRefund",
        count(*)::int as count, coalesce(sum(p.amount_pence), 0)::int as "amountPence"
      from payments p
      where p.staff_user_id is null and p.status <> 'failed'
        and (p.created_at at time zone 'Europe/London')::date
          between ${query.from}::date and ${query.to}::date
        and ${query.venueId} = (select min(o.venue_id) from bookings b
          join occurrences o on o.id = b.occurrence_id where b.order_id = p.order_id)
      group by 1, p.tender_type, (p.amount_pence < 0)
      order by 1, p.tender_type, (p.amount_pence < 0)`,
  );
}

export interface MembershipFigures {
  planId: number;
  plan: string;
  activeAtStart: number;
  joined: number;
  ended: number;
  activeAtEnd: number;
}

/**
 * The operator's memberships by plan over `from`…`to`: a membership is held from `starts_on` to
 * `ends_on` (both included; no end, held on). Applications never paid for are no membership; a
 * frozen membership is still held. Every plan of the operator is listed, with none as 0.
 */
export async function membershipsBetween(
  db: Database,
  query: { operatorId: number; from: string; to: string },
): Promise<MembershipFigures[]> {
  const { from, to } = query;
  return rowsOf<MembershipFigures>(
    db,
    sql`select p.id as "planId", p.name as plan,
        count(m.id) filter (where m.starts_on < ${from}::date
          and (m.ends_on is null or m.ends_on >= ${from}::date))::int as "activeAtStart",
        count(m.id) filter (where m.starts_on between ${from}::date and ${to}::date)::int as joined,
        count(m.id) filter (where m.ends_on between ${from}::date and ${to}::date)::int as ended,
        count(m.id) filter (where m.starts_on <= ${to}::date
          and (m.ends_on is null or m.ends_on > ${to}::date))::int as "activeAtEnd"
      from membership_plans p
        left join memberships m on m.plan_id = p.id
          and m.status not in ('pending', 'abandoned')
          -- Ended with no last day recorded: when it stopped is unknown, so it counts nowhere.
          and not (m.status in ('cancelled', 'expired') and m.ends_on is null)
      where p.operator_id = ${query.operatorId}
      group by p.id, p.name, p.sort_order
      order by p.sort_order, p.name, p.id`,
  );
}

export interface AuditRow {
  at: Date;
  by: string;
  action: string;
  customerId: number | null;
  orderId: number | null;
  details: Record<string, unknown>;
}

/**
 * The audit's entries at a venue on the days `from`…`to` (venue-local dates), newest first, with
 * who made them: desk-audit's table and the staff's names (accounts'), read in one join. At most
 * `limit`, so a busy year still answers at once.
 */
export async function auditEntriesBetween(
  db: Database,
  period: { venueId: number; timezone: string; from: string; to: string },
  limit: number,
): Promise<AuditRow[]> {
  const rows = await rowsOf<{
    at: string | Date;
    by: string;
    action: string;
    customer_id: number | null;
    order_id: number | null;
    details: unknown;
  }>(
    db,
    sql`select e.created_at as at, s.first_name || ' ' || s.last_name as by, e.action,
        e.customer_id, e.order_id::float8 as order_id, e.details
      from desk_audit_entries e
      join staff_users s on s.id = e.staff_user_id
      where e.venue_id = ${period.venueId}
        and e.created_at >= (${period.from}::date)::timestamp at time zone ${period.timezone}
        and e.created_at < (${period.to}::date + 1)::timestamp at time zone ${period.timezone}
      order by e.created_at desc, e.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    at: new Date(row.at),
    by: row.by,
    action: row.action,
    customerId: row.customer_id,
    orderId: row.order_id === null ? null : Number(row.order_id),
    details: jsonColumn(row.details, {}),
  }));
}

/** An import that wrote: its files and, per kind, how many rows it created and updated. */
export interface ImportRunRow {
  at: Date;
  by: string | null;
  files: string[];
  counts: { kind: string; created: number; updated: number }[];
}

/**
 * The operator's imports in the venue's local days `from` to `to` that created or updated rows
 * (a re-import that changed nothing is not a change), newest first. `by` is null for the
 * command line.
 */
export async function importRunsBetween(
  db: Database,
  period: { operatorId: number; timezone: string; from: string; to: string },
  limit: number,
): Promise<ImportRunRow[]> {
  const rows = await rowsOf<{
    at: string | Date;
    by: string | null;
    files: unknown;
    counts: unknown;
  }>(
    db,
    sql`select r.created_at as at, s.first_name || ' ' || s.last_name as by, r.files, r.counts
      from import_runs r
      left join staff_users s on s.id = r.staff_user_id
      where r.operator_id = ${period.operatorId}
        and r.created_at >= (${period.from}::date)::timestamp at time zone ${period.timezone}
        and r.created_at < (${period.to}::date + 1)::timestamp at time zone ${period.timezone}
        and exists (select 1 from jsonb_array_elements(r.counts) c
          where (c->>'created')::int + (c->>'updated')::int > 0)
      order by r.created_at desc, r.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    at: new Date(row.at),
    by: row.by,
    files: jsonColumn<string[]>(row.files, []),
    counts: jsonColumn<ImportRunRow['counts']>(row.counts, []).filter(
      (count) => count.created + count.updated > 0,
    ),
  }));
}
