import { OPEN_BOOKING_MEDIA_TYPE } from '@lido/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  authenticateBookingPartner,
  type BookingPartner,
} from '../../contexts/openactive/booking-partners';
import { findOperator } from '../../contexts/venue-setup/venues';
import type { Database } from '../../platform/db/client';
import { DomainError } from '../../platform/errors/domain-error';
import {
  errorBody,
  OpenBookingError,
  openBookingErrorOf,
  OrderItemsRefused,
} from './open-booking-errors';
import type { Seller } from './order-items';

declare module 'fastify' {
  interface FastifyRequest {
    /** The booking partner whose key an Open Booking API request presented. */
    bookingPartner: BookingPartner | null;
    /** The operator it books with. */
    openBookingSeller: Seller | null;
  }
}

/** The deployment's operator, when `clientId` names it. */
async function sellerNamed(db: Database, clientId: string): Promise<Seller | null> {
  const operator = await findOperator(db);
  if (!operator || operator.clientId !== clientId) return null;
  return {
    operatorId: operator.id,
    clientId: operator.clientId,
    bookingsSiteUrl: operator.bookingsSiteUrl,
    currencyCode: operator.currencyCode,
    name: operator.name,
  };
}

/**
 * Refuses, before anything the request sent is read, an Open Booking API request without a live
 * key of a partner of the operator its address names: no key is NoAPITokenError (401), a key that
 * is not a live one of this operator's partners InvalidAPITokenError (401). An address naming
 * another operator is an unknown endpoint.
 */
export function registerPartnerAuth(
  app: FastifyInstance,
  db: Database,
  partnerPaths: ReadonlySet<string>,
): void {
  app.decorateRequest('bookingPartner', null);
  app.decorateRequest('openBookingSeller', null);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!partnerPaths.has(request.routeOptions.url ?? '')) return;
    const { operator } = request.params as { operator: string };
    const seller = await sellerNamed(db, operator);
    if (!seller) {
      throw new OpenBookingError(
        'UnknownOrIncorrectEndpointError',
        404,
        'No operator takes bookings at this address.',
      );
    }
    const found = await authenticateBookingPartner(db, request.headers.authorization);
    if ('error' in found) {
      throw found.error === 'missing'
        ? new OpenBookingError('NoAPITokenError', 401, 'Send your API key as a Bearer token.')
        : new OpenBookingError('InvalidAPITokenError', 401, 'The API key is not a live one.');
    }
    if (found.partner.operatorId !== seller.operatorId) {
      throw new OpenBookingError('InvalidAPITokenError', 401, 'The API key is not a live one.');
    }
    request.bookingPartner = found.partner;
    request.openBookingSeller = seller;
  });
}

/**
 * Every error of the Open Booking API's routes as OpenActive JSON-LD in its media type: its own,
 * Lido's (a rate limit, a refusal), the schemas' and Fastify's (a body that is not JSON). A
 * failure Lido did not foresee is InternalApplicationError, logged.
 */
export function registerOpenBookingErrors(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | Error>((error, request, reply) => {
    reply.type(OPEN_BOOKING_MEDIA_TYPE);
    // Sent as bytes: a string would have Fastify add a charset and quote the version.
    const send = (status: number, json: string) => reply.status(status).send(Buffer.from(json));
    if (error instanceof OrderItemsRefused) return send(409, error.json);
    const known =
      error instanceof OpenBookingError
        ? error
        : error instanceof DomainError
          ? openBookingErrorOf(error)
          : hasZodFastifySchemaValidationErrors(error)
            ? new OpenBookingError('OpenBookingError', 400, 'The request is not valid JSON-LD.')
            : typeof (error as FastifyError).statusCode === 'number' &&
                (error as FastifyError).statusCode! < 500
              ? new OpenBookingError(
                  'OpenBookingError',
                  (error as FastifyError).statusCode!,
                  error.message,
                )
              : null;
    if (!known) {
      request.log.error({ err: error }, 'open booking request failed');
      return send(500, JSON.stringify(errorBody('InternalApplicationError')));
    }
    return send(known.status, JSON.stringify(known.body));
  });
}
