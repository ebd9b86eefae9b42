import type {
  authoriseArrearsPayment,
  MembershipDirectDebit,
  RouteBody,
  RouteResponse,
} from '@lido/contract';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from '../../people/accounts';
import { findMembership, MEMBERSHIP_NOT_FOUND_MESSAGE } from '../memberships';
import {
  authoriseMembershipCardPayment,
  type CardTender,
  completeMembershipCardPayment,
  findCardTransaction,
  type PaymentProvider,
  prepareCardPayment,
  type RequestOrigin,
} from '../../money/payments';
import { listCollections, settleFailedCollections } from './direct-debit.repository';
import { arrearsPence, membershipDirectDebit } from './membership-direct-debit';

export interface ArrearsDeps {
  db: Database;
  clock: Clock;
  cardProvider: PaymentProvider;
  cardTender: CardTender;
}

type PaymentBody = NonNullable<RouteBody<typeof authoriseArrearsPayment>>;
type Authorisation = RouteResponse<typeof authoriseArrearsPayment>;

const ARREARS_DESCRIPTION = 'Membership: missed Direct Debit payments';
const PAY_ARREARS_FIRST = 'Please pay what is owed first.';

export const ARREARS_CHANGED =
  'What you owe has changed since you started paying. Please check it and try again.';

/** The member (or their family lead) paying a membership's failed collections by card. */
async function arrearsOf(
  db: Database,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | null | undefined,
) {
  if (caller.kind !== 'customer') {
    throw new DomainError('FORBIDDEN', 'Payments for other people are taken at the desk.');
  }
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const membership = await findMembership(db, membershipId);
  if (!membership || membership.customerId !== acting.customerId) {
    throw new DomainError('NOT_FOUND', MEMBERSHIP_NOT_FOUND_MESSAGE);
  }
  const owed = arrearsPence(await listCollections(db, membershipId));
  if (owed === 0) throw new DomainError('NOTHING_TO_PAY', 'Nothing is owed on this membership.');
  return { payerId: caller.userId, owed };
}

export async function prepareArrears(
  deps: ArrearsDeps,
  caller: Caller,
  membershipId: number,
  selectedUserId?: number | null,
) {
  const { payerId, owed } = await arrearsOf(deps.db, caller, membershipId, selectedUserId);
  return prepareCardPayment(
    { db: deps.db, provider: deps.cardProvider },
    { payerId, amountPence: owed, itemHash: `arrears-${membershipId}-${owed}` },
  );
}

/** Authorises the arrears by card (the card tender records the attempt first). */
export async function authoriseArrears(
  deps: ArrearsDeps,
  caller: Caller,
  membershipId: number,
  body: PaymentBody,
  origin: RequestOrigin,
  selectedUserId?: number | null,
): Promise<Authorisation> {
  const { db } = deps;
  const { payerId, owed } = await arrearsOf(db, caller, membershipId, selectedUserId);
  return authoriseMembershipCardPayment(deps, {
    payerId,
    membershipId,
    amountPence: owed,
    itemHash: `arrears-${membershipId}-${owed}`,
    description: ARREARS_DESCRIPTION,
    body,
    origin,
  });
}

/**
 * Takes the authorised payment: in one transaction the failed collections are settled, the
 * attempt completed and the payment recorded; then the card is released (or by the sweep). If
 * what is owed changed meanwhile, the authorisation is given back and nothing is settled.
 */
export async function completeArrears(
  deps: ArrearsDeps,
  caller: Caller,
  membershipId: number,
  transactionUuid: string,
  selectedUserId?: number | null,
): Promise<MembershipDirectDebit> {
  const { db, clock } = deps;
  const attempt = await findCardTransaction(db, transactionUuid);
  const isOwn =
    caller.kind === 'customer' &&
    attempt?.customerId === caller.userId &&
    attempt.membershipId === membershipId;
  if (isOwn && (attempt.status === 'completed' || attempt.status === 'released')) {
    return membershipDirectDebit(db, caller, membershipId, selectedUserId);
  }
  if (!isOwn || attempt.status !== 'authorised') {
    throw new DomainError('PAYMENT_REQUIRED', PAY_ARREARS_FIRST);
  }
  const completed = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await settleFailedCollections(tx, membershipId, attempt.amountPence, now))) return null;
    return completeMembershipCardPayment(tx, attempt, {
      description: ARREARS_DESCRIPTION,
      refusal: PAY_ARREARS_FIRST,
      now,
    });
  });
  if (!completed) {
    await deps.cardTender.undo(attempt);
    throw new DomainError('PAYMENT_REQUIRED', ARREARS_CHANGED);
  }
  await deps.cardTender.confirm(completed).catch(() => false);
  return membershipDirectDebit(db, caller, membershipId, selectedUserId);
}
