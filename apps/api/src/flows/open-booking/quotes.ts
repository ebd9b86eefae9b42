import { holdQuotedPlaces, releaseQuotedPlaces } from '../../contexts/booking/basket';
import { findOpportunities } from '../../contexts/openactive/open-data-feeds';
import {
  claimPartnerOrder,
  findPartnerOrder,
  forgetQuote,
  setQuoteBasket,
} from '../../contexts/openactive/partner-orders';
import type { DomainError } from '../../platform/errors/domain-error';
import type { OpenBookingAnswer, OpenBookingDeps, PartnerRequest } from './open-booking-deps';
import { itemError, itemErrorOf, OpenBookingError } from './open-booking-errors';
import { resolveItems, type ResolvedItem } from './order-items';
import { readOrderRequest, type BookingStep, type OrderRequest } from './order-requests';
import { type AnsweredItem, quoteBody } from './order-responses';
import { assertSeller } from './sellers';

// C1 and C2 (OBA "OrderQuote Creation"): the order's places held in a visitor basket of the
// partner's order (a lease, as long as a visitor's hold), amended when asked again with other
// items, and given back by DELETE. C2 also checks the customer is named; Lido keeps nothing of
// them until B.

export const ORDER_EXISTS = 'An order with this uuid has been booked or deleted already.';

/** The items as answered, after holding the places of those without an error. */
export interface HeldItems {
  answered: AnsweredItem[];
  cartUuid: string | null;
  leaseExpires: Date | null;
}

/**
 * Holds the places of the items without an error in the basket `cartUuid` (new when null): each
 * item answers its hold's refusal, and the places left as this order sees them. With
 * `countLeases` (a quote), a refusal says which places other orders' leases hold.
 */
export async function holdItems(
  deps: OpenBookingDeps,
  resolved: readonly ResolvedItem[],
  cartUuid: string | null,
  { countLeases }: { countLeases: boolean },
): Promise<HeldItems> {
  const wanted = resolved.filter((item) => item.place);
  const quote = await holdQuotedPlaces(
    deps.basket,
    cartUuid,
    wanted.map((item) => item.place!),
  );
  const outcomeOf = new Map(wanted.map((item, index) => [item, quote.outcomes[index]!]));
  const now = deps.clock.now();
  const fresh = await findOpportunities(
    deps.db,
    wanted.map((item) => item.place!.occurrenceId),
    now,
  );
  let leaseExpires: Date | null = null;
  // Which of an opportunity's items this one is, counting from 0: a refusal is told item by item.
  const positionInGroup = new Map<number, number>();
  const answered = resolved.map((item): AnsweredItem => {
    const outcome = outcomeOf.get(item);
    if (!outcome) return { resolved: item };
    const occurrenceId = item.place!.occurrenceId;
    const left = fresh.get(occurrenceId)?.remaining ?? 0;
    if ('refused' in outcome) {
      const position = positionInGroup.get(occurrenceId) ?? 0;
      positionInGroup.set(occurrenceId, position + 1);
      const error = refusalOfItem(outcome, { left, position, countLeases });
      return { resolved: item, ...(error ? { error } : {}), remaining: left };
    }
    const expires = outcome.line.holdExpiresAt;
    if (!leaseExpires || expires < leaseExpires) leaseExpires = expires;
    // The places left as the partner's customer sees them: this order's own lease not counted.
    return { resolved: item, remaining: left + outcome.line.quantity };
  });
  return { answered, cartUuid: quote.cartUuid, leaseExpires };
}

/**
 * Why item `position` (from 0) of an opportunity's refused places was not held, as OpenActive's
 * reference implementation tells it: the first `left` places were there (no error, though nothing
 * is leased while any is refused); then, on a quote, as many as other orders' leases hold are
 * reserved by a lease; the rest are more than the session has. None at all left: it is full.
 */
function refusalOfItem(
  outcome: { refused: DomainError; heldElsewhere: number },
  { left, position, countLeases }: { left: number; position: number; countLeases: boolean },
): Record<string, unknown> | null {
  const { refused, heldElsewhere } = outcome;
  if (refused.code !== 'SESSION_FULL') return itemErrorOf(refused);
  if (position < left) return null;
  const leased = countLeases ? heldElsewhere : 0;
  if (position < left + leased) {
    return itemError('OpportunityCapacityIsReservedByLeaseError', refused.message);
  }
  if (left === 0 && leased === 0) return itemErrorOf(refused);
  return itemError('OpportunityHasInsufficientCapacityError', refused.message);
}

/** C1 (`order-quote-templates`) and C2 (`order-quotes`). */
export async function quoteOrder(
  deps: OpenBookingDeps,
  { partner, seller, uuid }: PartnerRequest,
  body: unknown,
  step: Exclude<BookingStep, 'B'>,
): Promise<OpenBookingAnswer> {
  const request: OrderRequest = readOrderRequest(body, step);
  assertSeller(request, seller);
  const known = await findPartnerOrder(deps.db, partner.id, uuid);
  if (known && known.state !== 'quote') {
    throw new OpenBookingError('OrderAlreadyExistsError', 500, ORDER_EXISTS);
  }
  const now = deps.clock.now();
  const resolved = await resolveItems(deps.db, seller, request.items, now);
  const held = await holdItems(deps, resolved, known?.cartUuid ?? null, { countLeases: true });
  if (held.cartUuid) {
    const cartUuid = held.cartUuid;
    await deps.db.transaction(async (tx) => {
      const row = await claimPartnerOrder(tx, {
        operatorId: seller.operatorId,
        partnerId: partner.id,
        uuid,
        now,
      });
      // A B that booked this uuid meanwhile keeps its order.
      if (row.state !== 'quote') {
        throw new OpenBookingError('OrderAlreadyExistsError', 500, ORDER_EXISTS);
      }
      await setQuoteBasket(tx, row.id, cartUuid, now);
    });
  }
  const answer = quoteBody({
    uuid,
    seller,
    request,
    items: held.answered,
    leaseExpires: held.leaseExpires,
  });
  const hasErrors = held.answered.some((item) => item.error ?? item.resolved.error);
  return { status: hasErrors ? 409 : 200, json: JSON.stringify(answer) };
}

/** `DELETE order-quotes/{uuid}`: the quote's places go back on sale; 204 whatever it was. */
export async function deleteQuote(
  deps: OpenBookingDeps,
  { partner, uuid }: Pick<PartnerRequest, 'partner' | 'uuid'>,
): Promise<void> {
  const quote = await findPartnerOrder(deps.db, partner.id, uuid);
  if (quote?.state !== 'quote') return;
  if (quote.cartUuid) await releaseQuotedPlaces(deps.basket, quote.cartUuid);
  await deps.db.transaction((tx) => forgetQuote(tx, quote.id));
}
