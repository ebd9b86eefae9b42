import { authorize, type StaffCaller } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCustomerById, staffRunsVenue } from '../../people/accounts';
import type { OutgoingEmail } from '../../people/email';
import { findOperatedSession, type OperatedSession, timeOfDay } from '../../timetable/timetable';

export interface SessionOperationsDeps {
  db: Database;
  clock: Clock;
  /** Sends a queued card refund to the provider at once; the payments sweep finishes any left. */
  settleCardRefund: (refundId: string) => Promise<unknown>;
}

export const NOT_FOUND = 'Unable to complete request, item not found.';

/**
 * The caller as a manager: customers get the desk's "Unauthorised.", receptionists a sentence
 * saying who may.
 */
export function managerOf(caller: Caller): StaffCaller {
  return authorize(caller, 'sessions.operate');
}

/**
 * The session, locked (see `findOperatedSession`), if the manager runs its venue (any of their
 * operator's: `staffRunsVenue`); another operator's reads as missing.
 */
export async function managedSession(
  tx: Database,
  occurrenceId: number,
  manager: StaffCaller,
): Promise<OperatedSession> {
  const session = await findOperatedSession(tx, occurrenceId, { lock: true });
  if (!session || !(await staffRunsVenue(tx, manager, 'sessions.operate', session.venueId))) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  return session;
}

export const localTime = (session: Pick<OperatedSession, 'startsAt' | 'timezone'>, at: Date) =>
  timeOfDay(at, session.timezone).format_24_hour;

/**
 * Emails to the payers with an address (customers made at the desk may have none: the desk
 * tells them), each built from the payer's first name.
 */
export async function emailsToPayers(
  tx: Database,
  payerIds: Iterable<number>,
  build: (payer: { email: string; firstName: string; id: number }) => OutgoingEmail,
): Promise<OutgoingEmail[]> {
  const emails: OutgoingEmail[] = [];
  for (const payerId of payerIds) {
    const payer = await findCustomerById(tx, payerId);
    if (payer?.email)
      emails.push(build({ email: payer.email, firstName: payer.firstName, id: payerId }));
  }
  return emails;
}
