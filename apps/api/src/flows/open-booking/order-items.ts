import type { Offer } from '@openactive/models-ts';
import type { Database } from '../../platform/db/client';
import type { QuotedPlace } from '../../contexts/booking/basket';
import {
  findOpportunities,
  occurrenceIdOf,
  type Opportunity,
} from '../../contexts/openactive/open-data-feeds';
import { itemError } from './open-booking-errors';
import type { RequestedItem } from './order-requests';

// The order items a partner asked for, each resolved to the session its `orderedItem` names and
// the price its `acceptedOffer` names, as the feeds publish them; or the error OpenActive names for
// an item that cannot be (OBA "OrderItem error").

export interface ResolvedItem {
  request: RequestedItem;
  opportunity?: Opportunity;
  offer?: Offer;
  /** The place to hold: set for an item with no error. */
  place?: QuotedPlace;
  error?: Record<string, unknown>;
}

/** The operator an order is for: its open data base and id. */
export interface Seller {
  operatorId: number;
  clientId: string;
  bookingsSiteUrl: string;
  currencyCode: string;
  name: string;
}

export const baseOf = (seller: Seller) => ({
  bookings_site_url: seller.bookingsSiteUrl,
  operator_client_id: seller.clientId,
});

export async function resolveItems(
  db: Database,
  seller: Seller,
  items: readonly RequestedItem[],
  now: Date,
): Promise<ResolvedItem[]> {
  const occurrenceIds = items.map((item) =>
    item.orderedItem ? occurrenceIdOf(item.orderedItem, baseOf(seller)) : null,
  );
  const opportunities = await findOpportunities(
    db,
    occurrenceIds.filter((id): id is number => id !== null),
    now,
  );
  return items.map((item, index): ResolvedItem => {
    if (!item.orderedItem || !item.acceptedOffer) {
      const missing = item.orderedItem ? 'acceptedOffer' : 'orderedItem';
      return { request: item, error: itemError('IncompleteOrderItemError', `No ${missing}.`) };
    }
    const occurrenceId = occurrenceIds[index] ?? null;
    if (occurrenceId === null) {
      return {
        request: item,
        error: itemError(
          'InvalidOpportunityOrOfferIdError',
          'The orderedItem is not an opportunity of this seller.',
        ),
      };
    }
    const opportunity = opportunities.get(occurrenceId);
    if (!opportunity || opportunity.operatorId !== seller.operatorId) {
      return {
        request: item,
        error: itemError('UnknownOpportunityError', 'The opportunity is not published.'),
      };
    }
    const offer = opportunity.offers.find((candidate) => candidate['@id'] === item.acceptedOffer);
    if (!offer) {
      return {
        request: item,
        opportunity,
        error: itemError('UnknownOfferError', 'The opportunity has no such offer.'),
      };
    }
    return {
      request: item,
      opportunity,
      offer,
      place: { occurrenceId, pricingOptionId: Number(offer.identifier) },
    };
  });
}
