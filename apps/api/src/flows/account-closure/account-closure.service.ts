import {
  ACCOUNT_CLOSED_MESSAGE,
  CUSTOMER_ACCOUNT_CLOSED_MESSAGE,
  type AccountClosure,
  type StatusMessage,
} from '@lido/contract';
import { authorize } from '../../platform/authorize';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { DomainError } from '../../platform/errors/domain-error';
import type { Caller } from '../../platform/http/auth-guard';
import { eraseStoredResponsesOf } from '../../platform/http/idempotency';
import {
  dependantsClosedWith,
  eraseCustomerRecord,
  findCustomerById,
  isCustomerPassword,
  isStaffPassword,
  resolveActingCustomer,
} from '../../contexts/people/accounts';
import { emptyBasketOf } from '../../contexts/booking/basket';
import { hasUpcomingBookings } from '../../contexts/booking/bookings';
import { getCreditBalance } from '../../contexts/money/credit-ledger';
import { recordDeskAction } from '../../contexts/people/desk-audit';
import { eraseDirectDebitDataOf } from '../../contexts/memberships/direct-debit';
import { eraseEmailsTo } from '../../contexts/people/email';
import { eraseMembershipDataOf, hasLiveMembership } from '../../contexts/memberships/memberships';
import { eraseCardholderDataOf, hasPaymentInFlight } from '../../contexts/money/payments';
import { eraseAnswersOf } from '../../contexts/timetable/questions';
import { eraseInductionsOf } from '../../contexts/timetable/restrictions';
import { leaveEveryWaitlist } from '../../contexts/booking/waitlists';
import { eraseWaiverSignaturesOf } from '../../contexts/timetable/waivers';

export interface ClosureDeps {
  db: Database;
  clock: Clock;
}

export const PASSWORD_INCORRECT_MESSAGE = 'The password is incorrect.';
export const HAS_LOGIN_MESSAGE =
  'A family member with a login of their own closes their account themselves.';
export const UPCOMING_BOOKINGS_MESSAGE =
  'There are bookings still to come on this account. Cancel them before closing the account.';
export const LIVE_MEMBERSHIP_MESSAGE =
  'This account has a membership that has not ended. Cancel it before closing the account.';
export const PAYMENT_OPEN_MESSAGE =
  'A payment on this account is still being processed. Try again in a few minutes.';
export const creditHeldMessage = (formatted: string) =>
  `This account holds ${formatted} of credit. Use it, or ask the venue to refund it, before closing the account.`;

export interface ClosedAccount extends StatusMessage {
  /** The caller closed their own account: their session has gone with it. */
  closedOwnAccount: boolean;
}

/**
 * Closes an account and erases the personal data Lido holds about its holder, with the family
 * members who have no login of their own and no other lead (UK GDPR article 17). What records
 * money taken — bookings, orders, payments, credit movements — stays, naming the anonymised
 * customer row, as the law requires of a business's accounts.
 *
 * A customer confirms with their password; a family lead may close the record of a child they
 * added (with their own password); a manager closes a customer of their venue at the customer's
 * request, confirming with their own password, and the desk's audit log records it (a
 * receptionist may not: erasure cannot be undone). An account still in use (a session to come, a membership that has not ended, credit
 * left, a payment being processed) is refused with the reason, so nothing owed is lost.
 */
export async function closeAccount(
  deps: ClosureDeps,
  caller: Caller,
  selectedUserId: number | undefined,
  body: AccountClosure,
): Promise<ClosedAccount> {
  const { db, clock } = deps;
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  if (caller.kind === 'staff') authorize(caller, 'account.close');
  const isOwnPassword = (password: string) =>
    caller.kind === 'customer'
      ? isCustomerPassword(db, caller.userId, password)
      : isStaffPassword(db, caller.userId, password);
  if (!body.password || !(await isOwnPassword(body.password))) {
    throw new DomainError('VALIDATION_FAILED', PASSWORD_INCORRECT_MESSAGE, {
      password: [PASSWORD_INCORRECT_MESSAGE],
    });
  }
  const customer = await findCustomerById(db, acting.customerId);
  if (acting.relation === 'family' && (customer?.email || customer?.passwordHash)) {
    throw new DomainError('FORBIDDEN', HAS_LOGIN_MESSAGE);
  }
  const message =
    acting.relation === 'self' ? ACCOUNT_CLOSED_MESSAGE : CUSTOMER_ACCOUNT_CLOSED_MESSAGE;
  const closedOwnAccount = acting.relation === 'self';
  // Closing twice (a retried request) finds nothing left to erase.
  if (!customer || customer.erasedAt) return { status: 'success', message, closedOwnAccount };

  const people = [
    acting.customerId,
    ...(acting.relation === 'family' ? [] : await dependantsClosedWith(db, acting.customerId)),
  ];
  const now = clock.now();
  await assertClosable(db, people, now);
  await db.transaction(async (tx) => {
    for (const customerId of people) {
      await emptyBasketOf(tx, customerId, now);
      await leaveEveryWaitlist(tx, customerId, acting.relation, now);
      await eraseWaiverSignaturesOf(tx, customerId);
      await eraseAnswersOf(tx, customerId);
      await eraseInductionsOf(tx, customerId);
      await eraseMembershipDataOf(tx, customerId);
      await eraseCardholderDataOf(tx, customerId);
      await eraseDirectDebitDataOf(tx, customerId);
      await eraseStoredResponsesOf(tx, customerId);
      const { email } = await eraseCustomerRecord(tx, customerId, now);
      if (email) await eraseEmailsTo(tx, email);
    }
    if (caller.kind === 'staff' && caller.staffVenueId !== null) {
      await recordDeskAction(tx, {
        staffUserId: caller.userId,
        venueId: caller.staffVenueId,
        action: 'account-closed',
        customerId: acting.customerId,
        orderId: null,
        details: { customers_closed: people.length },
        now,
      });
    }
  });
  return { status: 'success', message, closedOwnAccount };
}

/** Refuses, with the first reason found, an account that still has something owed either way. */
async function assertClosable(db: Database, people: number[], now: Date): Promise<void> {
  if (await hasUpcomingBookings(db, people, now)) {
    throw new DomainError('ACCOUNT_IN_USE', UPCOMING_BOOKINGS_MESSAGE);
  }
  for (const customerId of people) {
    if (await hasLiveMembership(db, customerId, now)) {
      throw new DomainError('ACCOUNT_IN_USE', LIVE_MEMBERSHIP_MESSAGE);
    }
    if (await hasPaymentInFlight(db, customerId)) {
      throw new DomainError('ACCOUNT_IN_USE', PAYMENT_OPEN_MESSAGE);
    }
    const credit = await getCreditBalance(db, customerId);
    if (credit.balance > 0) {
      throw new DomainError('ACCOUNT_IN_USE', creditHeldMessage(credit.formatted_balance));
    }
  }
}
