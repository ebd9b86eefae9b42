import { createHash } from 'node:crypto';
import { completePartnerOrder } from '../../contexts/booking/checkout';
import { releaseQuotedPlaces } from '../../contexts/booking/basket';
import {
  claimPartnerOrder,
  findPartnerOrder,
  markBooked,
  markDeleted,
  orderItemSuffix,
  publishPartnerOrders,
} from '../../contexts/openactive/partner-orders';
import { DomainError } from '../../platform/errors/domain-error';
import type { OpenBookingAnswer, OpenBookingDeps, PartnerRequest } from './open-booking-deps';
import { OpenBookingError, openBookingErrorOf } from './open-booking-errors';
import { resolveItems } from './order-items';
import { customerOf, readOrderRequest, type OrderRequest } from './order-requests';
import { type AnsweredItem, orderBody, totalPenceOf } from './order-responses';
import { holdItems, ORDER_EXISTS } from './quotes';
import { assertSeller } from './sellers';

// B (OBA "Order Creation"): the quote's held places booked for the partner's customer, the partner
// having taken the money; a B without a quote holds them first. The answer is kept with the order
// and replayed, byte for byte, for the same B again. And Order Deletion.

/** What makes two Bs the same order: its items, its customer and its payment. */
function fingerprintOf(request: OrderRequest): string {
  const same = {
    items: request.items,
    email: customerOf(request).email,
    payment: request.payment?.identifier ?? null,
  };
  return createHash('sha256').update(JSON.stringify(same)).digest('hex');
}

/** The payment a prepaid order needs (OBA "Payment error conditions"). */
function paymentReferenceOf(request: OrderRequest, totalPence: number): string {
  const payment = request.payment;
  if (totalPence === 0) {
    if (payment) {
      throw new OpenBookingError('UnnecessaryPaymentDetailsError', 400, 'The order is free.');
    }
    return '';
  }
  if (!payment) {
    throw new OpenBookingError('MissingPaymentDetailsError', 400, 'The order needs a payment.');
  }
  if (typeof payment.identifier !== 'string' || payment.identifier.trim() === '') {
    throw new OpenBookingError(
      'IncompletePaymentDetailsError',
      400,
      "The payment needs the partner's reference (payment.identifier).",
    );
  }
  return payment.identifier.trim().slice(0, 200);
}

/** A B answered already for this uuid: the same B is answered again; another is refused. */
function replay(
  row: { orderResponse: string | null; orderFingerprint: string | null },
  fingerprint: string,
) {
  if (row.orderResponse === null || row.orderFingerprint !== fingerprint) {
    throw new OpenBookingError('OrderAlreadyExistsError', 500, ORDER_EXISTS);
  }
  return { status: 201 as const, json: row.orderResponse };
}

/** Why a B that passed its checks could not be booked, as OpenActive says it. */
function refusalOf(error: DomainError): OpenBookingError {
  switch (error.code) {
    case 'BASKET_CHANGED':
      return new OpenBookingError('TotalPaymentDueMismatchError', 400, error.message);
    case 'HOLD_EXPIRED':
    case 'BASKET_EMPTY':
    case 'SESSION_FULL':
      return new OpenBookingError('OpportunityHasInsufficientCapacityError', 409, error.message);
    case 'BOOKING_CLOSED':
    case 'BOOKING_RESTRICTED':
    case 'WAIVERS_INCOMPLETE':
    case 'QUESTIONS_UNANSWERED':
      return new OpenBookingError('UnableToProcessOrderItemError', 409, error.message);
    default:
      return openBookingErrorOf(error);
  }
}

/** B (`PUT orders/{uuid}`). */
export async function bookOrder(
  deps: OpenBookingDeps,
  { partner, seller, uuid }: PartnerRequest,
  body: unknown,
): Promise<OpenBookingAnswer> {
  const request = readOrderRequest(body, 'B');
  const fingerprint = fingerprintOf(request);
  const known = await findPartnerOrder(deps.db, partner.id, uuid);
  if (known?.state === 'booked' || known?.state === 'deleted') return replay(known, fingerprint);
  assertSeller(request, seller);
  const resolved = await resolveItems(deps.db, seller, request.items, deps.clock.now());
  const refused = (items: readonly AnsweredItem[]) => ({
    status: 409 as const,
    json: JSON.stringify(orderBody({ uuid, seller, request, items, orderNumber: null })),
  });
  if (resolved.some((item) => item.error))
    return refused(resolved.map((item) => ({ resolved: item })));
  const totalPence = totalPenceOf(
    resolved.map((item) => ({ resolved: item })),
    seller,
  );
  if (
    request.totalPaymentDue === undefined ||
    Math.round(request.totalPaymentDue * 100) !== totalPence
  ) {
    throw new OpenBookingError(
      'TotalPaymentDueMismatchError',
      400,
      `The order costs ${(totalPence / 100).toFixed(2)} ${seller.currencyCode}.`,
    );
  }
  const reference = paymentReferenceOf(request, totalPence);
  const held = await holdItems(deps, resolved, known?.cartUuid ?? null, { countLeases: false });
  if (held.answered.some((item) => item.error) || !held.cartUuid) return refused(held.answered);

  let json = '';
  try {
    await completePartnerOrder(deps.checkout, {
      cartUuid: held.cartUuid,
      customer: customerOf(request),
      totalPence,
      paymentReference: reference,
      partnerName: partner.name,
      onWritten: async (tx, { order, bookings }) => {
        const orderNumber = `LIDO-${String(order.id).padStart(6, '0')}`;
        // The items of one session are one booking of that many places: item n is its place n.
        const placesGiven = new Map<number, number>();
        const items = held.answered.map((item) => {
          const booking = bookings.find(
            (candidate) => candidate.occurrenceId === item.resolved.place?.occurrenceId,
          );
          if (!booking) return item;
          const place = (placesGiven.get(booking.id) ?? 0) + 1;
          placesGiven.set(booking.id, place);
          return { ...item, itemSuffix: orderItemSuffix(booking.id, place, booking.quantity) };
        });
        json = JSON.stringify(orderBody({ uuid, seller, request, items, orderNumber }));
        const row = await claimPartnerOrder(tx, {
          operatorId: seller.operatorId,
          partnerId: partner.id,
          uuid,
          now: deps.clock.now(),
        });
        // Another B of this uuid booked it while this one waited for the lock: this one is undone.
        if (row.state !== 'quote') throw new DomainError('REQUEST_IN_PROGRESS', ORDER_EXISTS);
        await markBooked(tx, row.id, {
          orderId: order.id,
          response: json,
          fingerprint,
          now: deps.clock.now(),
        });
      },
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const now = await findPartnerOrder(deps.db, partner.id, uuid);
    if (now?.state === 'booked') return replay(now, fingerprint);
    throw refusalOf(error);
  }
  return { status: 201, json };
}

/**
 * Order Deletion (`DELETE orders/{uuid}`): the partner no longer wants the order in its records.
 * A quote's places go back on sale; a booked order's bookings stand (the venue keeps its
 * register), and the order leaves the partner's Orders feed as a tombstone.
 */
export async function deleteOrder(
  deps: OpenBookingDeps,
  { partner, uuid }: Pick<PartnerRequest, 'partner' | 'uuid'>,
): Promise<void> {
  const row = await findPartnerOrder(deps.db, partner.id, uuid);
  if (!row) throw new OpenBookingError('UnknownOrderError', 404, 'There is no such order.');
  if (row.state === 'deleted') return;
  if (row.state === 'quote' && row.cartUuid) await releaseQuotedPlaces(deps.basket, row.cartUuid);
  await deps.db.transaction((tx) => markDeleted(tx, row.id, deps.clock.now()));
  await publishPartnerOrders(deps.db);
}
