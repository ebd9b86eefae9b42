import type { Offer } from '@openactive/models-ts';
import { openDataBase } from '../../contexts/openactive/open-data-feeds';
import { OPENACTIVE_CONTEXT } from './open-booking-errors';
import { baseOf, type ResolvedItem, type Seller } from './order-items';
import type { OrderRequest } from './order-requests';

// The OrderQuote (C1, C2) and Order (B) Lido answers, in the shapes OBA 1.0 gives them. Prices
// are the feeds' offers in pounds; taxMode is TaxGross, so `totalPaymentDue` is what the partner
// takes and the tax lines say the tax within it.

/** One order item as answered: its resolution, and its booking once booked (B). */
export interface AnsweredItem {
  resolved: ResolvedItem;
  /** Places left in the opportunity as this order sees them (its own held places not counted). */
  remaining?: number;
  error?: Record<string, unknown>;
  /** Once booked: what its `@id` ends with after `#/orderedItem/` (its booking, and place). */
  itemSuffix?: string;
}

/**
 * Lido does not know a VAT rate for its prices: sport at a leisure trust is mostly exempt. The
 * tax lines say so (zero, at 0%), as OBA asks of a B2C seller even when the tax is nothing.
 */
function taxOf(currency: string) {
  return {
    '@type': 'TaxChargeSpecification',
    name: 'VAT at 0%',
    price: 0,
    priceCurrency: currency,
    rate: 0,
  };
}

export const bookingBaseOf = (seller: Seller) => `${openDataBase(baseOf(seller))}/booking`;

const poundsOf = (offer: Offer | undefined) => (typeof offer?.price === 'number' ? offer.price : 0);

function orderItemOf(item: AnsweredItem, seller: Seller, orderId: string | null) {
  const { resolved } = item;
  const opportunity = resolved.opportunity;
  const orderedItem = opportunity
    ? {
        ...opportunity.orderedItem,
        ...(item.remaining !== undefined
          ? opportunity.orderedItem['@type'] === 'Slot'
            ? { remainingUses: item.remaining }
            : { remainingAttendeeCapacity: item.remaining }
          : {}),
      }
    : (resolved.request.orderedItem ?? undefined);
  const error = item.error ?? resolved.error;
  return {
    '@type': 'OrderItem',
    ...(orderId !== null && item.itemSuffix !== undefined
      ? {
          '@id': `${orderId}#/orderedItem/${item.itemSuffix}`,
          orderItemStatus: 'https://openactive.io/OrderItemConfirmed',
        }
      : {}),
    position: resolved.request.position,
    // What the partner sent is reflected as it was; a reference it left out stays out.
    acceptedOffer: resolved.offer ?? resolved.request.acceptedOffer ?? undefined,
    orderedItem,
    ...(resolved.offer ? { unitTaxSpecification: [taxOf(seller.currencyCode)] } : {}),
    ...(error ? { error: [error] } : {}),
  };
}

function totalsOf(items: readonly AnsweredItem[], seller: Seller) {
  const counted = items.filter((item) => !(item.error ?? item.resolved.error));
  const pence = counted.reduce(
    (sum, item) => sum + Math.round(poundsOf(item.resolved.offer) * 100),
    0,
  );
  return {
    pence,
    totalPaymentDue: {
      '@type': 'PriceSpecification',
      price: pence / 100,
      priceCurrency: seller.currencyCode,
      // No openBookingPrepayment: every Lido offer is paid in advance, and OBA leaves the total's
      // prepayment unsaid when a booking system knows no other kind.
    },
    totalPaymentTax: [taxOf(seller.currencyCode)],
  };
}

/** The operator as seller: as its opportunities publish it, or by name when none was found. */
function sellerOf(items: readonly AnsweredItem[], seller: Seller) {
  const published = items.find((item) => item.resolved.opportunity)?.resolved.opportunity;
  return (
    published?.seller ?? {
      '@type': 'Organization',
      '@id': `${openDataBase(baseOf(seller))}/seller`,
      name: seller.name,
      taxMode: 'https://openactive.io/TaxGross',
    }
  );
}

/** The customer as the partner sent it, no more. */
function customerOf(request: OrderRequest) {
  const sent = request.customer;
  if (!sent) return {};
  const keep = ['email', 'givenName', 'familyName', 'telephone'] as const;
  return {
    customer: {
      '@type': typeof sent['@type'] === 'string' ? sent['@type'] : 'Person',
      ...Object.fromEntries(keep.filter((key) => key in sent).map((key) => [key, sent[key]])),
    },
  };
}

function common(request: OrderRequest, items: readonly AnsweredItem[], seller: Seller) {
  const bookingService = items.find((item) => item.resolved.opportunity)?.resolved.opportunity
    ?.bookingService;
  return {
    brokerRole: request.brokerRole,
    ...(request.broker ? { broker: request.broker } : {}),
    seller: sellerOf(items, seller),
    ...customerOf(request),
    ...(bookingService ? { bookingService } : {}),
  };
}

/** C1, C2: the quote, with its lease while any place is held. */
export function quoteBody({
  uuid,
  seller,
  request,
  items,
  leaseExpires,
}: {
  uuid: string;
  seller: Seller;
  request: OrderRequest;
  items: readonly AnsweredItem[];
  leaseExpires: Date | null;
}) {
  const totals = totalsOf(items, seller);
  return {
    '@context': OPENACTIVE_CONTEXT,
    '@type': 'OrderQuote',
    '@id': `${bookingBaseOf(seller)}/order-quotes/${uuid}`,
    ...common(request, items, seller),
    orderedItem: items.map((item) => orderItemOf(item, seller, null)),
    totalPaymentDue: totals.totalPaymentDue,
    totalPaymentTax: totals.totalPaymentTax,
    orderRequiresApproval: false,
    ...(leaseExpires
      ? {
          lease: {
            '@type': 'Lease',
            leaseExpires: leaseExpires.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          },
        }
      : {}),
    ...(request.payment ? { payment: paymentOf(request.payment) } : {}),
  };
}

/** B: the order as booked (or refused, its items' errors on them). */
export function orderBody({
  uuid,
  seller,
  request,
  items,
  orderNumber,
}: {
  uuid: string;
  seller: Seller;
  request: OrderRequest;
  items: readonly AnsweredItem[];
  orderNumber: string | null;
}) {
  const id = `${bookingBaseOf(seller)}/orders/${uuid}`;
  const totals = totalsOf(items, seller);
  return {
    '@context': OPENACTIVE_CONTEXT,
    '@type': 'Order',
    '@id': id,
    identifier: uuid,
    ...(orderNumber ? { orderNumber } : {}),
    ...common(request, items, seller),
    orderedItem: items.map((item) => ({
      ...orderItemOf(item, seller, id),
      ...(orderNumber && item.itemSuffix !== undefined
        ? {
            accessCode: [
              { '@type': 'PropertyValue', name: 'Order number', description: orderNumber },
            ],
          }
        : {}),
    })),
    totalPaymentDue: totals.totalPaymentDue,
    totalPaymentTax: totals.totalPaymentTax,
    ...(request.payment ? { payment: paymentOf(request.payment) } : {}),
  };
}

/** The total of the items without errors, in pence. */
export const totalPenceOf = (items: readonly AnsweredItem[], seller: Seller) =>
  totalsOf(items, seller).pence;

/** Lido keeps only the payment's identifier, so it reflects only that (OBA "Payment"). */
function paymentOf(payment: Record<string, unknown>) {
  return {
    '@type': 'Payment',
    ...(typeof payment.identifier === 'string' ? { identifier: payment.identifier } : {}),
  };
}
