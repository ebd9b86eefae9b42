import type { Penalty } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { wirePrice } from '../../../platform/money';
import { resolveActingCustomer } from '../accounts';
import { findOperator } from '../../venue-setup/venues';
import {
  findPenalty,
  hasUnsettledPenalty,
  listPenalties,
  settlePenaltyRow,
} from './penalties.repository';
import type { PenaltyRow, PenaltySettlement } from './penalties.tables';

export const OUTSTANDING_PENALTY_MESSAGE =
  'You have an outstanding penalty on your account. Please contact your venue to settle it before booking.';
const SOMEONE_ELSES_PENALTY_MESSAGE =
  'The customer you are booking for has an outstanding penalty. Please contact the venue to settle it before booking.';
const NOT_FOUND_MESSAGE = 'Unable to complete request, item not found.';
const STAFF_ONLY_MESSAGE = 'Unauthorised.';

export function toWirePenalty(row: PenaltyRow, currencyCode: string): Penalty {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    amount: wirePrice(row.amountPence, currencyCode),
    status: row.settlement ?? 'outstanding',
    booking_id: row.bookingId,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

export async function currencyCode(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}

export async function listMyPenalties(
  db: Database,
  caller: Caller,
  selectedUserId: number | null | undefined,
): Promise<Penalty[]> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const [rows, currency] = await Promise.all([
    listPenalties(db, acting.customerId),
    currencyCode(db),
  ]);
  return rows.map((row) => toWirePenalty(row, currency));
}

/** Staff of the customer's venue record a penalty paid at the desk, or waive it. */
export async function settlePenalty(
  db: Database,
  caller: Caller,
  penaltyId: number,
  { outcome, now }: { outcome: PenaltySettlement; now: Date },
): Promise<Penalty> {
  if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', STAFF_ONLY_MESSAGE);
  const penalty = await findPenalty(db, penaltyId);
  if (!penalty) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE);
  // Staff of another venue may not learn that the penalty exists.
  await resolveActingCustomer(db, caller, penalty.customerId).catch(() => {
    throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
  const settled = await settlePenaltyRow(db, penalty.id, {
    outcome,
    staffId: caller.userId,
    now,
  });
  return toWirePenalty(settled, await currencyCode(db));
}

/**
 * A customer with an unpaid penalty may not book until it is settled: checked for whoever pays
 * and whoever attends, before a place is taken.
 */
export async function assertNoOutstandingPenalty(
  db: Database,
  { payerId, attendeeIds }: { payerId: number; attendeeIds: readonly number[] },
): Promise<void> {
  if (await hasUnsettledPenalty(db, payerId)) {
    throw new DomainError('OUTSTANDING_PENALTY', OUTSTANDING_PENALTY_MESSAGE);
  }
  for (const attendeeId of new Set(attendeeIds)) {
    if (attendeeId !== payerId && (await hasUnsettledPenalty(db, attendeeId))) {
      throw new DomainError('OUTSTANDING_PENALTY', SOMEONE_ELSES_PENALTY_MESSAGE);
    }
  }
}
