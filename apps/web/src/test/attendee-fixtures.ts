// Wire-shaped waivers and attendees for the who-is-going and attendees tests, typed by the
// contract: Alex Morgan (1001) books climbing for their children Sam (1002) and Ruby (1003).
import type { CartItem, CartItemWaiver, ItemQuestion, PreviousAttendee } from '@lido/contract';
import { wireCartItem } from './basket-fixtures';

/** Plain text with line breaks, and markup that must show as written, never as HTML. */
export const climbingWaiverBody =
  'Climbing is an activity with a danger of personal injury.\n\nI will follow the instructor.\n<b>No running</b> on the mats.';

export function wireWaiver(overrides: Partial<CartItemWaiver> = {}): CartItemWaiver {
  return {
    restriction_id: 71,
    waiver_id: 7,
    title: 'Climbing waiver',
    body: climbingWaiverBody,
    version: 3,
    signed: false,
    ...overrides,
  };
}

/** A place at Tuesday's climbing session for `purchasedFor` (null: the basket's owner). */
export function wireClimbingItem(
  id: number,
  purchasedFor: number | null,
  waiver: Partial<CartItemWaiver> = {},
): CartItem {
  const item = wireCartItem();
  return {
    ...item,
    id,
    name: 'Climbing - Tue 6 Oct - 07:00',
    purchased_for_user_id: purchasedFor,
    cartable_resource: {
      ...item.cartable_resource,
      id: 'climb-1',
      name: 'Climbing',
      category_slug: 'climbing',
    },
    waiver: wireWaiver(waiver),
  };
}

export const wireAttendees: PreviousAttendee[] = [
  {
    id: 1001,
    first_name: 'Alex',
    last_name: 'Morgan',
    relationship: 'self',
    waiver_signed: false,
    may_attend: true,
    reason: null,
  },
  {
    id: 1002,
    first_name: 'Sam',
    last_name: 'Morgan',
    relationship: 'family',
    waiver_signed: false,
    may_attend: true,
    reason: null,
  },
  {
    id: 1003,
    first_name: 'Ruby',
    last_name: 'Morgan',
    relationship: 'family',
    waiver_signed: false,
    may_attend: false,
    reason: 'Ruby Morgan is 9: this session is for ages 10 and over.',
  },
  {
    id: 1004,
    first_name: 'Jo',
    last_name: 'Bloggs',
    relationship: 'previous',
    waiver_signed: true,
    may_attend: true,
    reason: null,
  },
];

/** The climbing session's questions, one of each kind, none answered yet. */
export function wireClimbingQuestions(
  answers: Partial<Record<number, string>> = {},
): ItemQuestion[] {
  return [
    {
      id: 81,
      text: 'Any injuries the instructor should know about?',
      kind: 'text',
      choices: [],
      is_required: false,
      answer: answers[81] ?? null,
    },
    {
      id: 82,
      text: 'How much have you climbed before?',
      kind: 'choice',
      choices: ['Never', 'A few times', 'Regularly'],
      is_required: true,
      answer: answers[82] ?? null,
    },
    {
      id: 83,
      text: 'Do you have your own climbing shoes?',
      kind: 'yes_no',
      choices: [],
      is_required: true,
      answer: answers[83] ?? null,
    },
  ];
}

/**
 * A place at Tuesday's bouldering taster for `purchasedFor` (null: the basket's owner): no
 * waiver, only the questions.
 */
export function wireBoulderingItem(
  id: number,
  purchasedFor: number | null,
  questions: ItemQuestion[] = wireClimbingQuestions(),
): CartItem {
  const item = wireCartItem();
  return {
    ...item,
    id,
    name: 'Bouldering - Tue 6 Oct - 07:00',
    purchased_for_user_id: purchasedFor,
    cartable_resource: {
      ...item.cartable_resource,
      id: 'boulder-1',
      name: 'Bouldering',
      category_slug: 'bouldering',
    },
    questions,
  };
}
