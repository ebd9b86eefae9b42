import { addCalendarDays, calendarDateIn } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { activePlanOf } from '../memberships';
import {
  type BenefitRule,
  coversSession,
  periodEndOf,
  periodStartOf,
  type SessionAt,
  usesLeft,
} from './benefit-rules';
import {
  countUses,
  findBenefit,
  findUse,
  insertMovement,
  listPlanBenefits,
  lockBenefitUses,
  useKey,
  usesIn,
} from './benefits.repository';

/** A member's benefits and the uses counted against them, loaded once per request. */
export interface MemberBenefits {
  customerId: number;
  rules: readonly BenefitRule[];
  uses: ReadonlyMap<string, number>;
}

/** The benefits of the customer's active membership, or null when there are none. */
export async function loadMemberBenefits(
  db: Database,
  customerId: number,
  now: Date,
): Promise<MemberBenefits | null> {
  // The uses are counted while the plan is looked up: two round trips, not three.
  // Periods are at most a month: any period a bookable session falls in starts after this.
  const [plan, uses] = await Promise.all([
    activePlanOf(db, customerId, now),
    countUses(db, customerId, addCalendarDays(calendarDateIn(now), -31)),
  ]);
  if (!plan) return null;
  const rules = await listPlanBenefits(db, plan.planId);
  if (rules.length === 0) return null;
  return { customerId, rules, uses };
}

/** A benefit covering a session, with its period and the uses left in it (null: unlimited). */
export interface BenefitCandidate {
  rule: BenefitRule;
  periodStart: string;
  /** The first day after the period. */
  periodEnd: string;
  usesLeft: number | null;
}

const preference = (rule: BenefitRule) => (rule.kind === 'free' ? 101 : (rule.percent ?? 0));

/**
 * The member's benefits covering a session, the most generous first (free, then the largest
 * percentage), each with the uses it has left in the session's period.
 */
export function coveringBenefits(
  member: MemberBenefits | null,
  session: SessionAt,
): BenefitCandidate[] {
  if (!member) return [];
  return member.rules
    .filter((rule) => coversSession(rule, session))
    .sort((a, b) => preference(b) - preference(a) || a.id - b.id)
    .map((rule) => {
      const periodStart = periodStartOf(rule.period, session.date);
      return {
        rule,
        periodStart,
        periodEnd: periodEndOf(rule.period, periodStart),
        usesLeft: usesLeft(rule, member.uses.get(useKey(rule.id, periodStart)) ?? 0),
      };
    });
}

/** What a session row names as `benefit_available`: the first covering benefit with a use left. */
export function benefitAvailable(
  member: MemberBenefits | null,
  session: SessionAt,
): { id: number; name: string } | null {
  const candidate = coveringBenefits(member, session).find((c) => c.usesLeft !== 0);
  return candidate ? { id: candidate.rule.id, name: candidate.rule.name } : null;
}

/**
 * Counts a use of a benefit for an order's session, in the order's transaction, under a lock per
 * member and benefit: false (and nothing recorded) when the member no longer holds the plan or
 * the period's uses are all taken.
 */
export async function useBenefit(
  tx: Database,
  benefitId: number,
  use: { customerId: number; orderId: number; occurrenceId: number; date: string; now: Date },
): Promise<boolean> {
  const { customerId, now } = use;
  await lockBenefitUses(tx, customerId, benefitId);
  // In sequence: a transaction is one connection, which runs one statement at a time.
  const rule = await findBenefit(tx, benefitId);
  const plan = await activePlanOf(tx, customerId, now);
  if (!rule || plan?.planId !== rule.planId) return false;
  const periodStart = periodStartOf(rule.period, use.date);
  const used = await usesIn(tx, { customerId, benefitId, periodStart });
  if (usesLeft(rule, used) === 0) return false;
  await insertMovement(tx, {
    benefitId,
    customerId,
    periodStart,
    movement: 'used',
    orderId: use.orderId,
    occurrenceId: use.occurrenceId,
    createdAt: now,
  });
  return true;
}

/** Gives back the use a cancelled booking made of a benefit (once; nothing if it made none). */
export async function returnBenefit(
  tx: Database,
  benefitId: number,
  booking: { id: number; customerId: number; orderId: number; occurrenceId: number; now: Date },
): Promise<void> {
  const { customerId, orderId, occurrenceId } = booking;
  await lockBenefitUses(tx, customerId, benefitId);
  const use = await findUse(tx, { benefitId, orderId, occurrenceId });
  if (!use || use.isReturned) return;
  await insertMovement(tx, {
    benefitId,
    customerId,
    periodStart: use.periodStart,
    movement: 'returned',
    orderId,
    occurrenceId,
    bookingId: booking.id,
    createdAt: booking.now,
  });
}
