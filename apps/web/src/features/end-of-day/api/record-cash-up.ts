import type { RouteBody } from '@lido/contract';
import { recordCashUp } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { CashUp } from './get-desk-takings';
import { getDeskTakingsApi } from './get-desk-takings';

export type CashUpBody = Camelized<RouteBody<typeof recordCashUp>>;

export interface RecordCashUpArgs {
  /** `countedCash` in pence. */
  body: CashUpBody;
  /** One key per count meant, so a double submit or a retried request records it once. */
  idempotencyKey: string;
}

/**
 * `POST /api/foh/cash-ups`: records the count of the desk's cash for a day against what the day's
 * payments say is there; answers the count with its difference. The day's takings, if loaded,
 * list it at once (a recount is listed beside the earlier counts; the last stands).
 */
export const recordCashUpApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    recordCashUp: build.mutation<CashUp, RecordCashUpArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: recordCashUp.path,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      async onQueryStarted({ body }, { dispatch, queryFulfilled }) {
        try {
          const { data: cashUp } = await queryFulfilled;
          dispatch(
            getDeskTakingsApi.util.updateQueryData(
              'getDeskTakings',
              { date: body.date },
              (takings) => {
                if (!takings.cashUps.some((listed) => listed.id === cashUp.id)) {
                  takings.cashUps.push(cashUp);
                }
              },
            ),
          );
        } catch {
          // The form shows the failure from the mutation's own result.
        }
      },
    }),
  }),
});

export const { useRecordCashUpMutation } = recordCashUpApi;
