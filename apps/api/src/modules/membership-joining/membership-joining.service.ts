import type { authoriseJoiningPayment } from '@lido/contract';
import {
  directDebitGuarantee,
  type joinMembership,
  type JoiningMembership,
  type RouteBody,
  type RouteResponse,
} from '@lido/contract';
import type { FastifyBaseLogger } from 'fastify';
import { calendarDateIn } from '../../calendar-date';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { findCustomerById } from '../accounts';
import {
  authorisationOf,
  CARD_DECLINED,
  cardRequestOf,
  openAttemptForMembership,
  prepareCardPayment,
  type RequestOrigin,
} from '../checkout';
import {
  type DirectDebitDeps,
  assertBankDetails,
  findMandateOfMembership,
  setUpDirectDebit,
  startCollecting,
} from '../direct-debit';
import {
  abandonPendingMembership,
  findCurrentMembership,
  findMembership,
  findPlan,
  listPlansAtVenue,
  openPendingMembership,
  startPendingMembership,
} from '../memberships';
import {
  type CardTender,
  chooseCard,
  findCardTransaction,
  findLiveTransactionForMembership,
  moveCardTransaction,
  PAYING_ALREADY,
  type PaymentProvider,
  recordPayment,
} from '../payments';
import { findOperator, findVenueByIdentifier } from '../venues';
import { BILLING_DAY, firstPayment } from './first-payment';
import { assertMayHold } from './joining-eligibility';
import {
  findJoining,
  insertJoining,
  listJoiningsToStartCollecting,
  markCollectionStarted,
  markJoiningPaid,
} from './membership-joining.repository';

export interface JoiningDeps {
  db: Database;
  clock: Clock;
  directDebit: DirectDebitDeps;
  /** The card provider (Opayo), for the card form's session key. */
  cardProvider: PaymentProvider;
  cardTender: CardTender;
  log?: FastifyBaseLogger;
}

type JoinBody = NonNullable<RouteBody<typeof joinMembership>>;
type PaymentBody = NonNullable<RouteBody<typeof authoriseJoiningPayment>>;
type Authorisation = RouteResponse<typeof authoriseJoiningPayment>;

export const NOT_SOLD_ONLINE = 'This membership cannot be joined online at this venue.';
export const ALREADY_A_MEMBER =
  'You already have a membership. You can see it, or cancel it, in My account.';
export const JOINING_NOT_FOUND = 'The membership could not be found.';
export const FIRST_PAYMENT_NEEDED = 'Please pay the first payment to start your membership.';

/** What the member quotes at the desk. */
export const membershipNumber = (membershipId: number) =>
  `M${String(membershipId).padStart(7, '0')}`;

/** Joining online is for the customer themselves; staff join people at the desk. */
function joinerOf(caller: Caller): number {
  if (caller.kind !== 'customer') {
    throw new DomainError('FORBIDDEN', 'Memberships are joined at the desk for other people.');
  }
  return caller.userId;
}

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
  if (!customer?.email) throw new DomainError('NOT_FOUND', JOINING_NOT_FOUND);
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
  await insertJoining(db, {
    membershipId: membership.id,
    customerId,
    monthlyPricePence: plan.monthlyPricePence,
    joiningFeePence: payment.joiningFeePence,
    proRataPence: payment.proRataPence,
    totalPence: payment.totalPence,
    coversTo: payment.coversTo,
    firstCollectionDate: payment.firstCollectionDate,
    cardTransactionId: null,
    paidAt: null,
    collectionStartedAt: null,
    createdAt: clock.now(),
  });
  return viewJoining(deps, caller, membership.id);
}

/** The caller's own joining (staff may look at any, as they may at any membership). */
async function joiningOf(deps: JoiningDeps, caller: Caller, membershipId: number) {
  const [membership, joining] = await Promise.all([
    findMembership(deps.db, membershipId),
    findJoining(deps.db, membershipId),
  ]);
  const isOwn = caller.kind === 'customer' && membership?.customerId === caller.userId;
  if (!membership || !joining || !(isOwn || caller.kind === 'staff')) {
    throw new DomainError('NOT_FOUND', JOINING_NOT_FOUND);
  }
  return { membership, joining };
}

export async function viewJoining(
  deps: JoiningDeps,
  caller: Caller,
  membershipId: number,
): Promise<JoiningMembership> {
  const { db } = deps;
  const { membership, joining } = await joiningOf(deps, caller, membershipId);
  const [operator, mandate, plan, venue] = await Promise.all([
    findOperator(db),
    findMandateOfMembership(db, membershipId),
    findPlan(db, membership.planId),
    membership.homeVenueId
      ? findVenueByIdentifier(db, String(membership.homeVenueId))
      : Promise.resolve(undefined),
  ]);
  return {
    membership_id: membership.id,
    membership_number: membershipNumber(membership.id),
    status: membership.status,
    plan: { id: membership.planId, name: plan?.name ?? '' },
    venue: { id: venue?.id ?? 0, name: venue?.name ?? '' },
    starts_on: membership.startsOn,
    monthly_price: joining.monthlyPricePence,
    first_collection_date: joining.firstCollectionDate,
    first_payment: {
      joining_fee: joining.joiningFeePence,
      pro_rata: joining.proRataPence,
      total: joining.totalPence,
      covers_to: joining.coversTo,
      is_paid: joining.paidAt !== null,
    },
    direct_debit: {
      account_holder_name: mandate?.accountHolderName ?? '',
      account_number_ending: mandate?.accountNumberEnding ?? '',
      bank_name: mandate?.bankName ?? null,
      status: mandate?.status ?? 'pending_submission',
    },
    proof_document: plan?.proofDocument ?? null,
    currency: operator?.currencyCode ?? 'GBP',
    guarantee: directDebitGuarantee(operator?.name ?? 'Lido'),
  };
}

/** A joining still to pay for, by the person joining. */
async function payableJoining(deps: JoiningDeps, caller: Caller, membershipId: number) {
  const customerId = joinerOf(caller);
  const found = await joiningOf(deps, caller, membershipId);
  if (found.membership.status !== 'pending' || found.joining.paidAt) {
    throw new DomainError('NOTHING_TO_PAY', 'This membership is already paid for.');
  }
  if (found.joining.totalPence === 0) {
    throw new DomainError('NOTHING_TO_PAY', 'Nothing to pay: start the membership without a card.');
  }
  return { customerId, ...found };
}

/** A session key for the card form and the first payment, as the checkout prepares a basket. */
export async function prepareJoiningPayment(
  deps: JoiningDeps,
  caller: Caller,
  membershipId: number,
) {
  const { customerId, joining } = await payableJoining(deps, caller, membershipId);
  return prepareCardPayment(
    { db: deps.db, provider: deps.cardProvider },
    {
      payerId: customerId,
      amountPence: joining.totalPence,
      itemHash: `membership-${membershipId}`,
    },
  );
}

/**
 * Authorises the first payment by card, without taking it: the card tender records the attempt
 * before Opayo is called, and 3-D Secure is answered on the checkout's challenge pages. The same
 * request again gets its open authorisation back.
 */
export async function authoriseFirstPayment(
  deps: JoiningDeps,
  caller: Caller,
  membershipId: number,
  body: PaymentBody,
  origin: RequestOrigin,
): Promise<Authorisation> {
  const { db } = deps;
  const { customerId, joining, membership } = await payableJoining(deps, caller, membershipId);
  const open = await openAttemptForMembership(deps, membershipId, joining.totalPence);
  if (open) return authorisationOf(open, origin);
  const { cardIdentifier, isSavedCard } = await chooseCard(db, customerId, {
    cardIdentifier: body.card_identifier,
    savedCardId: body.saved_card_id,
  });
  const [customer, operator, plan] = await Promise.all([
    findCustomerById(db, customerId),
    findOperator(db),
    findPlan(db, membership.planId),
  ]);
  const planName = plan?.name ?? 'Membership';
  const attempt = await deps.cardTender.reserve({
    customerId,
    cartId: null,
    membershipId,
    itemHash: `membership-${membershipId}`,
    amountPence: joining.totalPence,
    currency: operator?.currencyCode ?? 'GBP',
    description: `${planName}: joining fee and first payment`,
    cardIdentifier,
    saveCard: Boolean(body.save_card) && !isSavedCard,
    isSavedCard,
    ...cardRequestOf(body, customer, origin),
  });
  if (attempt.status === 'declined') throw new DomainError('PAYMENT_DECLINED', CARD_DECLINED);
  return authorisationOf(attempt, origin);
}

/**
 * Starts the membership on its authorised first payment: in one transaction the membership
 * becomes active, the attempt completed and the payment recorded (so no membership starts
 * unpaid and no payment is kept without its membership); then the card payment is taken and the
 * monthly Direct Debit started. Either of those two that fails now is finished by a sweep.
 * Completing again answers the same.
 */
export async function completeJoining(
  deps: JoiningDeps,
  caller: Caller,
  membershipId: number,
  transactionUuid: string | null | undefined,
): Promise<JoiningMembership> {
  const { db, clock } = deps;
  const customerId = joinerOf(caller);
  const { membership, joining } = await joiningOf(deps, caller, membershipId);
  if (joining.paidAt) {
    await startMonthlyCollection(deps, joining.membershipId);
    return viewJoining(deps, caller, membershipId);
  }
  if (membership.status !== 'pending')
    throw new DomainError('PAYMENT_REQUIRED', FIRST_PAYMENT_NEEDED);
  const attempt =
    joining.totalPence > 0 && transactionUuid
      ? await findCardTransaction(db, transactionUuid)
      : undefined;
  const isPaidBy =
    attempt?.status === 'authorised' &&
    attempt.membershipId === membershipId &&
    attempt.customerId === customerId &&
    attempt.amountPence === joining.totalPence;
  if (joining.totalPence > 0 && !isPaidBy) {
    throw new DomainError('PAYMENT_REQUIRED', FIRST_PAYMENT_NEEDED);
  }
  const completed = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await markJoiningPaid(tx, membershipId, attempt?.id ?? null, now))) return null;
    if (!(await startPendingMembership(tx, membershipId))) {
      throw new DomainError('PAYMENT_REQUIRED', FIRST_PAYMENT_NEEDED);
    }
    if (!attempt) return null;
    const moved = await moveCardTransaction(tx, attempt.id, ['authorised'], 'completed', {
      updatedAt: now,
    });
    if (!moved) throw new DomainError('PAYMENT_REQUIRED', FIRST_PAYMENT_NEEDED);
    await recordPayment(tx, {
      customerId,
      orderId: null,
      amountPence: attempt.amountPence,
      tenderType: 'card',
      // Taken once the provider releases it (the card tender's confirm).
      status: 'pending',
      reference: attempt.providerTransactionId ?? attempt.reference,
      description: `Membership ${membershipNumber(membershipId)}: joining fee and first payment`,
      createdAt: now,
    });
    return moved;
  });
  if (completed) {
    // Not taken now (Opayo did not answer): the reconciliation sweep releases it.
    await deps.cardTender.confirm(completed).catch((error: unknown) => {
      deps.log?.warn({ err: error, membershipId }, 'first payment not yet released');
    });
  }
  await startMonthlyCollection(deps, membershipId);
  return viewJoining(deps, caller, membershipId);
}

/** Starts the monthly Direct Debit of a paid joining, once; a failure is left for the sweep. */
async function startMonthlyCollection(deps: JoiningDeps, membershipId: number): Promise<boolean> {
  const joining = await findJoining(deps.db, membershipId);
  if (!joining?.paidAt || joining.collectionStartedAt) return true;
  const membership = await findMembership(deps.db, membershipId);
  try {
    await startCollecting(deps.directDebit, {
      membershipId,
      amountPence: joining.monthlyPricePence,
      dayOfMonth: membership?.billingDay ?? BILLING_DAY,
      startDate: joining.firstCollectionDate,
      name: `Membership ${membershipNumber(membershipId)}`,
    });
  } catch (error) {
    deps.log?.warn({ err: error, membershipId }, 'monthly Direct Debit not yet started');
    return false;
  }
  await markCollectionStarted(deps.db, membershipId, deps.clock.now());
  return true;
}

/** The sweep: starts the monthly Direct Debit of paid joinings GoCardless did not answer for. */
export async function startDueCollections(deps: JoiningDeps): Promise<number> {
  let started = 0;
  for (const joining of await listJoiningsToStartCollecting(deps.db)) {
    if (await startMonthlyCollection(deps, joining.membershipId)) started += 1;
  }
  return started;
}
