import {
  freezeMembership as freezeMembershipRoute,
  getMembershipFreeze,
  cancelMembership as cancelMembershipRoute,
  getMembershipCancellation,
  getMyGuestPasses,
  getMyMemberships,
  changeMembershipPlan,
  getMembershipPlanChange,
  withdrawMembershipPlanChange,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { resolveActingCustomer } from '../../people/accounts';
import { cancelMembership, previewCancellation } from './membership-cancellation.service';
import { registerMembershipDocumentsRoutes } from './membership-documents.routes';
import { freezeMembership, previewFreeze } from './membership-freeze.service';
import {
  changePlan,
  type PlanChangeDeps,
  previewPlanChange,
  withdrawPlanChange,
} from './membership-plan-change.service';
import { listMyGuestPasses, listMyMemberships } from './memberships.service';

export function registerMembershipsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, getMyMemberships, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(db, caller, query.selected_user_id);
    return { data: await listMyMemberships(db, acting.customerId, calendarDateIn(clock.now())) };
  });

  registerMembershipDocumentsRoutes(app, { db, clock });

  registerRoute(app, getMyGuestPasses, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(db, caller, query.selected_user_id);
    return { data: await listMyGuestPasses(db, acting.customerId, clock.now()) };
  });

  registerRoute(app, getMembershipCancellation, async ({ caller, params, query }) => ({
    data: await previewCancellation({ db, clock }, caller, params.id, query.selected_user_id),
  }));

  registerRoute(app, cancelMembershipRoute, async ({ caller, params, query }) => ({
    data: await cancelMembership({ db, clock }, caller, params.id, query.selected_user_id),
  }));

  registerRoute(app, getMembershipFreeze, async ({ caller, params, query }) => ({
    data: await previewFreeze(
      { db, clock },
      caller,
      params.id,
      query.months,
      query.selected_user_id,
    ),
  }));

  registerRoute(app, freezeMembershipRoute, async ({ caller, params, query, body }) => ({
    data: await freezeMembership(
      { db, clock },
      caller,
      params.id,
      body.months,
      query.selected_user_id,
    ),
  }));
}

/**
 * Changing plan, beside freezing: registered where the Direct Debit provider is known
 * (flows/plan-change), since a change tells it the new monthly amount.
 */
export function registerMembershipPlanChangeRoutes(app: FastifyInstance, deps: PlanChangeDeps) {
  registerRoute(app, getMembershipPlanChange, async ({ caller, params, query }) => ({
    data: await previewPlanChange(deps, caller, params.id, query.selected_user_id),
  }));

  registerRoute(app, changeMembershipPlan, async ({ caller, params, query, body }) => ({
    data: await changePlan(deps, caller, params.id, body.plan_id, query.selected_user_id),
  }));

  registerRoute(app, withdrawMembershipPlanChange, async ({ caller, params, query }) => ({
    data: await withdrawPlanChange(deps, caller, params.id, query.selected_user_id),
  }));
}
