import {
  CompletedWaiver,
  WAIVERS_ERROR_MESSAGE,
  type CartItemWaiver,
  type PreviousAttendee,
} from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findCustomerById, resolveActingCustomer } from '../../people/accounts';
import { findWaivers, signedWaivers, signWaiver } from '../waivers';
import { calendarDateIn } from '@lido/calendar-date';
import { NO_RESTRICTIONS, unmetRestriction, type ActivityRestrictions } from './restriction-rules';
import {
  findActivityRestrictions,
  findPeople,
  findRestrictionCategory,
} from './restrictions.repository';
import { assertMayAttend, standingOf } from './restrictions.service';

const NOT_FOUND = 'Unable to complete request, item not found.';

/** A basket place as the waiver checks see it: its activity and who is going. */
export interface PlaceForWaiver {
  categoryId: string;
  purchasedForCustomerId: number | null;
}

/** Each activity's restrictions, read once however many places share it. */
async function restrictionsOf(
  db: Database,
  places: readonly PlaceForWaiver[],
): Promise<Map<string, ActivityRestrictions>> {
  const byActivity = new Map<string, ActivityRestrictions>();
  for (const { categoryId } of places) {
    if (!byActivity.has(categoryId))
      byActivity.set(categoryId, await findActivityRestrictions(db, categoryId));
  }
  return byActivity;
}

/**
 * The waiver each basket place's attendee must have signed, with whether they have (the
 * current version, not lapsed), in the places' order; null for places without one.
 */
export async function waiversOfPlaces(
  db: Database,
  places: readonly PlaceForWaiver[],
  now: Date,
  byActivity?: ReadonlyMap<string, ActivityRestrictions>,
): Promise<(CartItemWaiver | null)[]> {
  byActivity ??= await restrictionsOf(db, places);
  const required = places.map((place) => byActivity.get(place.categoryId)?.waiver ?? null);
  const waiverIds = required.flatMap((waiver) => (waiver ? [waiver.waiverId] : []));
  if (waiverIds.length === 0) return places.map(() => null);
  // One after another: the order's transaction checks these too, and a transaction is one
  // connection, which runs one statement at a time.
  const texts = await findWaivers(db, waiverIds);
  const isSigned = await signedWaivers(
    db,
    places.flatMap((place, index) => {
      const waiver = required[index];
      return waiver && place.purchasedForCustomerId !== null
        ? [{ customerId: place.purchasedForCustomerId, waiverId: waiver.waiverId }]
        : [];
    }),
    now,
  );
  return places.map((place, index) => {
    const waiver = required[index];
    const text = waiver && texts.get(waiver.waiverId);
    if (!waiver || !text) return null;
    return {
      restriction_id: waiver.restrictionId,
      waiver_id: waiver.waiverId,
      title: text.title,
      body: text.body,
      version: text.version,
      signed:
        place.purchasedForCustomerId !== null &&
        isSigned({ customerId: place.purchasedForCustomerId, waiverId: waiver.waiverId }),
    };
  });
}

/**
 * Every basket place must still be one its attendee may take, and the waivers a checkout says
 * were completed must be exactly those the places need, each signed for its attendee in the
 * current version: checked before a card is asked for and again in the order's transaction,
 * since a membership can end, a birthday pass or a waiver change while the basket is held. Each
 * activity's restrictions are read once for both.
 */
export async function assertPlacesReady(
  db: Database,
  places: readonly (PlaceForWaiver & { date: string })[],
  completedWaivers: readonly unknown[] | null | undefined,
  now: Date,
): Promise<void> {
  const byActivity = await restrictionsOf(db, places);
  for (const place of places) {
    await assertMayAttend(db, byActivity.get(place.categoryId) ?? NO_RESTRICTIONS, {
      attendeeId: place.purchasedForCustomerId,
      date: place.date,
      now,
    });
  }
  const waivers = await waiversOfPlaces(db, places, now, byActivity);
  const needed = new Set<string>();
  waivers.forEach((waiver, index) => {
    if (!waiver) return;
    const attendee = places[index]?.purchasedForCustomerId;
    if (!waiver.signed || attendee == null)
      throw new DomainError('WAIVERS_INCOMPLETE', WAIVERS_ERROR_MESSAGE);
    needed.add(`${waiver.restriction_id}:${attendee}`);
  });
  const sent = new Set<string>();
  for (const entry of completedWaivers ?? []) {
    const parsed = CompletedWaiver.safeParse(entry);
    if (!parsed.success) throw new DomainError('WAIVERS_INCOMPLETE', WAIVERS_ERROR_MESSAGE);
    sent.add(`${parsed.data.restriction_id}:${parsed.data.user_id}`);
  }
  const isSame = needed.size === sent.size && [...needed].every((key) => sent.has(key));
  if (!isSame) throw new DomainError('WAIVERS_INCOMPLETE', WAIVERS_ERROR_MESSAGE);
}

/**
 * The restrictions of the activity a restriction belongs to, when it is at a venue of the
 * customer's own operator: another operator's reads as missing.
 */
async function restrictionsById(db: Database, restrictionId: number, operatorId: number) {
  const categoryId = await findRestrictionCategory(db, restrictionId, operatorId);
  if (!categoryId) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return findActivityRestrictions(db, categoryId);
}

/** The operator whose activities the customer may name attendees for: their own. */
async function operatorOf(db: Database, customerId: number): Promise<number> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return customer.operatorId;
}

/**
 * Who the caller (or the customer staff act for) can name as attendee of a restricted
 * activity: themself and the family they lead, each with whether they signed its waiver and
 * meet its other restrictions on `date` (a session's, as ages are on the day), else today.
 * Nobody else can be named (a place is only ever bought for someone the caller may act for), so
 * nobody else is listed.
 */
export async function previousAttendees(
  db: Database,
  caller: Caller,
  {
    restrictionId,
    query,
    selectedUserId,
    date,
    now,
  }: {
    restrictionId: number;
    query?: string | undefined;
    selectedUserId?: number | undefined;
    /** YYYY-MM-DD: the day the restrictions are met on; today when absent. */
    date?: string | undefined;
    now: Date;
  },
): Promise<PreviousAttendee[]> {
  const lead = await resolveActingCustomer(db, caller, selectedUserId);
  const restrictions = await restrictionsById(
    db,
    restrictionId,
    await operatorOf(db, lead.customerId),
  );
  const people = await findPeople(db, lead.customerId, { withFamily: true });
  const named = query?.trim().toLowerCase() ?? '';
  const shown = people.filter(
    (person) =>
      named === '' || `${person.first_name} ${person.last_name}`.toLowerCase().includes(named),
  );
  const { waiver } = restrictions;
  const isSigned = waiver
    ? await signedWaivers(
        db,
        shown.map((person) => ({ customerId: person.customer_id, waiverId: waiver.waiverId })),
        now,
      )
    : () => false;
  const day = date ?? calendarDateIn(now);
  return Promise.all(
    shown.map(async (person) => {
      const unmet = unmetRestriction(
        restrictions,
        await standingOf(db, restrictions, person, now),
        day,
      );
      return {
        id: person.customer_id,
        first_name: person.first_name,
        last_name: person.last_name,
        relationship:
          person.customer_id === lead.customerId ? ('self' as const) : ('family' as const),
        waiver_signed: waiver
          ? isSigned({ customerId: person.customer_id, waiverId: waiver.waiverId })
          : false,
        may_attend: unmet === null,
        reason: unmet?.message ?? null,
      };
    }),
  );
}

/**
 * Signs waivers for attendees: each for the caller (or the customer staff act for) or a family
 * member they lead, in the version read. All or nothing.
 */
export async function signAttendeeWaivers(
  db: Database,
  caller: Caller,
  {
    waivers,
    selectedUserId,
    now,
  }: {
    waivers: readonly { restriction_id: number; user_id: number; version: number }[];
    selectedUserId?: number | null | undefined;
    now: Date;
  },
): Promise<CompletedWaiver[]> {
  const lead = await resolveActingCustomer(db, caller, selectedUserId);
  const party = new Set(
    (await findPeople(db, lead.customerId, { withFamily: true })).map(
      (person) => person.customer_id,
    ),
  );
  const operatorId = await operatorOf(db, lead.customerId);
  return db.transaction(async (tx) => {
    const completed: CompletedWaiver[] = [];
    for (const entry of waivers) {
      if (!party.has(entry.user_id)) throw new DomainError('FORBIDDEN', 'Unauthorised.');
      const { waiver } = await restrictionsById(tx, entry.restriction_id, operatorId);
      if (!waiver) throw new DomainError('NOT_FOUND', NOT_FOUND);
      await signWaiver(tx, {
        waiverId: waiver.waiverId,
        version: entry.version,
        customerId: entry.user_id,
        signerId: lead.customerId,
        now,
      });
      completed.push({ restriction_id: entry.restriction_id, user_id: entry.user_id });
    }
    return completed;
  });
}
