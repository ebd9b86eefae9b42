import type { joinMembership, RouteBody } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCustomerById } from '../../people/accounts';
import { assertBankDetails, setUpDirectDebit } from '../direct-debit';
import {
  abandonPendingMembership,
  findCurrentMembership,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  listPlansAtVenue,
  openPendingMembership,
  setFirstCollection,
} from '../memberships';
import { findLiveTransactionForMembership, PAYING_ALREADY } from '../../money/payments';
import { findOperator, findVenueByIdentifier } from '../../venue-setup/venues';
import { BILLING_DAY, firstPayment } from './first-payment';
import { assertMayHold } from './joining-eligibility';
import { insertJoining } from './membership-joining.repository';
import {
  type JoiningDeps,
  ALREADY_A_MEMBER,
  NOT_SOLD_ONLINE,
  joinerOf,
  viewJoining,
} from './joining-record';

type JoinBody = NonNullable<RouteBody<typeof joinMembership>>;

/** The plan, sold online at a venue that sells memberships online. */
async function planSoldOnline(db: Database, planId: number, venueId: number) {
  const [operator, venue] = await Promise.all([
    findOperator(db),
    findVenueByIdentifier(db, String(venueId)),
  ]);
  if (!operator?.onlineJoiningEnabled || !venue?.onlineJoiningEnabled) {
    throw new DomainError('NOT_FOUND', NOT_SOLD_ONLINE);
  }
  const plan = (await listPlansAtVenue(db, operator.id, venue.id)).find(
    (candidate) => candidate.id === planId,
  );
  if (!plan?.availableOnline) throw new DomainError('NOT_FOUND', NOT_SOLD_ONLINE);
  return { operator, venue, plan };
}

/**
 * Applies for a membership: the plan is sold online here and the person may hold it, the bank
 * details pass their checks, and they hold no other membership. The pending membership is
 * written before GoCardless is called, then the Direct Debit is set up, then the first payment
 * is worked out from the day GoCardless can first collect. Nothing is taken from anyone yet.
 */
export async function join(deps: JoiningDeps, caller: Caller, body: JoinBody) {
  const { db, clock } = deps;
  const customerId = joinerOf(caller);
  const customer = await findCustomerById(db, customerId);
  if (!customer?.email) throw new DomainError('NOT_FOUND', MEMBERSHIP_NOT_FOUND_MESSAGE);
  const { plan, venue } = await planSoldOnline(db, body.plan_id, body.venue_id);
  const today = calendarDateIn(clock.now());
  assertMayHold(plan, customer.dateOfBirth, today);
  const bank = {
    accountHolderName: body.account_holder_name,
    sortCode: body.sort_code,
    accountNumber: body.account_number,
  };
  assertBankDetails(bank);

  const membership = await db.transaction(async (tx) => {
    const current = await findCurrentMembership(tx, customerId, today);
    if (current?.status === 'pending') {
      // An earlier application never paid for: this one replaces it, unless it is being paid now.
      if (await findLiveTransactionForMembership(tx, current.id)) {
        throw new DomainError('PAYMENT_IN_PROGRESS', PAYING_ALREADY);
      }
      await abandonPendingMembership(tx, current.id);
    } else if (current) {
      throw new DomainError('ALREADY_A_MEMBER', ALREADY_A_MEMBER);
    }
    return openPendingMembership(tx, {
      customerId,
      planId: plan.id,
      homeVenueId: venue.id,
      startsOn: today,
      billingDay: BILLING_DAY,
      proofDocument: plan.proofDocument,
    });
  });

  let nextPossibleChargeDate: string;
  try {
    ({ nextPossibleChargeDate } = await setUpDirectDebit(deps.directDebit, {
      payer: {
        customerId,
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
      },
      membershipId: membership.id,
      bank,
    }));
  } catch (error) {
    await abandonPendingMembership(db, membership.id);
    throw error;
  }
  const payment = firstPayment({
    joiningFeePence: plan.joiningFeePence,
    monthlyPence: plan.monthlyPricePence,
    startsOn: today,
    nextPossibleChargeDate,
  });
  await db.transaction(async (tx) => {
    // The first collection is the membership's to record: My account reads it from there.
    await setFirstCollection(tx, membership.id, payment.firstCollectionDate);
    await insertJoining(tx, {
      membershipId: membership.id,
      customerId,
      monthlyPricePence: plan.monthlyPricePence,
      joiningFeePence: payment.joiningFeePence,
      proRataPence: payment.proRataPence,
      totalPence: payment.totalPence,
      coversTo: payment.coversTo,
      cardTransactionId: null,
      paidAt: null,
      collectionStartedAt: null,
      createdAt: clock.now(),
    });
  });
  return viewJoining(deps, caller, membership.id);
}
