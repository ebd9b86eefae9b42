import type { Membership, MembershipPlanChange } from '@lido/contract';
import type { FastifyBaseLogger } from 'fastify';
import { addCalendarDays, ageOn, calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { findCustomerById } from '../../people/accounts';
import { findOperator, findVenueByIdentifier } from '../../venue-setup/venues';
import { FREEZE_NOTICE_DAYS } from './membership-freeze.service';
import { nextBillingDate } from './membership-end';
import type { MembershipRow } from './membership-joins';
import {
  makeDuePlanChanges,
  monthlyPriceDue,
  type PlanChangeRow,
  replacePlanChange,
} from './membership-plan-change.repository';
import { findPlan, listPlansAtVenue, type MembershipPlanRow } from './membership-plans.repository';
import { assertNotEnded, spokenDate } from './membership-state';
import { listMembershipsWithPlans } from './memberships.repository';
import { currencyCode, toWireMembership } from './memberships.service';
import {
  findOwnMembership,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  type MembershipWithPlan,
} from './own-membership';

// A member changes to another plan from a billing date. The membership records the change
// (`next_plan_id`, `plan_changes_on`) before the Direct Debit is told the new amount; the
// change is made on the day by a sweep (makePlanChanges), and the reads that decide prices,
// benefits and booking ahead count it from that day's first minute (findActiveMembership).

/** What a change of plan needs from modules after this one, given by the app (decisions/005). */
export interface PlanChangePorts {
  /** What each plan includes, in words (the benefits module's, as the pricing page says it). */
  describePlans: (db: Database, planIds: readonly number[]) => Promise<Map<number, string[]>>;
  /**
   * The membership's Direct Debit collects `amountPence` a month from its next collection not
   * yet created (direct-debit's); false when it has none to change (no Direct Debit yet).
   */
  collectMonthly: (membershipId: number, amountPence: number) => Promise<boolean>;
}

export interface PlanChangeDeps {
  db: Database;
  clock: Clock;
  ports: PlanChangePorts;
  log?: FastifyBaseLogger;
}

export const PLAN_CHANGE_NOT_STARTED =
  'This membership has not started yet: its plan can be changed once it has.';
export const PLAN_CHANGE_ENDING =
  'This membership is cancelled or ending, so its plan cannot be changed.';
export const PLAN_CHANGE_FROZEN =
  'This membership is frozen or has a freeze booked: its plan can be changed once the freeze is over.';
export const PLAN_CHANGE_FAILED =
  'Your plan cannot be changed just now. Please try again in a few minutes.';

const unavailable = (message: string) => new DomainError('PLAN_CHANGE_UNAVAILABLE', message);

/** A plan the member cannot choose here: a concession, one sold at the desk, or outside their age. */
const notOffered = (plan: MembershipPlanRow | undefined) =>
  unavailable(
    `${plan ? plan.name : 'That plan'} cannot be chosen online for this membership. Please ask at the desk.`,
  );

/**
 * The first billing date a change of plan can reach. GoCardless creates each collection of a
 * subscription as many days before its date as a freeze's notice, at the amount the subscription
 * has then; a new amount reaches only the collections not yet created, so the change is made on
 * the first billing date after that lead (the billing date rule joining's first collection uses).
 */
export function planChangeDate(today: string, billingDay: number | null): string {
  return nextBillingDate(addCalendarDays(today, FREEZE_NOTICE_DAYS + 1), billingDay ?? 1);
}

function changeAskedFor(membership: MembershipRow): PlanChangeRow | null {
  const { nextPlanId, planChangesOn } = membership;
  return nextPlanId !== null && planChangesOn !== null
    ? { planId: nextPlanId, changesOn: planChangesOn }
    : null;
}

/** Active and staying: not being joined, ending, frozen or with a freeze booked (409). */
function assertChangeable({ membership }: MembershipWithPlan, today: string): void {
  assertNotEnded(membership, today);
  const hasFreeze =
    membership.status === 'frozen' ||
    (membership.frozenFrom !== null &&
      membership.frozenUntil !== null &&
      membership.frozenUntil >= today);
  if (hasFreeze) throw unavailable(PLAN_CHANGE_FROZEN);
  if (membership.status === 'pending') throw unavailable(PLAN_CHANGE_NOT_STARTED);
  if (
    membership.status !== 'active' ||
    membership.cancelledAt !== null ||
    membership.endsOn !== null
  ) {
    throw unavailable(PLAN_CHANGE_ENDING);
  }
}

/**
 * A change already asked for whose first collection at the new price GoCardless may have created
 * (or which is due): it goes ahead as asked, and cannot be replaced or withdrawn (409).
 */
function assertNotOnItsWay(row: MembershipWithPlan, asked: PlanChangeRow, changesOn: string) {
  if (asked.changesOn >= changesOn) return;
  const name = row.nextPlan?.name ?? 'your new plan';
  throw unavailable(
    `Your membership changes to ${name} on ${spokenDate(asked.changesOn)}: its Direct Debit has been asked for, so the change can no longer be altered or withdrawn.`,
  );
}

/**
 * The plans the membership may change to on `changesOn`: sold online at its home venue (as
 * joining online sells them), the member of an age to hold them that day, the current plan
 * aside. A concession's plan is left to the desk, where its proof is seen.
 */
async function plansOffered(
  db: Database,
  ports: PlanChangePorts,
  { membership }: MembershipWithPlan,
  changesOn: string,
): Promise<MembershipPlanRow[]> {
  if (membership.homeVenueId === null) return [];
  // One after another: changePlan checks the offer in its transaction, which is one connection
  // running one statement at a time.
  const operator = await findOperator(db);
  const venue = await findVenueByIdentifier(db, String(membership.homeVenueId));
  const customer = await findCustomerById(db, membership.customerId);
  if (!operator?.onlineJoiningEnabled || !venue?.onlineJoiningEnabled) return [];
  const dateOfBirth = customer?.dateOfBirth ?? null;
  const isOfAge = (plan: MembershipPlanRow) => {
    if (plan.minAge === null && plan.maxAge === null) return true;
    if (dateOfBirth === null) return false;
    const age = ageOn(dateOfBirth, changesOn);
    return (
      (plan.minAge === null || age >= plan.minAge) && (plan.maxAge === null || age <= plan.maxAge)
    );
  };
  const plans = await listPlansAtVenue(db, operator.id, venue.id);
  return plans.filter(
    (plan) =>
      plan.id !== membership.planId &&
      plan.availableOnline &&
      plan.proofDocument === null &&
      isOfAge(plan),
  );
}

async function planChangeOf(
  { db, ports }: PlanChangeDeps,
  row: MembershipWithPlan,
  today: string,
): Promise<MembershipPlanChange> {
  const changesOn = planChangeDate(today, row.membership.billingDay);
  const plans = await plansOffered(db, ports, row, changesOn);
  const [currency, includes] = await Promise.all([
    currencyCode(db),
    ports.describePlans(
      db,
      plans.map((plan) => plan.id),
    ),
  ]);
  return {
    membership_id: row.membership.id,
    changes_on: changesOn,
    plans: plans.map((plan) => {
      const price = formatPence(plan.monthlyPricePence, currency);
      return {
        plan_id: plan.id,
        name: plan.name,
        description: plan.description,
        monthly_price: { raw: plan.monthlyPricePence, formatted: price },
        includes: includes.get(plan.id) ?? [],
        message: `Your membership changes to ${plan.name} on ${spokenDate(changesOn)}, then ${price} a month.`,
      };
    }),
    plan_change: toWireMembership(row, currency, today).plan_change,
  };
}

export async function previewPlanChange(
  deps: PlanChangeDeps,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | undefined,
): Promise<MembershipPlanChange> {
  const row = await findOwnMembership(deps.db, caller, membershipId, selectedUserId);
  const today = calendarDateIn(deps.clock.now());
  assertChangeable(row, today);
  return planChangeOf(deps, row, today);
}

async function membershipAsItIs(db: Database, row: MembershipWithPlan, today: string) {
  const [after] = await listMembershipsWithPlans(db, row.membership.customerId, {
    membershipId: row.membership.id,
  });
  if (!after) throw notFound(MEMBERSHIP_NOT_FOUND_MESSAGE);
  return toWireMembership(after, await currencyCode(db), today);
}

/**
 * Tells the direct-debit module what the membership now collects a month: the new plan's price
 * while a change is asked for, its own plan's otherwise. Read from the membership after it was
 * written and read again after each call, so when two requests cross, the last amount sent is
 * the one the membership records. Failing, the membership's change goes back to `from` (if
 * nothing has changed it since) and the member is asked to try again: collecting one price for
 * another plan is never left standing.
 */
async function collectAsRecorded(
  { db, ports, log }: PlanChangeDeps,
  membershipId: number,
  written: { from: PlanChangeRow | null; to: PlanChangeRow | null },
): Promise<void> {
  let sent: number | null = null;
  try {
    for (let call = 0; call < 3; call++) {
      const due = await monthlyPriceDue(db, membershipId);
      if (due === null || due === sent) return;
      if (!(await ports.collectMonthly(membershipId, due))) return;
      sent = due;
    }
  } catch (error) {
    log?.warn({ err: error, membershipId }, 'the Direct Debit amount of a plan change not set');
    await replacePlanChange(db, membershipId, written.to, written.from);
    throw new DomainError('UNAVAILABLE', PLAN_CHANGE_FAILED);
  }
}

/**
 * Changes the membership to `planId` from the first billing date GoCardless has not yet created
 * a collection for (the preview's `changes_on`), and the Direct Debit collects the new price from
 * then. A change asked for and not yet on its way is replaced; asking again for the same plan
 * changes nothing (and tells GoCardless the amount again, should an earlier request have stopped
 * in between).
 */
export async function changePlan(
  deps: PlanChangeDeps,
  caller: Caller,
  membershipId: number,
  planId: number,
  selectedUserId: number | undefined,
): Promise<Membership> {
  const { db, clock, ports } = deps;
  const today = calendarDateIn(clock.now());
  const { row, written } = await db.transaction(async (tx) => {
    const row = await findOwnMembership(tx, caller, membershipId, selectedUserId, true);
    assertChangeable(row, today);
    const asked = changeAskedFor(row.membership);
    if (asked?.planId === planId) return { row, written: { from: asked, to: asked } };
    const changesOn = planChangeDate(today, row.membership.billingDay);
    if (asked) assertNotOnItsWay(row, asked, changesOn);
    const offered = await plansOffered(tx, ports, row, changesOn);
    if (!offered.some((plan) => plan.id === planId)) throw notOffered(await findPlan(tx, planId));
    const to = { planId, changesOn };
    await replacePlanChange(tx, membershipId, asked, to);
    return { row, written: { from: asked, to } };
  });
  await collectAsRecorded(deps, membershipId, written);
  return membershipAsItIs(db, row, today);
}

/**
 * Withdraws a change of plan not yet on its way: the membership stays on its plan, and its
 * Direct Debit collects the plan's price again. Withdrawing when none is asked for changes
 * nothing.
 */
export async function withdrawPlanChange(
  deps: PlanChangeDeps,
  caller: Caller,
  membershipId: number,
  selectedUserId: number | undefined,
): Promise<Membership> {
  const { db, clock } = deps;
  const today = calendarDateIn(clock.now());
  const { row, written } = await db.transaction(async (tx) => {
    const row = await findOwnMembership(tx, caller, membershipId, selectedUserId, true);
    assertNotEnded(row.membership, today);
    const asked = changeAskedFor(row.membership);
    if (!asked) return { row, written: null };
    assertNotOnItsWay(row, asked, planChangeDate(today, row.membership.billingDay));
    await replacePlanChange(tx, membershipId, asked, null);
    return { row, written: { from: asked, to: null } };
  });
  if (written) await collectAsRecorded(deps, membershipId, written);
  return membershipAsItIs(db, row, today);
}

/** The sweep: makes the changes of plan due today (background-sweeps.ts; tests call it too). */
export async function makePlanChanges(db: Database, now: Date): Promise<number> {
  return makeDuePlanChanges(db, calendarDateIn(now));
}
