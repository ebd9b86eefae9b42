import { z } from 'zod';
import { cartAdditions, myAccountBookingAdditions } from './lido-additions';
import { referenceExample, type ExampleName } from './reference-example';
import { strictShape, type LidoAdditions } from './strict-shape';

// The strict schema of every answer the golden chain reads. Resources travel wrapped as
// `{"data": …}` and nothing else at the top; checkout and credit answers are top-level.

const one = (name: ExampleName, additions?: LidoAdditions) =>
  z.strictObject({ data: strictShape(referenceExample(name), additions) });
const list = (name: ExampleName, additions?: LidoAdditions) =>
  z.strictObject({ data: z.array(strictShape(referenceExample(name), additions)) });

export const referenceShapes = {
  login: strictShape(referenceExample('login-answer')),
  user: one('user'),
  timesV1: list('times-v1-row'),
  timesV1Sessions: list('times-v1-session-row'),
  timesV2: list('times-v2-row'),
  timesV2Sessions: list('times-v2-session-row'),
  slotsV1: list('slot-row-v1'),
  slotsV2: list('slot-row-v2'),
  cart: one('cart', cartAdditions),
  terms: strictShape(referenceExample('terms-answer')),
  prepare: strictShape(referenceExample('checkout-prepare')),
  authorise: strictShape(referenceExample('authorise-answer')),
  complete: strictShape(referenceExample('complete-answer')),
  credits: strictShape(referenceExample('credits-answer')),
  myAccountBookings: list('my-account-booking', myAccountBookingAdditions),
};

/** What the chain reads from the answers, typed as the reference writes them. */
export interface WireCart {
  id: number;
  total: number;
  item_count: number;
  itemHash: string;
  items: { id: number; cartable_id: number }[];
}
export interface WireSlot {
  id: number | string;
  pricing_option_id: number;
  location: { id: string };
  spaces: number;
  action_to_show: { status: string | null };
}
export interface WireTimesRow {
  composite_key: string;
  starts_at: { format_24_hour: string };
  ends_at: { format_24_hour: string };
  spaces: number;
  action_to_show: { status: string | null };
}
export interface WirePrepared {
  session_key: string;
  saved_card: { id: number; external_identifier: string } | null;
}
export interface WireAuthorisation {
  transaction_uuid: string;
  transaction_status: string;
  sca_url?: string;
}
export interface WireBooking {
  id: number;
  order_id: number;
  activity_id: number;
  date: string;
}
