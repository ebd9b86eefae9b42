import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import {
  type CardTender,
  type CardTransactionRow,
  findLiveTransactionForMembership,
  PAYING_ALREADY,
} from '../payments';

// A membership's card payments (its first payment, its arrears) are card payments as the
// checkout takes them, without a basket, and one live attempt at a time.

/**
 * The membership's open card attempt for this amount, to answer again (Pay pressed twice, or a
 * challenge still open); an attempt for another amount is given up first. Null when a new
 * attempt may be made.
 */
export async function openAttemptForMembership(
  { db, cardTender }: { db: Database; cardTender: CardTender },
  membershipId: number,
  amountPence: number,
): Promise<CardTransactionRow | null> {
  const earlier = await findLiveTransactionForMembership(db, membershipId);
  if (!earlier) return null;
  if (earlier.amountPence === amountPence) {
    if (earlier.status === 'pending') throw new DomainError('PAYMENT_IN_PROGRESS', PAYING_ALREADY);
    return earlier;
  }
  if (!(await cardTender.undo(earlier))) {
    throw new DomainError('PAYMENT_IN_PROGRESS', PAYING_ALREADY);
  }
  return null;
}
