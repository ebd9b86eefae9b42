import { sql } from 'drizzle-orm';
import { calendarDateIn } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { lockCustomerCredit, recordCreditEntry } from './credit-ledger.repository';

/** The first day (`YYYY-MM-01`) of the calendar month an instant falls in, in London. */
function monthStartOf(now: Date): string {
  return `${calendarDateIn(now).slice(0, 8)}01`;
}

/**
 * What expires of a customer's membership credit now: what is left of grants made before this
 * calendar month (London). Spends take the oldest credit first, so what is left beyond this
 * month's grants is older and expires.
 */
async function expiringPence(tx: Database, customerId: number, monthStart: string) {
  const [row] = await rowsOf<{ balance: number; recent: number }>(
    tx,
    sql`select coalesce(sum(amount_pence), 0)::int as balance,
        coalesce(sum(amount_pence) filter (where movement = 'grant'
          and (created_at at time zone 'Europe/London')::date >= ${monthStart}::date), 0)::int as recent
      from credit_entries where customer_id = ${customerId} and kind = 'membership'`,
  );
  return Math.max(0, (row?.balance ?? 0) - (row?.recent ?? 0));
}

/**
 * Membership credit is for the month it is granted in: at the start of each calendar month what
 * is left of earlier months expires, recorded as an `expiry` movement. Safe to run at any time
 * and in several processes (each customer under their credit lock; a second run finds nothing
 * left to expire). Answers how many customers' credit expired.
 */
export async function expireMembershipCredit(db: Database, now: Date): Promise<number> {
  const monthStart = monthStartOf(now);
  const holders = await rowsOf<{ customer_id: number }>(
    db,
    sql`select customer_id from credit_entries where kind = 'membership'
      group by customer_id having sum(amount_pence) > 0`,
  );
  let expired = 0;
  for (const { customer_id: customerId } of holders) {
    const done = await db.transaction(async (tx) => {
      await lockCustomerCredit(tx, customerId);
      const pence = await expiringPence(tx, customerId, monthStart);
      if (pence === 0) return false;
      await recordCreditEntry(tx, {
        customerId,
        kind: 'membership',
        movement: 'expiry',
        amountPence: -pence,
        reason: 'Membership credit from an earlier month expired',
        createdAt: now,
      });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
