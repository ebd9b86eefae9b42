// Wire-shaped (snake_case, with the live cart's camelCase keys) basket and checkout answers for
// component tests, typed by the contract.
import type { Cart, CartItem, Order } from '@lido/contract';

const price = (raw: number) => ({
  benefit_applied: false,
  package_applied: false,
  formatted: `£${(raw / 100).toFixed(2)}`,
  raw,
});

export function wireCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 501,
    cartable_id: 9001,
    cartable_type: 'av2Booking',
    parent_item_id: null,
    name: 'Yoga - Tue 6 Oct - 07:00',
    membership_user_id: null,
    purchased_for_user_id: null,
    pricing_option_id: 2001,
    pricing_option_name: 'Standard',
    price: price(850),
    unit_price: price(850),
    enable_print_receipt: false,
    cartable_resource: {
      id: 'class-1',
      v1_id: 9001,
      name: 'Yoga',
      duration: '60min',
      venue_name: 'Bethnal Green Baths',
      venue_slug: 'bethnal-green',
      category_slug: 'yoga',
      location: {
        id: '5043',
        name: 'Studio 1',
        type: 'studio',
        slug: 'studio-1',
        venue_id: 90001,
        venue_slug: 'bethnal-green',
      },
      date: {
        raw: '2026-10-06',
        raw_pretty: '06/10/2026',
        day_pretty: 'Tue',
        date_pretty: '6 Oct',
        full_date_pretty: 'Tue 6 October 2026',
        full_date: '6 October 2026',
        difference: '1 day from now',
        tz: 'Europe/London',
      },
      starts_at: { format_12_hour: '7:00am', format_24_hour: '07:00' },
      ends_at: { format_12_hour: '8:00am', format_24_hour: '08:00' },
    },
    sort_by: 0,
    quantity: 1,
    max_quantity: null,
    notes: [],
    child_items: [],
    promotion_code: null,
    guest_pass_code: null,
    hold_expires_at: {
      utc: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
      local: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
      timezone: 'Europe/London',
      format_12_hour: '7:15am',
      format_24_hour: '07:15',
    },
    waiver: null,
    questions: [],
    ...overrides,
  };
}

export function wireCart(
  items: CartItem[] = [wireCartItem()],
  overrides: Partial<Cart> = {},
): Cart {
  const total = items.reduce((sum, item) => sum + item.price.raw, 0);
  return {
    id: 107288259,
    uuid: '2c2dee0a-5b1e-4c1e-9a43-7d0f4f1f8c11',
    source: 'activity-booking',
    total,
    formattedTotal: price(total).formatted,
    sub_total: total,
    tax_total: 0,
    balance: total,
    formattedBalance: price(total).formatted,
    item_count: items.length,
    items,
    payments: [],
    credits: {
      membership: { type: 'membership', total_available: 0, max_applicable: 0 },
      general: { type: 'general', total_available: 0, max_applicable: 0 },
    },
    attendeeWaiversRequired: false,
    itemHash: `hash-${items.map((item) => item.id).join('-')}`,
    selected_user_id: null,
    expires_at: items[0]?.hold_expires_at ?? null,
    ...overrides,
  };
}

export const wirePreparation = {
  payment_provider: 'opayo' as const,
  mode: 'sandbox' as const,
  session_key: 'SESSION-KEY-1',
  session_key_expires_at: '2026-10-06T07:00:00Z',
  url: '/api/sandbox/opayo/api/v1',
  saved_card: null,
  amount: price(850),
  item_hash: 'hash-501',
};

export function wireOrder(overrides: Partial<Order> = {}): Order {
  const item = wireCartItem();
  return {
    id: 777,
    status: 'completed',
    created_at: '2026-10-05T10:00:00Z',
    total: price(850),
    bookings: [
      {
        id: 9101,
        name: 'Yoga',
        venue_name: item.cartable_resource.venue_name,
        venue_slug: item.cartable_resource.venue_slug,
        location: item.cartable_resource.location,
        date: item.cartable_resource.date,
        starts_at: item.cartable_resource.starts_at,
        ends_at: item.cartable_resource.ends_at,
        duration: '60min',
        quantity: 1,
        pricing_option_name: 'Standard',
        price: price(850),
        attendee: { id: 1001, first_name: 'Alex', last_name: 'Morgan' },
      },
    ],
    payments: [
      {
        tender_type: 'card',
        amount: price(850),
        reference: 'TX-1',
        card: { card_type: 'Visa', last_four_digits: '0006' },
      },
    ],
    calendar_url: '/api/checkout/orders/777/calendar.ics',
    ...overrides,
  };
}
