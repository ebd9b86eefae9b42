import type { LidoAdditions } from './strict-shape';

// Every key Lido sends beyond a closed object of the reference, with why. A key missing here
// fails the golden chain; the cart's `credits` and its two entries take none (strict clients
// reject any other key there).

export const cartAdditions: LidoAdditions = {
  sub_total: 'SPEC.md section 3: the basket shows totals, subTotal among them',
  tax_total: 'SPEC.md section 3: the basket shows totals, taxTotal among them',
  selected_user_id: 'SPEC.md section 3/6: whose basket it is when acting for family or staff',
  expires_at: "the booking site's hold countdown: when the basket's first hold runs out",
  'items[].purchased_for_user_id': 'SPEC.md section 3 cart item payload: who will attend',
  'items[].pricing_option_id': 'SPEC.md section 3 cart item payload: the ticket type chosen',
  'items[].pricing_option_name': 'the basket and confirmation name the ticket type',
  'items[].unit_price': 'the basket shows "(£x each)" when the quantity is more than one',
  'items[].hold_expires_at': "the basket's per-item hold countdown",
  'items[].questions':
    "SPEC.md section 7 custom questions: the place's questions with its attendee's answers",
  'items[].waiver':
    'SPEC.md section 3 attendee waivers: the waiver a place needs and whether its attendee signed it',
  'items[].guest_pass_code':
    "a member's guest pass (My account, Guest passes) pricing one place of the item at nothing",
  'items[].cartable_resource.v1_id':
    'the v1 id beside the v2 `id` so v1 clients can match an item to their slots',
  'items[].cartable_resource.venue_slug': 'links from a basket item back to its venue',
  'items[].cartable_resource.category_slug': 'links from a basket item back to its activity',
};

/** Lido's keys on a My account booking beyond the live system's. */
export const myAccountBookingAdditions: LidoAdditions = {
  booked_through:
    'issue 44: a booking made through an OpenActive booking partner names it, in My account and at the desk',
};
