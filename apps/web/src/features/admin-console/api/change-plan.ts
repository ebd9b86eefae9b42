import type { RouteBody } from '@lido/contract';
import { buildPath, changePlanSettings } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { getPlanSettingsApi, type PlanSettings } from './get-plan-settings';

export type PlanChanges = Camelized<RouteBody<typeof changePlanSettings>>;

export interface ChangePlanArgs {
  planId: number;
  changes: PlanChanges;
  /** One key per change meant, so a retried request changes it once. */
  idempotencyKey: string;
}

/**
 * `PATCH /api/admin/membership-plans/{id}`: a plan's name, description and online joining. The
 * list shows the plan as the API answers it.
 */
export const changePlanApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    changePlan: build.mutation<PlanSettings, ChangePlanArgs>({
      query: ({ planId, changes, idempotencyKey }) => ({
        url: buildPath(changePlanSettings.path, { planId: String(planId) }),
        method: 'PATCH',
        body: changes,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          getPlanSettingsApi.util.updateQueryData('getPlanSettings', undefined, (plans) =>
            plans.map((each) => (each.id === data.id ? data : each)),
          ),
        );
      },
    }),
  }),
});

export const { useChangePlanMutation } = changePlanApi;
