import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idNumber, idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { Membership, MembershipPlanChangeAsked } from './memberships';
import { SelectedUserQuery } from './my-account';

// Issue 16, "Living with a membership": a member changes to another plan sold online at their
// home venue. The change is made on a billing date whose Direct Debit GoCardless has not yet
// created, and from then the monthly collection is the new plan's price and the member's prices,
// benefits and booking window are the new plan's.

/** A plan the membership may change to, with what changing to it would mean. */
export const PlanChangeOption = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  monthly_price: FormattedAmount,
  /** What the plan includes, in words ("Classes included"). */
  includes: z.array(z.string()),
  /** "Your membership changes to Lido Swim on Sun 1 November 2026, then £28.00 a month." */
  message: z.string(),
});
export type PlanChangeOption = z.infer<typeof PlanChangeOption>;

export const MembershipPlanChange = z.object({
  membership_id: z.number().int(),
  /** The day a change asked for now would be made: a billing date, `YYYY-MM-DD`. */
  changes_on: z.string(),
  /** Plans sold online at the home venue that the member may hold, the current one aside. */
  plans: z.array(PlanChangeOption),
  /** A change already asked for and not yet made. */
  plan_change: MembershipPlanChangeAsked.nullable(),
});
export type MembershipPlanChange = z.infer<typeof MembershipPlanChange>;

export const PLAN_ID_REQUIRED_MESSAGE = 'Choose the plan to change to.';

const PlanChangeParams = z.object({ id: idParam() });
const planChangeRoute = { tags: ['my-account'], auth: 'required' } as const;
const planChangeErrors = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'MEMBERSHIP_ENDED',
  'PLAN_CHANGE_UNAVAILABLE',
  'UNAVAILABLE',
] as const;

export const getMembershipPlanChange = defineRoute({
  ...planChangeRoute,
  method: 'GET',
  path: '/api/my-account/memberships/:id/plan-change',
  summary: 'The plans the membership may change to, and the billing date a change would be made',
  params: PlanChangeParams,
  query: SelectedUserQuery,
  response: dataEnvelope(MembershipPlanChange),
  errors: planChangeErrors,
});

export const changeMembershipPlan = defineRoute({
  ...planChangeRoute,
  method: 'POST',
  path: '/api/my-account/memberships/:id/plan-change',
  summary:
    'Change to another plan from the next billing date not yet collected; asking again for the same plan changes nothing',
  params: PlanChangeParams,
  query: SelectedUserQuery,
  body: z.object({ plan_id: idNumber(PLAN_ID_REQUIRED_MESSAGE) }),
  response: dataEnvelope(Membership),
  errors: planChangeErrors,
  idempotent: true,
});

export const withdrawMembershipPlanChange = defineRoute({
  ...planChangeRoute,
  method: 'DELETE',
  path: '/api/my-account/memberships/:id/plan-change',
  summary: 'Withdraw a change of plan not yet made: the membership stays on its plan and price',
  params: PlanChangeParams,
  query: SelectedUserQuery,
  response: dataEnvelope(Membership),
  errors: planChangeErrors,
  idempotent: true,
});
