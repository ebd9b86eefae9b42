import {
  deleteOrder as deleteOrderRoute,
  deleteOrderQuote,
  getOrdersFeed,
  OPEN_BOOKING_BASE,
  patchOrder,
  putOrder,
  putOrderQuote,
  putOrderQuoteTemplate,
} from '@lido/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readOrdersFeedPage } from '../../contexts/openactive/partner-orders';
import { registerRoute, SerializedResponse } from '../../platform/http/register-routes';
import type { OpenBookingAnswer, OpenBookingDeps, PartnerRequest } from './open-booking-deps';
import { OpenBookingError, OrderItemsRefused } from './open-booking-errors';
import { cancelOrderItems } from './order-cancellation';
import { bookOrder, deleteOrder } from './orders';
import { deleteQuote, quoteOrder } from './quotes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The partner the hook found, the operator it books with, and the order's uuid. */
function partnerRequest(request: FastifyRequest, uuid: string): PartnerRequest {
  const { bookingPartner, openBookingSeller } = request;
  if (!bookingPartner || !openBookingSeller) throw new Error('partner-auth.ts did not run');
  // An order's uuid is a UUID (OBA "Order UUIDs"); anything else names no order Lido can have.
  if (!UUID.test(uuid)) {
    throw new OpenBookingError('UnknownOrIncorrectEndpointError', 404, 'An order id is a UUID.');
  }
  return { partner: bookingPartner, seller: openBookingSeller, uuid: uuid.toLowerCase() };
}

/** A quote or order answered with an item's error is a 409 with the whole body. */
function answered(route: { path: string }, answer: OpenBookingAnswer) {
  if (answer.status === 409) throw new OrderItemsRefused(answer.json);
  return new SerializedResponse(route.path, answer.json);
}

export function registerOpenBookingRoutes(app: FastifyInstance, deps: OpenBookingDeps): void {
  registerRoute(app, putOrderQuoteTemplate, async ({ params, body, raw }) =>
    answered(
      putOrderQuoteTemplate,
      await quoteOrder(deps, partnerRequest(raw, params.uuid), body, 'C1'),
    ),
  );
  registerRoute(app, putOrderQuote, async ({ params, body, raw }) =>
    answered(putOrderQuote, await quoteOrder(deps, partnerRequest(raw, params.uuid), body, 'C2')),
  );
  registerRoute(app, deleteOrderQuote, async ({ params, raw }) => {
    await deleteQuote(deps, partnerRequest(raw, params.uuid));
    return null;
  });
  registerRoute(app, putOrder, async ({ params, body, raw }, reply) => {
    const request = partnerRequest(raw, params.uuid);
    const answer = await bookOrder(deps, request, body);
    reply.header('location', `${raw.protocol}://${raw.host}${raw.url.split('?')[0]}`);
    return answered(putOrder, answer);
  });
  registerRoute(app, patchOrder, async ({ params, body, raw }) => {
    await cancelOrderItems(deps, partnerRequest(raw, params.uuid), body);
    return null;
  });
  registerRoute(app, deleteOrderRoute, async ({ params, raw }) => {
    await deleteOrder(deps, partnerRequest(raw, params.uuid));
    return null;
  });
  registerRoute(app, getOrdersFeed, async ({ query, raw }, reply) => {
    const partner = raw.bookingPartner;
    if (!partner) throw new Error('partner-auth.ts did not run');
    const after = query.afterChangeNumber;
    if (after !== undefined && !/^[1-9]\d{0,15}$/.test(after)) {
      throw new OpenBookingError(
        'OpenBookingError',
        400,
        'afterChangeNumber must be a whole number above 0.',
      );
    }
    const json = await readOrdersFeedPage(deps.db, {
      partnerId: partner.id,
      afterChangeNumber: after === undefined ? undefined : Number(after),
      ownUrl: `${raw.protocol}://${raw.host}${raw.url}`,
      feedUrl: `${raw.protocol}://${raw.host}${raw.url.split('?')[0]}`,
    });
    // A partner's orders are its own: no shared cache may keep them (OBA "Orders feed").
    reply.header('cache-control', 'private, no-store');
    return new SerializedResponse(getOrdersFeed.path, json);
  });
}

/** Any other address under the Open Booking API's base, whoever asks (OBA "Errors"). */
export function registerUnknownEndpoint(app: FastifyInstance): void {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${OPEN_BOOKING_BASE}/*`,
    handler: async () => {
      throw new OpenBookingError(
        'UnknownOrIncorrectEndpointError',
        404,
        'There is no Open Booking API endpoint at this address.',
      );
    },
  });
}
