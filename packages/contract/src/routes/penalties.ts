import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';
import { Price } from '../primitives/money';
import { SelectedUserQuery } from './my-account';

export const PenaltyKind = z.enum(['late_cancellation', 'no_show', 'other']);
export type PenaltyKind = z.infer<typeof PenaltyKind>;

export const PenaltyStatus = z.enum(['outstanding', 'paid', 'waived']);
export type PenaltyStatus = z.infer<typeof PenaltyStatus>;

/**
 * Lido's own: a charge on a customer's account, such as a no-show fee. While one is outstanding
 * the customer may not book (`has_outstanding_penalties`), until it is paid or waived at the venue.
 */
export const Penalty = z.object({
  id: z.number().int(),
  kind: PenaltyKind,
  reason: z.string(),
  amount: Price,
  status: PenaltyStatus,
  booking_id: z.number().int().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Penalty = z.infer<typeof Penalty>;

export const getMyPenalties = defineRoute({
  method: 'GET',
  path: '/api/my-account/penalties',
  summary: 'My penalties, outstanding first, then latest first',
  tags: ['my-account'],
  auth: 'required',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(Penalty)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const settlePenalty = defineRoute({
  method: 'POST',
  path: '/api/staff/penalties/:penaltyId/settle',
  summary: "Record a penalty paid at the venue, or waive it (staff of the customer's venue)",
  tags: ['staff'],
  auth: 'staff',
  action: 'register.keep',
  params: z.object({ penaltyId: idParam() }),
  body: z.object({ outcome: z.enum(['paid', 'waived']) }),
  response: dataEnvelope(Penalty),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
