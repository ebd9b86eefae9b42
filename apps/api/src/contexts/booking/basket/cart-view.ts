import { createHash } from 'node:crypto';
import type { Cart, CartItem, CartItemWaiver, ItemQuestion } from '@lido/contract';
import { formatPence, wirePrice } from '../../../platform/money';
import { toLocation } from '../../venue-setup/catalogue';
import { creditKinds, type CreditKind } from '../../money/credit-ledger';
import { displayGuestPassCode } from '../../memberships/memberships';
import { basketBalance } from '../../venue-setup/pricing';
import { dateObject, durationLabel, instantObject, timeOfDay } from '../../timetable/timetable';
import type { CartRow } from './basket.repository';
import type { CartLine } from './cart-lines';

/**
 * A digest of what the basket holds: it changes whenever an item, a quantity, a ticket type or a
 * price changes. Checkout echoes it back, so a basket changed in another tab is never paid for
 * unseen.
 */
export function itemHashOf(lines: readonly CartLine[]): string {
  const canonical = [...lines]
    .sort((a, b) => a.id - b.id)
    .map(
      (line) =>
        `${line.id}:${line.occurrenceId}:${line.pricingOptionId}:${line.quantity}:${line.pricePence}:${line.packageId ?? ''}:${line.purchasedForCustomerId ?? ''}`,
    )
    .join('|');
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

export function totalOf(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.pricePence, 0);
}

function itemView(
  line: CartLine,
  index: number,
  now: Date,
  currency: string,
  basketRoom: number,
  membershipIds: ReadonlyMap<number, number>,
  waiver: CartItemWaiver | null,
  questions: ItemQuestion[],
  printsReceipt: boolean,
): CartItem {
  const { timezone } = line.venue;
  const startsAt = timeOfDay(line.startsAt, timezone);
  const date = dateObject(line.date, timezone, now, line.startsAt);
  const price = (pence: number) => wirePrice(pence, currency);
  return {
    id: line.id,
    cartable_id: line.occurrenceId,
    cartable_type: 'av2Booking',
    parent_item_id: null,
    name: `${line.name} - ${date.day_pretty} ${date.date_pretty} - ${startsAt.format_24_hour}`,
    // The attendee's membership the place is bought under, as clients name it; null for none.
    membership_user_id:
      line.purchasedForCustomerId === null
        ? null
        : (membershipIds.get(line.purchasedForCustomerId) ?? null),
    purchased_for_user_id: line.purchasedForCustomerId,
    pricing_option_id: line.pricingOptionId,
    pricing_option_name: line.pricingOptionName,
    price: {
      ...price(line.pricePence),
      benefit_applied: line.benefitId !== null,
      package_applied: line.packageId !== null,
    },
    unit_price: price(line.unitPricePence),
    enable_print_receipt: printsReceipt,
    cartable_resource: {
      id: line.publicId,
      v1_id: line.occurrenceId,
      name: line.name,
      duration: durationLabel(line.startsAt, line.endsAt),
      venue_name: line.venue.name,
      venue_slug: line.venue.slug,
      category_slug: line.categorySlug,
      location: line.location
        ? toLocation({ ...line.location, venueId: line.venue.id }, line.venue.slug)
        : null,
      date,
      starts_at: startsAt,
      ends_at: timeOfDay(line.endsAt, timezone),
    },
    sort_by: index,
    quantity: line.quantity,
    // Tickets can grow while the session has places left and the basket has room; a class or
    // court is one place.
    max_quantity: line.isSinglePlace
      ? null
      : Math.min(
          20,
          line.quantity + Math.max(0, line.capacity - line.booked),
          line.quantity + basketRoom,
        ),
    notes: [],
    child_items: [],
    promotion_code: null,
    guest_pass_code: line.guestPassCode === null ? null : displayGuestPassCode(line.guestPassCode),
    // The real end of the hold, renewals and their total cap included: the basket counts down to it.
    hold_expires_at: instantObject(line.holdExpiresAt, timezone),
    waiver,
    questions,
  };
}

export interface CartViewInput {
  cart: CartRow | null;
  lines: readonly CartLine[];
  /** Each attendee's active membership id: an item's `membership_user_id`. */
  membershipIds: ReadonlyMap<number, number>;
  /** The waiver each line's attendee signs before the order (restrictions), in the lines' order. */
  waivers: readonly (CartItemWaiver | null)[];
  /** Each line's questions with its attendee's answers (questions), in the lines' order. */
  questions: readonly ItemQuestion[][];
  now: Date;
  currency: string;
  selectedUserId: number | null;
  /** Served at the front desk: every item asks for a printed receipt (`enablePrintReceipt`). */
  printsReceipt: boolean;
  /** The payer's credit of each kind, what is applied and what could be; null when anonymous. */
  credit: Record<CreditKind, { available: number; applied: number; maxApplicable: number }> | null;
  /** The basket's cap on places, which also bounds how far a ticket's quantity can grow. */
  maxPlacesPerBasket: number;
}

/** The live cart shape: snake_case with the live system's few camelCase keys kept as they are. */
export function cartView({
  cart,
  lines,
  membershipIds,
  waivers,
  questions,
  now,
  currency,
  selectedUserId,
  printsReceipt,
  credit,
  maxPlacesPerBasket,
}: CartViewInput): Cart {
  const total = totalOf(lines);
  const applied = (kind: CreditKind) => credit?.[kind].applied ?? 0;
  const { balancePence } = basketBalance(lines, {
    general: applied('general'),
    membership: applied('membership'),
  });
  const cartCredit = (type: CreditKind) => ({
    type,
    total_available: credit?.[type].available ?? 0,
    max_applicable: credit?.[type].maxApplicable ?? 0,
  });
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const basketRoom = Math.max(0, maxPlacesPerBasket - itemCount);
  const firstExpiry = lines.reduce<CartLine | null>(
    (first, line) => (!first || line.holdExpiresAt < first.holdExpiresAt ? line : first),
    null,
  );
  return {
    id: cart?.id ?? 0,
    uuid: cart?.uuid ?? '00000000-0000-4000-8000-000000000000',
    source: cart?.source ?? 'activity-booking',
    total,
    formattedTotal: formatPence(total, currency),
    sub_total: total,
    tax_total: 0,
    // What is left to pay by card once the applied credit is counted.
    balance: balancePence,
    formattedBalance: formatPence(balancePence, currency),
    item_count: itemCount,
    items: lines.map((line, index) =>
      itemView(
        line,
        index,
        now,
        currency,
        basketRoom,
        membershipIds,
        waivers[index] ?? null,
        questions[index] ?? [],
        printsReceipt,
      ),
    ),
    // Credit applied to the basket, as the checkout sends it back in `payments`.
    payments: creditKinds
      .filter((kind) => applied(kind) > 0)
      .map((kind) => ({
        tender_type: 'credit',
        amount: applied(kind),
        info: { credit_type: kind },
      })),
    credits: { membership: cartCredit('membership'), general: cartCredit('general') },
    attendeeWaiversRequired: waivers.some((waiver) => waiver !== null && !waiver.signed),
    itemHash: itemHashOf(lines),
    selected_user_id: selectedUserId,
    expires_at: firstExpiry
      ? instantObject(firstExpiry.holdExpiresAt, firstExpiry.venue.timezone)
      : null,
  };
}
