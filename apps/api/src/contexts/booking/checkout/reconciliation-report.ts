import type { Reconciliation } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { ofOperatorsCustomer } from '../../../read/operator-scope';
import { rowsOf } from '../../../platform/db/raw-rows';
import { authorize } from '../../../platform/authorize';
import type { Caller } from '../../../platform/http/auth-guard';
import { summariseBenefitMovements } from '../../memberships/benefits';
import { summariseCreditMovements } from '../../money/credit-ledger';
import { summarisePackageMovements } from '../../memberships/packages';
import {
  listAttemptsNeedingAttention,
  summariseAttempts,
  summarisePayments,
} from '../../money/payments';

/**
 * A day's takings as a finance team reconciles them: the orders, the money recorded against them
 * by tender and state, the card attempts by state, and any attempt the reconciliation sweep has
 * not settled (it should be empty once the sweep has run).
 */
export async function reconciliationReport(
  { db, clock, abandonAfterMinutes }: { db: Database; clock: Clock; abandonAfterMinutes: number },
  caller: Caller,
  date: string,
): Promise<Reconciliation> {
  // The day of the operator the member of staff works for, whichever else the database holds.
  const { staffOperatorId: operatorId } = authorize(caller, 'reconciliation.read');
  const staleBefore = new Date(clock.now().getTime() - abandonAfterMinutes * 60_000);
  const [[orders], payments, credit, packageVisits, benefitUses, unbalanced, attempts, attention] =
    await Promise.all([
      rowsOf<{ count: number; amount_pence: number }>(
        db,
        sql`select count(*)::int as count, coalesce(sum(total_pence), 0)::int as amount_pence
        from orders where (created_at at time zone 'Europe/London')::date = ${date}::date
          and ${ofOperatorsCustomer(sql`orders.customer_id`, operatorId)}`,
      ),
      summarisePayments(db, date, operatorId),
      summariseCreditMovements(db, date, operatorId),
      summarisePackageMovements(db, date, operatorId),
      summariseBenefitMovements(db, date, operatorId),
      // Money in for each order: card (taken or being released), credit and desk tenders;
      // refunds are later movements of their own and are not counted against the order here.
      rowsOf<{ order_id: number; total_pence: number; paid_pence: number }>(
        db,
        sql`select * from (
          select o.id::float8 as order_id, o.total_pence,
            coalesce(sum(p.amount_pence) filter (where p.amount_pence > 0
              and p.status in ('pending', 'succeeded', 'refunded')), 0)::int as paid_pence
          from orders o left join payments p on p.order_id = o.id
          where (o.created_at at time zone 'Europe/London')::date = ${date}::date
            and ${ofOperatorsCustomer(sql`o.customer_id`, operatorId)}
          group by o.id, o.total_pence
        ) paid where total_pence <> paid_pence order by order_id`,
      ),
      summariseAttempts(db, date, operatorId),
      listAttemptsNeedingAttention(db, date, staleBefore, operatorId),
    ]);
  return {
    date,
    orders: orders ?? { count: 0, amount_pence: 0 },
    payments,
    credit,
    package_visits: packageVisits,
    benefit_uses: benefitUses,
    unbalanced_orders: unbalanced.map((row) => ({ ...row, order_id: Number(row.order_id) })),
    attempts,
    needing_attention: attention.map((attempt) => ({
      transaction_uuid: attempt.id,
      status: attempt.status,
      amount_pence: attempt.amountPence,
      order_id: attempt.orderId,
      failed_instructions: attempt.failedInstructions,
      last_error: attempt.lastError,
      updated_at: attempt.updatedAt.toISOString(),
    })),
  };
}
