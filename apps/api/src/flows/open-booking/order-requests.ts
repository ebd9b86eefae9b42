import { OpenBookingError } from './open-booking-errors';

// What a partner's C1, C2 or B says, read from its JSON-LD: the test suite and most partners send
// references as compact `@id` strings, others embed the object; both are read. Problems outside the
// order items are refused whole, with the error OpenActive names for each; problems of an item are
// answered on the item (order-items.ts).

export type BookingStep = 'C1' | 'C2' | 'B';

export interface RequestedItem {
  position: number;
  acceptedOffer: string | null;
  orderedItem: string | null;
}

export interface OrderRequest {
  brokerRole: string;
  broker: Record<string, unknown> | undefined;
  seller: string | null;
  customer: Record<string, unknown> | undefined;
  payment: Record<string, unknown> | undefined;
  /** `totalPaymentDue.price` as the partner sent it (B), in pounds. */
  totalPaymentDue: number | undefined;
  items: RequestedItem[];
}

const AGENT_BROKER = 'https://openactive.io/AgentBroker';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reference: a compact `@id`, or an object carrying one. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  if (isObject(value) && typeof value['@id'] === 'string' && value['@id'].length > 0) {
    return value['@id'];
  }
  return null;
}

export function readOrderRequest(body: unknown, step: BookingStep): OrderRequest {
  if (!isObject(body))
    throw new OpenBookingError('OpenBookingError', 400, 'Send a JSON-LD object.');
  const expectedType = step === 'B' ? 'Order' : 'OrderQuote';
  if (body['@type'] !== expectedType) {
    throw new OpenBookingError(
      'UnexpectedOrderTypeError',
      500,
      `This endpoint takes an ${expectedType}.`,
    );
  }
  const items = body.orderedItem;
  if (!Array.isArray(items) || items.length === 0) {
    throw new OpenBookingError(
      'OpenBookingError',
      400,
      'An order needs at least one item in orderedItem.',
    );
  }
  const brokerRole = typeof body.brokerRole === 'string' ? body.brokerRole : AGENT_BROKER;
  const broker = isObject(body.broker) ? body.broker : undefined;
  if (brokerRole !== 'https://openactive.io/NoBroker' && typeof broker?.name !== 'string') {
    throw new OpenBookingError(
      'IncompleteBrokerDetailsError',
      400,
      'The broker must be named (broker.name).',
    );
  }
  const customer = isObject(body.customer) ? body.customer : undefined;
  if (step !== 'C1' && (typeof customer?.email !== 'string' || !customer.email.includes('@'))) {
    throw new OpenBookingError(
      'IncompleteCustomerDetailsError',
      400,
      "The customer's email address is needed (customer.email).",
    );
  }
  const due = isObject(body.totalPaymentDue) ? body.totalPaymentDue.price : undefined;
  return {
    brokerRole,
    broker,
    seller: idOf(body.seller),
    customer,
    payment: isObject(body.payment) ? body.payment : undefined,
    totalPaymentDue: typeof due === 'number' ? due : undefined,
    items: items.map((item: unknown, index) => ({
      position: isObject(item) && Number.isInteger(item.position) ? Number(item.position) : index,
      acceptedOffer: isObject(item) ? idOf(item.acceptedOffer) : null,
      orderedItem: isObject(item) ? idOf(item.orderedItem) : null,
    })),
  };
}

/** The customer as Lido keeps a visitor: names may be absent; a phone number too. */
export function customerOf(request: OrderRequest) {
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? value.trim().slice(0, max) : '';
  const customer = request.customer ?? {};
  return {
    firstName: text(customer.givenName, 100) || 'Guest',
    lastName: text(customer.familyName, 100),
    email: text(customer.email, 254).toLowerCase(),
    phone: text(customer.telephone, 40),
  };
}
