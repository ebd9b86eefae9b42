import { z } from 'zod';
import { defineRoute } from '../define-route';

// The OpenActive Open Booking API 1.0, simple flow (issue 44): an activity app the operator has
// made a booking partner quotes (C1, C2), books (B), cancels (U) and deletes orders of the
// operator's sessions, and reads them back from its own Orders feed. Requests and answers,
// errors included, are OpenActive's JSON-LD in their media type; the partner's key is an
// `Authorization: Bearer` header. `{operator}` is the operator's client id, `{uuid}` the
// partner's own id for the order.

export const OPEN_BOOKING_MEDIA_TYPE = 'application/vnd.openactive.booking+json; version=1';

/** The Open Booking API's base: the dataset site's `accessService.endpointUrl`. */
export const OPEN_BOOKING_BASE = '/api/openactive/:operator/booking';

const OrderParams = z.object({
  operator: z.string().min(1).max(100),
  uuid: z.string().min(1).max(100),
});

/** A JSON-LD object: read and answered by the Open Booking API's own rules, not a schema here. */
const JsonLd = z.record(z.string(), z.unknown());

function bookingRoute<
  const Method extends 'PUT' | 'PATCH' | 'DELETE',
  const Path extends string,
  const Status extends 200 | 201 | 204,
>(method: Method, path: Path, status: Status, summary: string, hasBody: boolean) {
  return defineRoute({
    method,
    path: `${OPEN_BOOKING_BASE}${path}`,
    summary,
    tags: ['openactive'],
    // The partner's key is checked before anything is read, by the Open Booking API itself.
    auth: 'public',
    params: OrderParams,
    ...(hasBody ? { body: JsonLd } : {}),
    response: status === 204 ? z.null() : JsonLd,
    status,
    contentType: 'openactive',
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'],
  });
}

export const putOrderQuoteTemplate = bookingRoute(
  'PUT',
  '/order-quote-templates/:uuid',
  200,
  'C1: quotes an order for a booking partner, holding its places (a lease)',
  true,
);
export const putOrderQuote = bookingRoute(
  'PUT',
  '/order-quotes/:uuid',
  200,
  "C2: quotes an order with the customer's details, holding its places (a lease)",
  true,
);
export const deleteOrderQuote = bookingRoute(
  'DELETE',
  '/order-quotes/:uuid',
  204,
  "Lets go of a quote's held places",
  false,
);
export const putOrder = bookingRoute(
  'PUT',
  '/orders/:uuid',
  201,
  'B: books an order the booking partner has taken payment for; repeated, answers the same order',
  true,
);
export const patchOrder = bookingRoute(
  'PATCH',
  '/orders/:uuid',
  204,
  "U: cancels items of an order as the partner's customer asks, under the activity's cancellation policy",
  true,
);
export const deleteOrder = bookingRoute(
  'DELETE',
  '/orders/:uuid',
  204,
  "Deletes an order from the partner's records and its Orders feed",
  false,
);

export const getOrdersFeed = defineRoute({
  method: 'GET',
  path: `${OPEN_BOOKING_BASE}/orders-rpde`,
  summary:
    "The booking partner's Orders feed (RPDE): its orders, each moved to the end when it changes",
  tags: ['openactive'],
  auth: 'public',
  params: z.object({ operator: z.string().min(1).max(100) }),
  query: z.object({ afterChangeNumber: z.string().max(20).optional() }),
  response: JsonLd,
  contentType: 'openactive',
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'],
});

/** Every route a booking partner's key opens: checked, and rate-limited, per partner. */
export const openBookingPartnerRoutes = [
  putOrderQuoteTemplate,
  putOrderQuote,
  deleteOrderQuote,
  putOrder,
  patchOrder,
  deleteOrder,
  getOrdersFeed,
] as const;

// The test interface (OpenActive's "Test Interface"), served in demo mode and to tests only: the
// OpenActive test suite asks for sessions with given properties and simulates a venue's actions.

const TestInterfaceParams = z.object({ operator: z.string().min(1).max(100) });

export const deleteTestDataset = defineRoute({
  method: 'DELETE',
  path: `${OPEN_BOOKING_BASE}/test-interface/datasets/:datasetId`,
  summary: 'Test interface (demo only): deletes the sessions made for a test dataset',
  tags: ['openactive'],
  auth: 'public',
  params: TestInterfaceParams.extend({ datasetId: z.string().min(1).max(100) }),
  response: z.null(),
  status: 204,
  contentType: 'openactive',
  errors: ['NOT_FOUND'],
});

export const createTestOpportunity = defineRoute({
  method: 'POST',
  path: `${OPEN_BOOKING_BASE}/test-interface/datasets/:datasetId/opportunities`,
  summary: 'Test interface (demo only): makes a session matching a test criteria',
  tags: ['openactive'],
  auth: 'public',
  params: TestInterfaceParams.extend({ datasetId: z.string().min(1).max(100) }),
  body: JsonLd,
  response: JsonLd,
  status: 201,
  contentType: 'openactive',
  errors: ['NOT_FOUND'],
});

export const runTestAction = defineRoute({
  method: 'POST',
  path: `${OPEN_BOOKING_BASE}/test-interface/actions`,
  summary: "Test interface (demo only): simulates a venue's action, e.g. cancelling an order",
  tags: ['openactive'],
  auth: 'public',
  params: TestInterfaceParams,
  body: JsonLd,
  response: z.null(),
  status: 204,
  contentType: 'openactive',
  errors: ['NOT_FOUND'],
});

/** The test interface's routes: demo mode only, limited per address like any public write. */
export const openBookingTestInterfaceRoutes = [
  deleteTestDataset,
  createTestOpportunity,
  runTestAction,
] as const;
