import type { GiveGuestPassBody, GuestPass, GuestPassAllowance } from '@lido/contract';
import { addCalendarDays, addCalendarMonths, calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCustomerById, resolveActingCustomer } from '../../people/accounts';
import type { OutgoingEmail } from '../../people/email';
import { findOperator } from '../../venue-setup/venues';
import { displayGuestPassCode, newGuestPassCode, storedCodesFor } from './guest-pass-code';
import { guestPassEmail } from './guest-pass-email';
import { toWireGuestPass } from './guest-pass-wire';
import {
  countPassesGiven,
  findGivingMembership,
  findGuestPass,
  findGuestPassByCodes,
  insertGuestPass,
  markGuestPassUsed,
} from './guest-passes.repository';
import { isFrozenOn, spokenDate } from './membership-state';
import { listMembershipsWithPlans } from './memberships.repository';
import { GUEST_PASSES_DISABLED_MESSAGE } from './memberships.service';

/** A pass can be used for a session on or before this many days after it is given. */
export const GUEST_PASS_VALID_DAYS = 30;

export const NO_MEMBERSHIP_FOR_GUEST_PASSES =
  'Guest passes come with a membership: you have no active membership to give one from.';
export const GUEST_PASS_NOT_FOUND = 'No guest pass has that code. Check it against the email.';
export const GUEST_PASS_USED = 'That guest pass has been used already.';
export const GUEST_PASS_IN_BASKET = 'That guest pass is already in a basket.';
export const GUEST_PASS_NOT_FOR_GIVER =
  'You gave this guest pass: it pays for a guest’s place, not your own.';
export const GUEST_PASS_NOT_NEEDED =
  'This place costs nothing already: keep the guest pass for another visit.';
export const GUEST_PASS_USED_UP =
  'A guest pass in your basket has been used or has expired: remove it from the session to continue.';

export interface GuestPassDeps {
  db: Database;
  clock: Clock;
  queueEmail: (db: Database, email: OutgoingEmail) => Promise<void>;
}

const passes = (count: number) => (count === 1 ? '1 guest pass' : `${count} guest passes`);

async function assertGuestPassesOffered(db: Database) {
  const operator = await findOperator(db);
  if (!operator?.guestPassesEnabled) throw notFound(GUEST_PASSES_DISABLED_MESSAGE);
  return operator;
}

interface Standing {
  allowance: GuestPassAllowance;
  /** The membership a pass is given from, while one may be. */
  membership: { id: number; endsOn: string | null } | null;
  /** Why none may be given, as a domain error, while none may. */
  refusal: DomainError | null;
}

/**
 * What the customer may give on `today`: their active membership's passes a month less those
 * given from it since the first of this calendar month.
 */
async function standingOf(
  db: Database,
  customerId: number,
  today: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Standing> {
  const membership = await findGivingMembership(db, customerId, today, { lock });
  if (!membership) {
    const frozen = (await listMembershipsWithPlans(db, customerId)).find((row) =>
      isFrozenOn(row.membership, today),
    );
    const message = frozen?.membership.frozenUntil
      ? `Your membership is frozen: you can give guest passes again from ${spokenDate(addCalendarDays(frozen.membership.frozenUntil, 1))}.`
      : NO_MEMBERSHIP_FOR_GUEST_PASSES;
    return {
      allowance: { per_month: 0, given_this_month: 0, left_this_month: 0, message },
      membership: null,
      refusal: new DomainError('GUEST_PASS_MEMBERSHIP_REQUIRED', message),
    };
  }
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = addCalendarMonths(monthStart, 1);
  const given = await countPassesGiven(db, membership.id, monthStart, nextMonth);
  const left = Math.max(0, membership.perMonth - given);
  let message: string;
  if (membership.perMonth === 0) {
    message = `Your plan, ${membership.planName}, includes no guest passes.`;
  } else if (left === 0) {
    const all =
      membership.perMonth === 1
        ? "this month's guest pass"
        : `all ${membership.perMonth} of this month's guest passes`;
    message = `You have given ${all}. You can give more from ${spokenDate(nextMonth)}.`;
  } else {
    message = `You can give ${given === 0 ? passes(left) : `${left} more ${left === 1 ? 'guest pass' : 'guest passes'}`} this month.`;
  }
  return {
    allowance: {
      per_month: membership.perMonth,
      given_this_month: given,
      left_this_month: left,
      message,
    },
    membership,
    refusal: left === 0 ? new DomainError('GUEST_PASSES_USED_UP', message) : null,
  };
}

/** `GET /api/my-account/guest-passes/allowance`. */
export async function guestPassAllowance(
  { db, clock }: Pick<GuestPassDeps, 'db' | 'clock'>,
  caller: Caller,
  selectedUserId: number | undefined,
): Promise<GuestPassAllowance> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  await assertGuestPassesOffered(db);
  return (await standingOf(db, acting.customerId, calendarDateIn(clock.now()))).allowance;
}

/**
 * `POST /api/my-account/guest-passes`: gives a pass from this month's allowance of the member's
 * active membership, and queues its email to the guest in the same transaction. It may be used
 * for a session up to 30 days ahead, never past the membership's end.
 */
export async function giveGuestPass(
  { db, clock, queueEmail }: GuestPassDeps,
  caller: Caller,
  selectedUserId: number | undefined,
  body: GiveGuestPassBody,
): Promise<GuestPass> {
  const today = calendarDateIn(clock.now());
  return db.transaction(async (tx) => {
    const acting = await resolveActingCustomer(tx, caller, selectedUserId);
    const operator = await assertGuestPassesOffered(tx);
    // The membership's row stays locked until the pass is written: passes given at once queue.
    const standing = await standingOf(tx, acting.customerId, today, { lock: true });
    if (standing.refusal || !standing.membership) {
      throw (
        standing.refusal ??
        new DomainError('GUEST_PASS_MEMBERSHIP_REQUIRED', NO_MEMBERSHIP_FOR_GUEST_PASSES)
      );
    }
    const { membership } = standing;
    const inThirtyDays = addCalendarDays(today, GUEST_PASS_VALID_DAYS);
    const expiresOn =
      membership.endsOn !== null && membership.endsOn < inThirtyDays
        ? membership.endsOn
        : inThirtyDays;
    let pass = null;
    // A drawn code already taken (about one chance in 10^14 per pass) is drawn again.
    while (!pass) {
      pass = await insertGuestPass(tx, {
        customerId: acting.customerId,
        membershipId: membership.id,
        code: newGuestPassCode(),
        issuedOn: today,
        expiresOn,
        guestName: body.guest_name,
        guestEmail: body.guest_email,
      });
    }
    const member = await findCustomerById(tx, acting.customerId);
    await queueEmail(
      tx,
      guestPassEmail({
        to: body.guest_email,
        guestName: body.guest_name,
        giverName: member ? `${member.firstName} ${member.lastName}` : operator.name,
        code: displayGuestPassCode(pass.code),
        expiresOn,
        operatorName: operator.name,
        siteUrl: operator.bookingsSiteUrl,
      }),
    );
    return toWireGuestPass(pass, today);
  });
}

/** A pass that may price a place: its giver, for the basket's own-place rule. */
export interface UsableGuestPass {
  id: number;
  giverId: number;
  code: string;
}

/**
 * The pass a typed code names, if it may price a place at a session on `sessionDate`: not used,
 * and its last day neither past nor before the session. Anything else is refused with a
 * sentence to show (a code nobody has answers 404).
 */
export async function findUsableGuestPass(
  db: Database,
  typedCode: string,
  { today, sessionDate }: { today: string; sessionDate: string },
): Promise<UsableGuestPass> {
  await assertGuestPassesOffered(db);
  const pass = await findGuestPassByCodes(db, storedCodesFor(typedCode));
  if (!pass) throw notFound(GUEST_PASS_NOT_FOUND);
  const code = displayGuestPassCode(pass.code);
  if (pass.usedOn !== null) throw new DomainError('GUEST_PASS_UNAVAILABLE', GUEST_PASS_USED);
  if (pass.expiresOn < today) {
    throw new DomainError(
      'GUEST_PASS_UNAVAILABLE',
      `That guest pass expired on ${spokenDate(pass.expiresOn)}.`,
    );
  }
  if (pass.expiresOn < sessionDate) {
    throw new DomainError(
      'GUEST_PASS_UNAVAILABLE',
      `That guest pass is for sessions on or before ${spokenDate(pass.expiresOn)}: choose an earlier session.`,
    );
  }
  return { id: pass.id, giverId: pass.customerId, code };
}

/** Who gave a pass (the basket's own-place rule), or null for a pass that is gone. */
export async function guestPassGiver(db: Database, passId: number): Promise<number | null> {
  return (await findGuestPass(db, passId))?.customerId ?? null;
}

/**
 * Uses a pass for an order (checkout's completion, in the order's transaction): false when it was
 * used meanwhile or has expired, and then the order must not be written.
 */
export async function useGuestPass(
  tx: Database,
  passId: number,
  use: { orderId: number; guestName: string; now: Date },
): Promise<boolean> {
  return markGuestPassUsed(tx, passId, {
    orderId: use.orderId,
    guestName: use.guestName,
    today: calendarDateIn(use.now),
  });
}
