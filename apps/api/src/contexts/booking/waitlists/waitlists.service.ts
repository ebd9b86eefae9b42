import type { WaitlistEntry } from '@lido/contract';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCustomerById, resolveActingCustomer } from '../../people/accounts';
import { assertNoOutstandingPenalty } from '../../people/penalties';
import {
  BOOKING_CLOSED_REASON,
  findSessionStanding,
  NOT_RELEASED_REASON,
  timeOfDay,
  type CallerStandingsLookup,
} from '../../timetable/timetable';
import {
  findEntryById,
  findUpcomingEntries,
  findWaitingEntry,
  insertEntry,
  markLeft,
  type WaitlistEntryRow,
} from './waitlists.repository';
import type { WaitlistActor } from './waitlists.tables';

export const SESSION_NOT_FOUND_MESSAGE = 'The session could not be found.';
export const ENTRY_NOT_FOUND_MESSAGE = 'You are not on the waitlist for this session.';
export const ALREADY_ON_WAITLIST_MESSAGE = 'You are already on the waitlist for this session.';
export const NO_WAITLIST_MESSAGE = 'This session has no waitlist.';
export const PLACES_AVAILABLE_MESSAGE = 'This session has places left: book it instead.';
export const ALREADY_BOOKED_MESSAGE = 'You have already booked this session.';
export const ALREADY_IN_BASKET_MESSAGE = 'This session is already in your basket.';

export interface WaitlistDeps {
  db: Database;
  clock: Clock;
  /** The customer's bookings, basket holds and entries (the booking context composes it from their modules). */
  callerStandings: CallerStandingsLookup;
}

export function toWireEntry(entry: WaitlistEntryRow): WaitlistEntry {
  const { session } = entry;
  return {
    id: entry.id,
    status: entry.status,
    position: entry.position,
    user_id: entry.customerId,
    party_size: entry.partySize,
    joined_at: entry.joinedAt.toISOString(),
    offer_expires_at: entry.offerExpiresAt?.toISOString() ?? null,
    occurrence: {
      id: entry.occurrenceId,
      public_id: session.publicId,
      name: session.name,
      venue_name: session.venueName,
      venue_slug: session.venueSlug,
      category_slug: session.categorySlug,
      location_name: session.locationName,
      date: session.date,
      starts_at: timeOfDay(session.startsAt, session.timezone),
      ends_at: timeOfDay(session.endsAt, session.timezone),
    },
  };
}

async function loadEntry(db: Database, id: number): Promise<WaitlistEntry> {
  const entry = await findEntryById(db, id);
  if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  return toWireEntry(entry);
}

/**
 * Puts a customer (the caller, a linked junior, or staff's customer: `selectedUserId`) at the end
 * of a full session's line. The session must be released and still bookable, keep a waitlist and
 * have no place left; the customer must not have it already (booked, in their basket, waiting).
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  caller: Caller,
  occurrence: string | number,
  selectedUserId: number | null | undefined,
  { partySize }: { partySize: number },
): Promise<WaitlistEntry> {
  const { db, clock } = deps;
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  // Released as the basket releases it to the caller: earlier when their plan books ahead.
  const session = await findSessionStanding(db, occurrence, caller.advanceBookingDays);
  // A customer waits for their own operator's sessions; another operator's read as missing.
  const customer = await findCustomerById(db, acting.customerId);
  if (!session || session.operatorId !== customer?.operatorId) {
    throw notFound(SESSION_NOT_FOUND_MESSAGE);
  }
  const now = clock.now();
  if (now < session.firstBookable) throw new DomainError('NOT_RELEASED', NOT_RELEASED_REASON);
  if (now > session.lastBookable) throw new DomainError('BOOKING_CLOSED', BOOKING_CLOSED_REASON);
  if (!session.hasWaitlist) throw new DomainError('NO_WAITLIST', NO_WAITLIST_MESSAGE);
  const mine = (await deps.callerStandings(acting.customerId, [session.id])).get(session.id);
  if (mine?.bookingId != null) throw new DomainError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
  if (mine?.inBasket) throw new DomainError('ALREADY_IN_BASKET', ALREADY_IN_BASKET_MESSAGE);
  if (mine?.waitlist) throw new DomainError('ALREADY_ON_WAITLIST', ALREADY_ON_WAITLIST_MESSAGE);
  // Read, not locked: places freed a moment later go to the line, this entry included.
  if (session.capacity - session.booked >= partySize) {
    throw new DomainError('PLACES_AVAILABLE', PLACES_AVAILABLE_MESSAGE);
  }
  // An offer goes to the basket of whoever pays: the family lead who joined for a junior.
  const payerId = acting.relation === 'family' ? caller.userId : acting.customerId;
  // An offer could not be taken up while a penalty is unpaid, so joining waits for it too.
  await assertNoOutstandingPenalty(db, { payerId, attendeeIds: [acting.customerId] });
  const id = await insertEntry(db, {
    occurrenceId: session.id,
    customerId: acting.customerId,
    payerId,
    partySize,
    joinedBy: acting.relation,
    now,
  });
  if (id === undefined) throw new DomainError('ALREADY_ON_WAITLIST', ALREADY_ON_WAITLIST_MESSAGE);
  return loadEntry(db, id);
}

async function leave(
  db: Database,
  entry: WaitlistEntryRow,
  leftBy: WaitlistActor,
  now: Date,
): Promise<WaitlistEntry> {
  // Leaving twice changes nothing: the second answers the entry as it was left.
  await markLeft(db, entry.id, leftBy, now);
  return loadEntry(db, entry.id);
}

/** Takes a customer (as for joining) out of a session's line. */
export async function leaveSessionWaitlist(
  deps: WaitlistDeps,
  caller: Caller,
  occurrence: string | number,
  userId: number,
): Promise<WaitlistEntry> {
  const { db, clock } = deps;
  const acting = await resolveActingCustomer(db, caller, userId);
  const session = await findSessionStanding(db, occurrence);
  if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  const entry = await findWaitingEntry(db, session.id, acting.customerId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  return leave(db, entry, acting.relation, clock.now());
}

/**
 * Takes an entry out of its line by its id. Someone else's entry is 403 "Unauthorised.", as for
 * every call made for a customer the caller may not act for.
 */
export async function removeWaitlistEntry(
  deps: WaitlistDeps,
  caller: Caller,
  entryId: number,
): Promise<WaitlistEntry> {
  const { db, clock } = deps;
  const entry = await findEntryById(db, entryId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  const acting = await resolveActingCustomer(db, caller, entry.customerId);
  return leave(db, entry, acting.relation, clock.now());
}

/** The customer's places in line for sessions still to come. */
export async function listUpcomingEntries(
  deps: WaitlistDeps,
  caller: Caller,
  selectedUserId: number | null | undefined,
): Promise<WaitlistEntry[]> {
  const acting = await resolveActingCustomer(deps.db, caller, selectedUserId);
  const entries = await findUpcomingEntries(deps.db, acting.customerId, deps.clock.now());
  return entries.map(toWireEntry);
}
