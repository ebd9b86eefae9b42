import type { FastifyInstance } from 'fastify';
import type { TestOccurrence } from './occurrences';

/** An occurrence as a basket item names it. */
export const slot = (occurrence: { publicId: string }) => ({
  id: occurrence.publicId,
  type: 'purchasableOccurrence',
});

/** Basket calls as clients make them, for API tests; the app is asked for at each call. */
export function basketCalls(appOf: () => FastifyInstance) {
  /** `POST /api/activities/cart/add` with these items (and any other body fields). */
  function add(items: object[], headers: Record<string, string> = {}, extra: object = {}) {
    return appOf().inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers,
      payload: { items, ...extra },
    });
  }

  /** The id of a ticket type of a ticketed session, as clients read it from the occurrence. */
  async function ticketOption(occurrence: TestOccurrence, name: string): Promise<number> {
    const response = await appOf().inject({
      method: 'GET',
      url: `/api/v1/activities/occurrences/${occurrence.publicId}`,
    });
    const tickets = response.json<{
      data: { tickets: { pricing_option: { id: number; name: string } }[] };
    }>().data.tickets;
    const ticket = tickets.find((candidate) => candidate.pricing_option.name === name);
    if (!ticket) throw new Error(`no ${name} ticket`);
    return ticket.pricing_option.id;
  }

  return { add, ticketOption };
}
