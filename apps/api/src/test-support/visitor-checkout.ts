import type { Cart } from '@lido/contract';
import { testCards } from '@lido/emulators/opayo';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { slot } from './basket-calls';
import {
  cardCheckout,
  liveAuthoriseBody,
  type Authorisation,
  type Prepared,
} from './card-checkout';
import type { TestOccurrence } from './occurrences';

// A signed-out visitor's checkout as the booking site drives it (issue 43), for API tests: an
// anonymous basket named by its uuid, who is booking, then the live prepare, authorise and
// complete bodies.

export interface Visitor {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export const MAYA: Visitor = {
  first_name: 'Maya',
  last_name: 'Patel',
  email: 'maya.patel@example.org',
  phone: '07700 900123',
};

/** The complete body a live client sends (reference "Basket and checkout"). */
export const liveCompleteBody = (transactionUuid: string, itemHash: string) => ({
  completed_waivers: [],
  payments: [],
  terms: [1],
  transaction_uuid: transactionUuid,
  source: 'activity-booking',
  item_hash: itemHash,
});

/** A zero-total basket's complete, as clients send it: no transaction, no item hash. */
export const freeCompleteBody = {
  completed_waivers: [],
  payments: [],
  selected_user_id: null,
  source: 'activity-booking',
  terms: [1],
};

export const asVisitor = (cartUuid: string) => ({ 'x-cart-uuid': cartUuid });

export function visitorCheckout(appOf: () => FastifyInstance, dbOf: () => Database) {
  const { cardIdentifier } = cardCheckout(appOf);

  /** Holds the session in a new anonymous basket; answers the basket's uuid. */
  async function holdAnonymously(occurrence: TestOccurrence, cartUuid?: string): Promise<string> {
    const response = await appOf().inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: cartUuid ? asVisitor(cartUuid) : {},
      payload: { items: [slot(occurrence)] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Cart }>().data.uuid;
  }

  function saveVisitor(cartUuid: string | null, visitor: object, headers = {}) {
    return appOf().inject({
      method: 'PUT',
      url: '/api/checkout/visitor',
      headers: { ...(cartUuid ? asVisitor(cartUuid) : {}), ...headers },
      payload: visitor,
    });
  }

  function prepare(cartUuid: string | null, headers = {}) {
    return appOf().inject({
      method: 'GET',
      url: '/api/checkout/prepare',
      headers: { ...(cartUuid ? asVisitor(cartUuid) : {}), ...headers },
    });
  }

  function authorise(cartUuid: string | null, payload: object, headers = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/checkout/authorise',
      headers: { ...(cartUuid ? asVisitor(cartUuid) : {}), ...headers },
      payload,
    });
  }

  function complete(cartUuid: string | null, payload: object, headers = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/checkout/complete',
      headers: { ...(cartUuid ? asVisitor(cartUuid) : {}), ...headers },
      payload,
    });
  }

  /** Prepares and authorises the visitor's basket with the live authorise body and a test card. */
  async function payAsVisitor(cartUuid: string, card: string = testCards.frictionless) {
    const prepared = await prepare(cartUuid);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const preparation = prepared.json<Prepared>();
    const identifier = await cardIdentifier(preparation, card);
    const response = await authorise(
      cartUuid,
      liveAuthoriseBody({
        card_identifier: identifier,
        session_key: preparation.session_key,
        item_hash: preparation.item_hash,
        save_card: false,
        saved_card_id: null,
      }),
    );
    return { prepared: preparation, response };
  }

  /** The whole checkout of one session, frictionless card: answers the order and its secret. */
  async function bookAsVisitor(occurrence: TestOccurrence, visitor: Visitor = MAYA) {
    const cartUuid = await holdAnonymously(occurrence);
    expect((await saveVisitor(cartUuid, visitor)).statusCode).toBe(200);
    const { prepared, response } = await payAsVisitor(cartUuid);
    expect(response.statusCode, response.body).toBe(200);
    const authorisation = response.json<Authorisation>();
    const completed = await complete(
      cartUuid,
      liveCompleteBody(authorisation.transaction_uuid, prepared.item_hash),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const answer = completed.json<{ complete_order_id: number; order_token: string }>();
    return {
      cartUuid,
      transactionUuid: authorisation.transaction_uuid,
      orderId: answer.complete_order_id,
      orderToken: answer.order_token,
    };
  }

  /** The latest email to the address, and the secrets its links carry. */
  async function latestEmailTo(address: string) {
    const [email] = await rowsOf<{ subject: string; text: string; html: string }>(
      dbOf(),
      sql`select subject, text, html from email_outbox where "to" = ${address}
          order by id desc limit 1`,
    );
    const text = email?.text ?? '';
    return {
      email,
      claimToken: /claim_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '',
      orderToken: /booking-confirmed\/\d+\?order_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '',
    };
  }

  function claim(payload: object, headers: Record<string, string> = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/auth/customer/claim',
      headers,
      payload,
    });
  }

  function readOrder(orderId: number, token?: string, headers: Record<string, string> = {}) {
    return appOf().inject({
      method: 'GET',
      url: `/api/checkout/orders/${orderId}${token === undefined ? '' : `?token=${token}`}`,
      headers,
    });
  }

  return {
    holdAnonymously,
    saveVisitor,
    prepare,
    authorise,
    complete,
    payAsVisitor,
    bookAsVisitor,
    latestEmailTo,
    claim,
    readOrder,
  };
}
