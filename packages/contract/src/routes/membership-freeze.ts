import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';
import { Membership } from './memberships';
import { SelectedUserQuery } from './my-account';

// Issue 16, "Living with a membership": a member may freeze for 1 to 3 whole billing months.
// Nothing is collected for them, and the member books as a non-member until the membership
// resumes on its own.

export const freezeLengths = [1, 2, 3] as const;

export const MembershipFreeze = z.object({
  membership_id: z.number().int(),
  months: z.number().int(),
  /** The first frozen day: the first billing date far enough ahead to stop its collection. */
  starts_on: z.string(),
  /** The last frozen day. */
  ends_on: z.string(),
  /** The day the membership and its Direct Debit start again. */
  resumes_on: z.string(),
  /** Already frozen (or a freeze is booked): the dates are that freeze's. */
  is_frozen: z.boolean(),
  /** In a sentence: "Your membership will be frozen from Tue 1 December 2026 and start again on Fri 1 January 2027." */
  message: z.string(),
});
export type MembershipFreeze = z.infer<typeof MembershipFreeze>;

export const FREEZE_UNAVAILABLE_MESSAGE =
  'This membership cannot be frozen: it is cancelled, ending, or already frozen.';

const FreezeParams = z.object({ id: idParam() });
const Months = z.coerce
  .number()
  .int()
  .refine((months) => (freezeLengths as readonly number[]).includes(months), {
    message: 'A membership can be frozen for 1, 2 or 3 months.',
  });
const freezeRoute = { tags: ['my-account'], auth: 'required' } as const;
const freezeErrors = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'MEMBERSHIP_ENDED',
  'FREEZE_UNAVAILABLE',
] as const;

export const getMembershipFreeze = defineRoute({
  ...freezeRoute,
  method: 'GET',
  path: '/api/my-account/memberships/:id/freeze',
  summary: 'When a freeze of so many months would start and end, shown before confirming',
  params: FreezeParams,
  query: SelectedUserQuery.extend({ months: Months }),
  response: dataEnvelope(MembershipFreeze),
  errors: freezeErrors,
});

export const freezeMembership = defineRoute({
  ...freezeRoute,
  method: 'POST',
  path: '/api/my-account/memberships/:id/freeze',
  summary: 'Freeze the membership for 1 to 3 billing months; freezing again changes nothing',
  params: FreezeParams,
  query: SelectedUserQuery,
  body: z.object({ months: Months }),
  response: dataEnvelope(Membership),
  errors: freezeErrors,
  idempotent: true,
});
