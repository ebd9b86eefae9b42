import type {
  authoriseJoiningPayment,
  JoiningMembership,
  RouteBody,
  RouteResponse,
} from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { startCollecting } from '../direct-debit';
import {
  assertMembershipDocumentsUploaded,
  findMembership,
  findPlan,
  startPendingMembership,
} from '../memberships';
import {
  authoriseMembershipCardPayment,
  completeMembershipCardPayment,
  findCardTransaction,
  prepareCardPayment,
  type RequestOrigin,
} from '../../money/payments';
import { BILLING_DAY } from './first-payment';
import { queueJoiningEmail } from './joining-email';
import {
  findJoining,
  listJoiningsToStartCollecting,
  markCollectionStarted,
  markJoiningPaid,
} from './membership-joining.repository';
import {
  type JoiningDeps,
  FIRST_PAYMENT_NEEDED,
  firstCollectionOf,
  joinerOf,
  joiningOf,
  membershipNumber,
  viewJoining,
} from './joining-record';

type PaymentBody = NonNullable<RouteBody<typeof authoriseJoiningPayment>>;
type Authorisation = RouteResponse<typeof authoriseJoiningPayment>;

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
  // The plan's proof (a student card) comes before any money is taken.
  await assertMembershipDocumentsUploaded(deps.db, found.membership, deps.clock.now());
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
  const plan = await findPlan(db, membership.planId);
  return authoriseMembershipCardPayment(deps, {
    payerId: customerId,
    membershipId,
    amountPence: joining.totalPence,
    itemHash: `membership-${membershipId}`,
    description: `${plan?.name ?? 'Membership'}: joining fee and first payment`,
    body,
    origin,
  });
}

/**
 * Starts the membership on its authorised first payment: in one transaction the membership
 * becomes active, the attempt completed and the payment recorded (so no membership starts
 * unpaid and no payment is kept without its membership) and the welcome email queued; then the
 * card payment is taken and the monthly Direct Debit started. Either of those two that fails now is finished by a sweep.
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
  // Nothing to pay skips prepare, where the documents are otherwise asked for: ask here. (A card
  // authorised already passed that check; its payment is not refused now.)
  if (!attempt) await assertMembershipDocumentsUploaded(db, membership, clock.now());
  const completed = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await markJoiningPaid(tx, membershipId, attempt?.id ?? null, now))) return null;
    if (!(await startPendingMembership(tx, membershipId))) {
      throw new DomainError('PAYMENT_REQUIRED', FIRST_PAYMENT_NEEDED);
    }
    const paid = attempt
      ? await completeMembershipCardPayment(tx, attempt, {
          description: `Membership ${membershipNumber(membershipId)}: joining fee and first payment`,
          refusal: FIRST_PAYMENT_NEEDED,
          now,
        })
      : null;
    await queueJoiningEmail(tx, deps.queueEmail, { membershipId, joining, paid });
    return paid;
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
      startDate: firstCollectionOf(membership ?? { firstCollectionOn: null }, joining),
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
