import type { Cart } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './sign-in';
import type { TestOccurrence } from './occurrences';

// The checkout as the booking site drives it, for API tests: hold, prepare, card identifier
// (straight to the provider, as the browser does), authorise, complete.

export const browserDetails = {
  browser_colour_depth: 24,
  browser_java_enabled: false,
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  browser_screen_height: 1080,
  browser_screen_width: 1920,
  browser_timezone_offset: -60,
};

export const billingDetails = {
  first_name: 'Priya',
  last_name: 'Shah',
  billing_address_line_1: '3 Whitworth Street',
  billing_city: 'Manchester',
  billing_postcode: 'M1 3GB',
};

export interface Prepared {
  session_key: string;
  url: string;
  item_hash: string;
  amount: { raw: number };
  saved_card: { id: number } | null;
}

export interface Authorisation {
  transaction_uuid: string;
  transaction_status: string;
  sca_url?: string;
  sca_data?: { acs_url: string; creq: string; three_ds_session_data: string };
}

/** The app is asked for at each call, so the helpers can be made before `beforeAll` builds it. */
export function cardCheckout(appOf: () => FastifyInstance) {
  async function holdInBasket(token: string, occurrence: TestOccurrence): Promise<Cart> {
    const response = await appOf().inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: bearer(token),
      payload: { items: [{ id: occurrence.publicId, type: 'purchasableOccurrence' }] },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Cart }>().data;
  }

  async function prepare(token: string): Promise<Prepared> {
    const response = await appOf().inject({
      method: 'GET',
      url: '/api/checkout/prepare',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Prepared>();
  }

  async function cardIdentifier(prepared: Prepared, cardNumber: string): Promise<string> {
    const response = await appOf().inject({
      method: 'POST',
      url: `${prepared.url}/card-identifiers`,
      headers: { authorization: `Bearer ${prepared.session_key}` },
      payload: {
        cardDetails: {
          cardholderName: 'Priya Shah',
          cardNumber,
          expiryDate: '1230',
          securityCode: '123',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ cardIdentifier: string }>().cardIdentifier;
  }

  function authorise(token: string, payload: object, headers: Record<string, string> = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/checkout/authorise',
      headers: { ...bearer(token), ...headers },
      payload: {
        ...billingDetails,
        ...browserDetails,
        terms: [1],
        source: 'activity-booking',
        payments: [],
        ...payload,
      },
    });
  }

  function complete(token: string, payload: object, headers: Record<string, string> = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/checkout/complete',
      headers: { ...bearer(token), ...headers },
      payload: {
        completed_waivers: [],
        payments: [],
        source: 'activity-booking',
        terms: [1],
        ...payload,
      },
    });
  }

  /** Prepares and authorises the basket as it is with one of the emulator's test cards. */
  async function payWith(token: string, cardNumber: string) {
    const prepared = await prepare(token);
    const identifier = await cardIdentifier(prepared, cardNumber);
    const response = await authorise(token, {
      session_key: prepared.session_key,
      card_identifier: identifier,
      card_holder_name: 'Priya Shah',
      item_hash: prepared.item_hash,
    });
    return { prepared, response };
  }

  async function emptyBasket(token: string) {
    await appOf().inject({ method: 'DELETE', url: '/api/activities/cart', headers: bearer(token) });
  }

  return { holdInBasket, prepare, cardIdentifier, authorise, complete, payWith, emptyBasket };
}
