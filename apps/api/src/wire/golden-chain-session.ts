import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { goldenChainClient, liveCompleteBody } from './golden-chain-client';
import {
  referenceShapes as shapes,
  type WireAuthorisation,
  type WireBooking,
  type WireCart,
  type WirePrepared,
  type WireSlot,
  type WireTimesRow,
} from './reference-shapes';
import { expectAnswer, need } from './wire-answer';

/** What the chain has learnt so far, as a client keeps it between calls. */
export interface ChainState {
  token?: string;
  membershipUserId?: number | null;
  time?: WireTimesRow;
  v1Slots?: WireSlot[];
  v2Slots?: WireSlot[];
  cart?: WireCart;
  prepared?: WirePrepared;
  cardIdentifier?: string;
  authorisation?: WireAuthorisation;
  orderIds: number[];
  bookings?: WireBooking[];
}

/** One client's session through the chain: its state and the calls that use it. */
export function goldenChainSession(appOf: () => FastifyInstance) {
  const client = goldenChainClient(appOf);
  const { call, approveChallenge } = client;
  const chain: ChainState = { orderIds: [] };
  const token = () => need(chain.token, 'the token from login');

  const v2SlotAt = (index: number) =>
    need(need(chain.v2Slots, 'the v2 slots')[index], `court ${index + 1} of the v2 slots`);

  /** `POST cart/add` in the v2 form the booking site sends. */
  const addV2Form = (slot: WireSlot) =>
    call('POST', '/api/activities/cart/add', token(), {
      items: [
        {
          id: slot.id,
          type: 'purchasableOccurrence',
          pricing_option_id: slot.pricing_option_id,
          apply_benefit: true,
          activity_restriction_ids: [],
        },
      ],
      membership_user_id: chain.membershipUserId ?? null,
      selected_user_id: null,
    });

  /** After authorising: any 3-D Secure challenge approved, then complete; keeps the order id. */
  async function payAndComplete(step: string, authorisation: WireAuthorisation) {
    let status = authorisation.transaction_status;
    if (status === '3DAuth')
      status = await approveChallenge(need(authorisation.sca_url, 'sca_url'));
    expect(status.toLowerCase(), `${step}: transaction_status after 3-D Secure`).toBe('authorised');
    const cart = need(chain.cart, 'the cart');
    const body = liveCompleteBody(authorisation.transaction_uuid, cart.itemHash);
    const completed = expectAnswer<{ complete_order_id: unknown }>(
      `${step}: POST /api/checkout/complete`,
      await call('POST', '/api/checkout/complete', token(), body),
      200,
      shapes.complete,
    );
    expect(typeof completed.complete_order_id, `${step}: complete_order_id`).toBe('number');
    chain.orderIds.push(completed.complete_order_id as number);
  }

  const bookingAt = (index: number) =>
    need(need(chain.bookings, 'the bookings')[index], `booking ${index + 1} of the chain`);

  /** The cancellation body of the reference; ids as the client has them, numbers or strings. */
  const cancelBody = (ids: (number | string)[]) => ({
    data: { cancellation_source: 'my-account', update_type: 'cancellation', booking_ids: ids },
  });

  /** Whether My account still lists the booking among the future ones. */
  async function stillBooked(id: number): Promise<boolean> {
    const after = await call('GET', '/api/my-account/bookings?filter=future', token());
    return after.json<{ data: WireBooking[] }>().data.some((booking) => booking.id === id);
  }

  return {
    ...client,
    chain,
    token,
    v2SlotAt,
    addV2Form,
    payAndComplete,
    bookingAt,
    cancelBody,
    stillBooked,
  };
}
