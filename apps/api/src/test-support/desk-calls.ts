import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../platform/db/client';
import { findOccurrence, type TestOccurrence } from './occurrences';

/** Tom Reid, a customer of Swiss Cottage's with no membership and no login of his own. */
export const TOM_ID = 1005;

/** A badminton court at Swiss Cottage, for customers who are not members. */
export const COURT_PENCE = 1285;

/**
 * The desk's calls as a member of staff makes them, for API tests: a court held in a customer's
 * basket (a different hour each time), what the basket costs, and paying for it at the desk.
 */
export function deskCalls(appOf: () => FastifyInstance, dbOf: () => Database) {
  let courtHour = 7;

  async function courtFor(
    customerId: number,
    staff: Record<string, string>,
  ): Promise<TestOccurrence> {
    const time = `${String(courtHour++).padStart(2, '0')}:00`;
    const court = await findOccurrence(dbOf(), {
      venue: 'swiss-cottage-leisure-centre',
      activity: 'badminton-60min',
      date: '2026-10-23',
      time,
    });
    const added = await appOf().inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: staff,
      payload: {
        items: [{ id: court.publicId, type: 'purchasableOccurrence' }],
        selected_user_id: customerId,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    return court;
  }

  async function basketTotal(customerId: number, staff: Record<string, string>): Promise<number> {
    const cart = await appOf().inject({
      method: 'GET',
      url: `/api/activities/cart?selected_user_id=${customerId}`,
      headers: staff,
    });
    return cart.json<{ data: { total: number } }>().data.total;
  }

  /** `POST /api/foh/checkout/pay` for the customer's basket, with a fresh Idempotency-Key. */
  function payFor(customerId: number, payments: object[], headers: Record<string, string>) {
    return appOf().inject({
      method: 'POST',
      url: '/api/foh/checkout/pay',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { completed_waivers: [], payments, selected_user_id: customerId, terms: [1] },
    });
  }

  async function emptyBasketOf(customerId: number, staff: Record<string, string>) {
    await appOf().inject({
      method: 'DELETE',
      url: `/api/activities/cart?selected_user_id=${customerId}`,
      headers: staff,
    });
  }

  return { courtFor, basketTotal, payFor, emptyBasketOf };
}
