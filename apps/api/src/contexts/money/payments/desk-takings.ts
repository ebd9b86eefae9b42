import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import type { TenderType } from '../../../tender';

/** What one member of staff took in one tender on one day at the desk. */
export interface DeskTakingsRow {
  staffUserId: number;
  firstName: string;
  lastName: string;
  tenderType: TenderType;
  /** Money given back (negative rows: a refund at the desk) rather than taken. */
  isRefund: boolean;
  count: number;
  /** What was kept: for cash, tendered less change. */
  amountPence: number;
  changePence: number;
}

/**
 * The day's payments taken at a venue's desk (by its staff), by member of staff and tender, and
 * apart from them the refunds its staff gave (negative rows). A day is the calendar day in
 * Europe/London, as the reconciliation report's is.
 */
export async function deskTakingsOn(
  db: Database,
  venueId: number,
  date: string,
): Promise<DeskTakingsRow[]> {
  return deskTakingsBetween(db, venueId, date, date);
}

/**
 * `deskTakingsOn` for each day from `from` to `to` (both included), each row with its day: the
 * managers' takings report sums the desk exactly as the end of day does.
 */
export async function deskTakingsBetween(
  db: Database,
  venueId: number,
  from: string,
  to: string,
): Promise<(DeskTakingsRow & { date: string })[]> {
  return rowsOf<DeskTakingsRow & { date: string }>(
    db,
    sql`select to_char((p.created_at at time zone 'Europe/London')::date, 'YYYY-MM-DD') as date,
        p.staff_user_id as "staffUserId", s.first_name as "firstName",
        s.last_name as "lastName", p.tender_type as "tenderType",
        (p.amount_pence < 0) as "isRefund", count(*)::int as count,
        coalesce(sum(p.amount_pence), 0)::int as "amountPence",
        coalesce(sum(p.change_pence), 0)::int as "changePence"
      from payments p join staff_users s on s.id = p.staff_user_id
      where s.venue_id = ${venueId}
        and (p.created_at at time zone 'Europe/London')::date between ${from}::date and ${to}::date
      group by 1, p.staff_user_id, s.first_name, s.last_name, p.tender_type, (p.amount_pence < 0)
      order by 1, s.last_name, s.first_name, p.staff_user_id, p.tender_type, (p.amount_pence < 0)`,
  );
}

/** What the desk recorded of an order's payments (not refunds): the change given, who took them. */
export async function deskPaymentFactsOf(
  db: Database,
  orderId: number,
): Promise<{ changePence: number; servedBy: string | null }> {
  const [row] = await rowsOf<{ changePence: number; servedBy: string | null }>(
    db,
    sql`select coalesce(sum(p.change_pence), 0)::int as "changePence",
        min(s.first_name || ' ' || s.last_name) as "servedBy"
      from payments p left join staff_users s on s.id = p.staff_user_id
      where p.order_id = ${orderId} and p.amount_pence >= 0`,
  );
  return { changePence: row?.changePence ?? 0, servedBy: row?.servedBy ?? null };
}

/**
 * What each tender has paid for an order, less what was already given back as that tender (the
 * rows of a refund are negative): what a refund to the original tenders may take from each.
 * Failed payments paid nothing.
 */
export async function netPaidByTender(
  db: Database,
  orderId: number,
): Promise<Map<TenderType, number>> {
  const rows = await rowsOf<{ tenderType: TenderType; pence: number }>(
    db,
    sql`select tender_type as "tenderType", coalesce(sum(amount_pence), 0)::int as pence
      from payments where order_id = ${orderId} and status <> 'failed'
      group by tender_type`,
  );
  return new Map(rows.map((row) => [row.tenderType, row.pence]));
}
