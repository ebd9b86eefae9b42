import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';

// The operator console's Membership plans page (managers): a plan's name, description and
// whether it can be joined online, changed without an import. Prices are shown, not changed:
// members' Direct Debits are collected at their plan's current monthly price, so a new price
// would reach every member of the plan (direct-debit's `settleSubscriptionAmounts`).

export const PLAN_NOT_FOUND = 'Unable to complete request, item not found.';

export const PlanSettings = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  monthly_price_pence: z.number().int(),
  joining_fee_pence: z.number().int(),
  /** The names of the venues the plan is sold at; empty when it is sold at every venue. */
  venues: z.array(z.string()),
  /** Whether it can be joined online; otherwise at reception. */
  available_online: z.boolean(),
  /** Memberships of the plan started and not ended today (frozen ones count). */
  current_members: z.number().int(),
});
export type PlanSettings = z.infer<typeof PlanSettings>;

export const getPlanSettings = defineRoute({
  method: 'GET',
  path: '/api/admin/membership-plans',
  summary:
    "The operator's membership plans with their prices, venues, online joining and current members (managers)",
  tags: ['operator console'],
  auth: 'staff',
  action: 'plans.change',
  response: dataEnvelope(z.array(PlanSettings)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

/** Each field left out stays as it is. */
export const ChangePlanBody = z.object({
  name: requiredText('name', 80).optional(),
  description: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(1000, 'The description may not be greater than 1000 characters.')
    .optional(),
  available_online: z.boolean({ error: 'Say whether the plan can be joined online.' }).optional(),
});
export type ChangePlanBody = z.infer<typeof ChangePlanBody>;

export const changePlanSettings = defineRoute({
  method: 'PATCH',
  path: '/api/admin/membership-plans/:planId',
  summary:
    "Change a membership plan's name, description or online joining (managers of its operator); audited",
  tags: ['operator console'],
  auth: 'staff',
  action: 'plans.change',
  params: z.object({ planId: idParam() }),
  body: ChangePlanBody,
  response: dataEnvelope(PlanSettings),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'REQUEST_IN_PROGRESS'],
  idempotent: true,
});
