import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';
import { Membership } from './memberships';
import { SelectedUserQuery } from './my-account';

// Issue 16, "Living with a membership": cancelling gives the plan's notice and ends with a whole
// billing period, never inside the minimum term; the end date is shown before confirming.

export const MembershipCancellation = z.object({
  membership_id: z.number().int(),
  /** The membership's last day, `YYYY-MM-DD`. */
  ends_on: z.string(),
  /** The last day of the minimum term, when the plan has one. */
  minimum_term_ends_on: z.string().nullable(),
  notice_period_months: z.number().int(),
  /** Already cancelled: `ends_on` is the end agreed then. */
  is_cancelled: z.boolean(),
  /** In a sentence, for the confirmation: "Your membership will end on Thu 30 April 2026." */
  message: z.string(),
});
export type MembershipCancellation = z.infer<typeof MembershipCancellation>;

export const MEMBERSHIP_ENDED_MESSAGE = 'This membership has already ended.';

const MembershipParams = z.object({ id: idParam() });
const cancellationRoute = { tags: ['my-account'], auth: 'required' } as const;
const cancellationErrors = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'MEMBERSHIP_ENDED',
] as const;

export const getMembershipCancellation = defineRoute({
  ...cancellationRoute,
  method: 'GET',
  path: '/api/my-account/memberships/:id/cancellation',
  summary: 'When the membership would end if cancelled today (notice, minimum term, billing date)',
  params: MembershipParams,
  query: SelectedUserQuery,
  response: dataEnvelope(MembershipCancellation),
  errors: cancellationErrors,
});

export const cancelMembership = defineRoute({
  ...cancellationRoute,
  method: 'POST',
  path: '/api/my-account/memberships/:id/cancellation',
  summary:
    'Cancel the membership: it ends on the date the preview gave; cancelling again changes nothing',
  params: MembershipParams,
  query: SelectedUserQuery,
  response: dataEnvelope(Membership),
  errors: cancellationErrors,
  idempotent: true,
});
