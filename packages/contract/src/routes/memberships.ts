import { z } from 'zod';
import { FormattedAmount } from '../primitives/money';

// What My account and the membership routes (freeze, cancellation, change of plan, guest passes,
// the member directory) say about a membership and the guest passes given from it.

/**
 * A change of plan the member asked for, not yet made: from `changes_on` (a billing date) the
 * membership is on that plan and its Direct Debit collects `monthly_price`.
 */
export const MembershipPlanChangeAsked = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  changes_on: z.string(),
  monthly_price: FormattedAmount,
});
export type MembershipPlanChangeAsked = z.infer<typeof MembershipPlanChangeAsked>;

export const Membership = z.object({
  id: z.number().int(),
  membership_user_id: z.number().int(),
  /** The plan the membership is of (its `name` and `description` are the plan's). */
  plan_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** `pending`: joined online, the first payment not yet made. */
  status: z.enum(['pending', 'active', 'frozen', 'cancelled', 'expired']),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  home_venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  monthly_price: FormattedAmount,
  has_instruction: z.boolean(),
  billing_day: z.number().int().nullable(),
  /** When the monthly fee is next due: none while pending, after the end, or without a billing day. */
  next_billing_date: z.string().nullable(),
  /** A freeze booked or under way: its first and last days (`frozen` while between them). */
  frozen_from: z.string().nullable(),
  frozen_until: z.string().nullable(),
  /** A change of plan asked for and not yet made (membership-plan-change.ts). */
  plan_change: MembershipPlanChangeAsked.nullable(),
});
export type Membership = z.infer<typeof Membership>;

export const GuestPass = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(['available', 'used', 'expired']),
  issued_on: z.string(),
  expires_on: z.string(),
  used_on: z.string().nullable(),
  guest_name: z.string().nullable(),
  /** Where the pass was sent when the member gave it; null for older passes. */
  guest_email: z.string().nullable(),
});
export type GuestPass = z.infer<typeof GuestPass>;
