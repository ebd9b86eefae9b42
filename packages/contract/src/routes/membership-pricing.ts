import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { FormattedAmount } from '../primitives/money';
import { VenueParams } from './venues';

// Issue 16, "Membership plans": what a venue's memberships cost and include, for the
// `/pricing` page and online joining. Lido's own route: the live system serves plans from its
// back office.

/** Who may hold a plan: an age range and, for a concession, the proof asked for. */
export const PlanEligibility = z.object({
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  /** The document a concession member shows (e.g. "Student card"); null when none is needed. */
  proof_document: z.string().nullable(),
  /** In a sentence: "Ages 16 to 24, with a student card", or "Everyone aged 16 and over". */
  description: z.string(),
});
export type PlanEligibility = z.infer<typeof PlanEligibility>;

export const MembershipPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  monthly_price: FormattedAmount,
  /** Paid once a year instead of monthly, where the plan offers it. */
  annual_price: FormattedAmount.nullable(),
  joining_fee: FormattedAmount,
  /** Months a member pays for before they may cancel; 0 for none. */
  minimum_term_months: z.number().int(),
  /** Months' notice a cancellation takes. */
  notice_period_months: z.number().int(),
  eligibility: PlanEligibility,
  /** Days before other customers a member may view and book sessions. */
  advance_booking_days: z.number().int(),
  /** Guest passes a member may give friends each calendar month; 0 where none are offered. */
  guest_passes_per_month: z.number().int(),
  /** The venues the plan is valid at; empty when it is valid at every venue of the operator. */
  venues: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  /** What the plan includes, one line each ("Classes included", "20% off Reformer Pilates"). */
  includes: z.array(z.string()),
  /** Whether it can be joined online; otherwise at the venue's reception. */
  available_online: z.boolean(),
});
export type MembershipPlan = z.infer<typeof MembershipPlan>;

export const getVenueMembershipPlans = defineRoute({
  method: 'GET',
  path: '/api/activities/venues/:venue/membership-plans',
  summary: 'The membership plans valid at a venue, cheapest first, with what each includes',
  tags: ['venues'],
  auth: 'public',
  params: VenueParams,
  response: dataEnvelope(z.array(MembershipPlan)),
  errors: ['NOT_FOUND'],
});
