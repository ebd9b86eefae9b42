import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idNumber } from '../primitives/ids';

/** Lido's own: staff record that a customer completed an activity's induction. */
export const recordInduction = defineRoute({
  method: 'POST',
  path: '/api/staff/inductions',
  summary:
    'Record that a customer of the venue completed an induction (staff); sessions requiring it become bookable for them',
  tags: ['staff'],
  auth: 'staff',
  action: 'register.keep',
  body: z.object({
    customer_id: idNumber('The customer id must be a number.'),
    /** The induction's activity: its id or slug at the staff member's venue. */
    activity: z
      .string({ error: 'The activity field is required.' })
      .min(1, 'The activity field is required.')
      .max(120),
  }),
  response: dataEnvelope(
    z.object({
      customer_id: z.number().int(),
      activity_id: z.string(),
      activity_name: z.string(),
      recorded_at: z.string(),
    }),
  ),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
