import type { Offer } from '@openactive/models-ts';
import type { Database } from '../../../platform/db/client';
import {
  findFacilityUseSources,
  findSeriesSources,
  findSessionSources,
  type SessionSource,
} from '../../../read/openactive-sources';
import { renderFacilityUse, renderSeries, renderSession } from './open-data-items';
import { openDataBase, organizer, place, siteOrigin } from './open-data-parts';

// A bookable opportunity (a dated session or court slot) as the Open Booking API quotes and books
// it: rendered live from what the feeds are made of, so an order item's offer and opportunity are
// the feeds' own, word for word, with the places left this moment.

export interface Opportunity {
  occurrenceId: number;
  operatorId: number;
  /** The opportunity's `@id`, as its feed publishes it. */
  id: string;
  startsAt: Date;
  /** The opportunity as an order item embeds it: with its series (or facility), no offers. */
  orderedItem: Record<string, unknown>;
  /** Its offers, as published: one per price. */
  offers: Offer[];
  /** The operator, as the seller of an order. */
  seller: Record<string, unknown>;
  /** Lido, as the booking service the operator sells through. */
  bookingService: Record<string, unknown>;
  /** Places left (a slot's uses left). */
  remaining: number;
}

/** What an order item may not repeat of its opportunity (OBA "OrderItem"). */
const LEFT_OUT = new Set(['@context', 'offers', 'subEvent', 'organizer', 'provider']);
const withoutOffers = (data: object) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !LEFT_OUT.has(key)));

/** The operator as a seller: the organizer, with the address the Open Booking API asks for. */
function sellerOf(source: SessionSource): Record<string, unknown> {
  const { address } = place(source);
  return { ...organizer(source), legalName: source.operator_name, address };
}

/** The published opportunities among these sessions (unpublished ones are left out). */
export async function findOpportunities(
  db: Database,
  occurrenceIds: readonly number[],
  now: Date,
): Promise<Map<number, Opportunity>> {
  const found = new Map<number, Opportunity>();
  if (occurrenceIds.length === 0) return found;
  for (const source of await findSessionSources(db, [...new Set(occurrenceIds)])) {
    const session = renderSession(source, now);
    if (!session.data) continue;
    const data = session.data as Record<string, unknown>;
    const isSlot = session.feed === 'slots';
    const parent = isSlot
      ? (await findFacilityUseSources(db, [source.category_id])).map(renderFacilityUse)[0]
      : (await findSeriesSources(db, [source.schedule_id])).map((s) => renderSeries(s, now))[0];
    if (!parent?.data) continue;
    const parentData = parent.data as Record<string, unknown>;
    const offers = (isSlot ? data.offers : parentData.offers) as Offer[];
    const embedded = withoutOffers(parentData);
    found.set(source.occurrence_id, {
      occurrenceId: source.occurrence_id,
      operatorId: source.operator_id,
      id: data['@id'] as string,
      startsAt: source.starts_at,
      orderedItem: isSlot
        ? { ...withoutOffers(data), facilityUse: embedded }
        : { ...withoutOffers(data), superEvent: embedded },
      offers,
      seller: sellerOf(source),
      bookingService: {
        '@type': 'BookingService',
        name: 'Lido',
        url: `${siteOrigin(source.bookings_site_url)}/`,
      },
      remaining: Number((isSlot ? data.remainingUses : data.remainingAttendeeCapacity) ?? 0),
    });
  }
  return found;
}

/** The session an opportunity `@id` of the operator's names, or null. */
export function occurrenceIdOf(
  opportunityId: string,
  base: Pick<SessionSource, 'bookings_site_url' | 'operator_client_id'>,
): number | null {
  const prefix = openDataBase(base);
  const match = /^\/(scheduled-sessions|slots)\/(\d{1,15})$/.exec(
    opportunityId.startsWith(prefix) ? opportunityId.slice(prefix.length) : '',
  );
  return match ? Number(match[2]) : null;
}
