import { changePlanSettings, getPlanSettings } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { changePlan, type PlanSettingsDeps, readPlanSettings } from './plan-settings.service';

/** The console's Membership plans page: the operator's plans, and changing one. */
export function registerPlanSettingsRoutes(app: FastifyInstance, deps: PlanSettingsDeps): void {
  registerRoute(app, getPlanSettings, async ({ caller }) => ({
    data: await readPlanSettings(deps, caller),
  }));
  registerRoute(app, changePlanSettings, async ({ caller, params, body }) => ({
    data: await changePlan(deps, caller, params.planId, body),
  }));
}
