import { randomBytes } from 'node:crypto';
import type { Cancellation, MyAccountBooking } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import { findOperator } from '../../venue-setup/venues';
import { cancelAuthorised, type CancellationDeps, NOT_FOUND } from './booking-cancellation';
import { findBookingByReleaseToken } from './bookings.repository';
import { toMyAccountBookings } from './my-account-bookings';

/** 144 random bits: as hard to guess as a session token, short enough for an email link. */
export function newReleaseToken(): string {
  return randomBytes(18).toString('base64url');
}

async function bookingOf(deps: CancellationDeps, token: string) {
  const row = await findBookingByReleaseToken(deps.db, token);
  if (!row) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** What the release link's confirmation page shows: the booking and its cancellation terms. */
export async function findPlaceRelease(
  deps: CancellationDeps,
  token: string,
  now: Date,
): Promise<{ booking: MyAccountBooking }> {
  const row = await bookingOf(deps, token);
  const currencyCode = (await findOperator(deps.db))?.currencyCode ?? 'GBP';
  const [booking] = await toMyAccountBookings(deps.db, [row], { now, currencyCode });
  return { booking: booking! };
}

/**
 * "Can't make it? Release my place": the link's token stands for the customer, for this one
 * booking only, so it cancels by the policy exactly as My account would; the freed place then
 * goes to the waitlist. Releasing twice changes nothing, and the second answer is the first's:
 * the link carries no Idempotency-Key, so a customer whose first answer was lost (a dropped
 * connection, a second click) is told the refund they were given, not that nothing was refunded.
 */
export async function releasePlace(
  deps: CancellationDeps,
  token: string,
  now: Date,
): Promise<Cancellation> {
  const row = await bookingOf(deps, token);
  return cancelAuthorised(deps, [row.booking.id], now, async () => {}, { answerCancelled: true });
}
