import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { idParam } from '../primitives/ids';

const Amount = z.object({ count: z.number().int(), amount_pence: z.number().int() });

export const Reconciliation = z.object({
  /** The operator's calendar day (Europe/London) the figures are for. */
  date: IsoDate,
  orders: Amount,
  /** Money recorded against orders, by tender and state (`pending` until the card is released). */
  payments: z.array(Amount.extend({ tender_type: z.string(), status: z.string() })),
  /** Account credit moved that day, by kind and movement (refund, spend, adjustment…). */
  credit: z.array(Amount.extend({ kind: z.string(), movement: z.string() })),
  /** Package visits taken by orders and given back by cancellations that day. */
  package_visits: z.array(z.object({ movement: z.string(), count: z.number().int() })),
  /** Membership benefit uses counted by orders and given back by cancellations that day. */
  benefit_uses: z.array(z.object({ movement: z.string(), count: z.number().int() })),
  /**
   * Orders of the day whose payments recorded (card, credit, at the desk) do not add up to their
   * total: empty when every pound of every order is accounted for.
   */
  unbalanced_orders: z.array(
    z.object({
      order_id: z.number().int(),
      total_pence: z.number().int(),
      paid_pence: z.number().int(),
    }),
  ),
  /** Card payment attempts started that day, by state. */
  attempts: z.array(Amount.extend({ status: z.string() })),
  /** Attempts still in flight that the sweep has not settled, or whose release or abort failed. */
  needing_attention: z.array(
    z.object({
      transaction_uuid: z.string(),
      status: z.string(),
      amount_pence: z.number().int(),
      order_id: z.number().int().nullable(),
      failed_instructions: z.number().int(),
      last_error: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof Reconciliation>;

/** Lido's own: what a finance team reconciles each day, every pound against an order. */
export const getReconciliation = defineRoute({
  method: 'GET',
  path: '/api/staff/reconciliation',
  summary: "A day's orders, payments by state and any payment attempt needing attention (staff)",
  tags: ['staff'],
  auth: 'staff',
  action: 'reconciliation.read',
  query: z.object({ date: IsoDate }),
  response: dataEnvelope(Reconciliation),
  errors: ['FORBIDDEN'],
});

/** Lido's own: front of house changes how many places a session has (a studio swap, a coach ill). */
export const setSessionCapacity = defineRoute({
  method: 'PUT',
  path: '/api/staff/occurrences/:occurrenceId/capacity',
  summary:
    "Change a session's places (staff of its venue, managers of its operator); places freed go to its waitlist first",
  tags: ['staff'],
  auth: 'staff',
  action: 'sessions.set-places',
  params: z.object({ occurrenceId: idParam() }),
  body: z.object({
    capacity: z
      .number({ error: 'The capacity must be a number.' })
      .int('The capacity must be a whole number.')
      .min(1, 'The capacity must be between 1 and 1000.')
      .max(1000, 'The capacity must be between 1 and 1000.'),
  }),
  response: dataEnvelope(
    z.object({
      occurrence_id: z.number().int(),
      capacity: z.number().int(),
      booked: z.number().int(),
      /** Waiting customers offered a freed place by this change (each held in their basket). */
      offered: z.number().int(),
    }),
  ),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PLACES_TAKEN', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});

/** One booked place on a session's register, with what staff need to know of its attendee. */
export const RegisterEntry = z.object({
  booking_id: z.number().int(),
  customer: z.object({
    id: z.number().int(),
    reference: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    date_of_birth: z.string().nullable(),
  }),
  /** Null until staff mark the register. */
  attendance: z.enum(['attended', 'no_show']).nullable(),
  /** The activity's waiver and whether the attendee holds a current signature; null without one. */
  waiver: z
    .object({ title: z.string(), version: z.number().int(), signed: z.boolean() })
    .nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string().nullable() })),
  /** Shared by the customer (or their family lead) with consent, for staff to see. */
  medical_notes: z.string().nullable(),
});
export type RegisterEntry = z.infer<typeof RegisterEntry>;

/** Lido's own: the register of a session, for staff of its venue to take. */
export const getSessionRegister = defineRoute({
  method: 'GET',
  path: '/api/staff/occurrences/:occurrenceId/register',
  summary:
    "A session's booked attendees with their attendance, waiver, answers and medical notes (staff of its venue)",
  tags: ['staff'],
  auth: 'staff',
  action: 'register.keep',
  params: z.object({ occurrenceId: idParam() }),
  response: dataEnvelope(
    z.object({
      occurrence_id: z.number().int(),
      name: z.string(),
      date: IsoDate,
      attendees: z.array(RegisterEntry),
    }),
  ),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
