import { type ChangePlanBody, PLAN_NOT_FOUND, type PlanSettings } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import { authorize } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  countCurrentMembers,
  findPlansOfOperator,
  findVenueIdsOfOperator,
  findVenuesOfPlans,
  lockPlan,
  type PlanSettingsRow,
  updatePlanSettings,
} from './plan-settings.repository';

/** A plan's fields as the audit and the Changes report say them. */
type PlanFacts = Partial<Record<'name' | 'description' | 'available_online', string>>;

/** A saved change of a plan, as the desk's audit records it: only the fields that changed. */
export interface PlanChange {
  staffUserId: number;
  /** The venues the plan is sold at: each one's Changes report lists it. */
  venueIds: number[];
  planId: number;
  /** The plan's name as it now is. */
  plan: string;
  before: PlanFacts;
  after: PlanFacts;
}

export interface PlanSettingsDeps {
  db: Database;
  clock: Clock;
  // The audit belongs to a module after this one (desk-audit), so the back-office context
  // plugs it in.
  /** Appends the change to the audit (once per venue), in the transaction that makes it. */
  recordPlanChange: (tx: Database, change: PlanChange, now: Date) => Promise<void>;
}

async function wirePlans(
  deps: PlanSettingsDeps,
  plans: PlanSettingsRow[],
): Promise<PlanSettings[]> {
  const ids = plans.map((plan) => plan.id);
  const venuesOf = await findVenuesOfPlans(deps.db, ids);
  const members = await countCurrentMembers(deps.db, ids, calendarDateIn(deps.clock.now()));
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    monthly_price_pence: plan.monthlyPricePence,
    joining_fee_pence: plan.joiningFeePence,
    venues: (venuesOf.get(plan.id) ?? []).map((venue) => venue.name),
    available_online: plan.availableOnline,
    current_members: members.get(plan.id) ?? 0,
  }));
}

/** `GET /api/admin/membership-plans`: the plans of the manager's operator. */
export async function readPlanSettings(
  deps: PlanSettingsDeps,
  caller: Caller,
): Promise<PlanSettings[]> {
  const { staffOperatorId: operatorId } = authorize(caller, 'plans.change');
  if (operatorId === undefined) return [];
  return wirePlans(deps, await findPlansOfOperator(deps.db, operatorId));
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * `PATCH /api/admin/membership-plans/:planId`: name, description or online joining, with one
 * audit entry per venue the plan is sold at (only what changed), in one transaction with the
 * plan locked. Prices are not changed here: members' collections read the plan's price.
 */
export async function changePlan(
  deps: PlanSettingsDeps,
  caller: Caller,
  planId: number,
  body: ChangePlanBody,
): Promise<PlanSettings> {
  const { userId: staffUserId, staffOperatorId: operatorId } = authorize(caller, 'plans.change');
  if (operatorId === undefined) throw new DomainError('NOT_FOUND', PLAN_NOT_FOUND);

  const saved = await deps.db.transaction(async (tx) => {
    const stored = await lockPlan(tx, planId);
    if (!stored || stored.operatorId !== operatorId) {
      throw new DomainError('NOT_FOUND', PLAN_NOT_FOUND);
    }
    const name = body.name ?? stored.name;
    const description = body.description ?? stored.description;
    const availableOnline = body.available_online ?? stored.availableOnline;
    const before: PlanFacts = {};
    const after: PlanFacts = {};
    if (name !== stored.name) {
      before.name = stored.name;
      after.name = name;
    }
    if (description !== stored.description) {
      before.description = stored.description;
      after.description = description;
    }
    if (availableOnline !== stored.availableOnline) {
      before.available_online = yesNo(stored.availableOnline);
      after.available_online = yesNo(availableOnline);
    }
    if (Object.keys(after).length === 0) return stored;
    const updated = await updatePlanSettings(tx, planId, { name, description, availableOnline });
    if (!updated) throw new DomainError('NOT_FOUND', PLAN_NOT_FOUND);
    const listed = (await findVenuesOfPlans(tx, [planId])).get(planId) ?? [];
    const venueIds =
      listed.length > 0
        ? listed.map((venue) => venue.id)
        : await findVenueIdsOfOperator(tx, operatorId);
    await deps.recordPlanChange(
      tx,
      { staffUserId, venueIds, planId, plan: name, before, after },
      deps.clock.now(),
    );
    return updated;
  });
  const [wire] = await wirePlans(deps, [saved]);
  if (!wire) throw new DomainError('NOT_FOUND', PLAN_NOT_FOUND);
  return wire;
}
