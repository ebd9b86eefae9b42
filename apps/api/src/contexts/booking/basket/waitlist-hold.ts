import type { ErrorCode } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { addItems } from './add-items';
import type { BasketDeps } from './basket-owner';
import { findCartByOwner } from './basket.repository';
import { loadCartLines } from './cart-lines';

export type WaitlistHold = { held: true; expiresAt: Date } | { held: false; reason: ErrorCode };

/** Whose basket, for whom, which session, how many places, and for how long. */
export interface WaitlistHoldRequest {
  payerId: number;
  attendeeId: number;
  occurrenceId: number;
  /** The party's places, held together in one item. */
  places: number;
  minutes: number;
}

/**
 * Puts a freed place into the basket of the customer it is offered to, held for the offer
 * window, as adding it themselves would (the same claim, price and rules), inside the caller's
 * transaction. A place that cannot be had (gone, booked already, basket full) is not an error:
 * the answer says why, and the offer goes to the next in line.
 */
export async function holdPlaceForWaitlist(
  deps: BasketDeps,
  db: Database,
  hold: WaitlistHoldRequest,
): Promise<WaitlistHold> {
  const owner = {
    kind: 'customer' as const,
    payerId: hold.payerId,
    attendeeId: hold.attendeeId,
    selectedUserId: hold.attendeeId === hold.payerId ? null : hold.attendeeId,
    anonymousUuid: null,
    isServedAtDesk: false,
  };
  try {
    await addItems(
      { ...deps, db, holdMinutes: hold.minutes, maxHoldMinutes: hold.minutes },
      null,
      owner,
      { items: [{ id: hold.occurrenceId, type: 'activity' }] },
      { places: hold.places },
    );
  } catch (error) {
    if (error instanceof DomainError) return { held: false, reason: error.code };
    throw error;
  }
  const cart = await findCartByOwner(db, hold.payerId);
  const lines = cart ? await loadCartLines(db, cart.id) : [];
  const line = lines.find((candidate) => candidate.occurrenceId === hold.occurrenceId);
  if (!line) throw new Error('the waitlist hold is not in the basket it was put in');
  return { held: true, expiresAt: line.holdExpiresAt };
}
