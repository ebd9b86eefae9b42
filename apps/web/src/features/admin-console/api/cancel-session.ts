import type { RouteResponse } from '@lido/contract';
import { buildPath, cancelSession } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type SessionCancellation = Camelized<RouteResponse<typeof cancelSession>['data']>;

export interface CancelSessionArgs {
  occurrenceId: number;
  reason: string;
  /** One key per cancellation meant, so a retried request cancels (and refunds) once. */
  idempotencyKey: string;
}

/**
 * `POST /api/admin/occurrences/{id}/cancel`: a manager calls a session off; its bookings are
 * refunded in full and their customers emailed. The timetables (and the console's sessions,
 * which no longer list it) are asked again.
 */
export const cancelSessionApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    cancelSession: build.mutation<SessionCancellation, CancelSessionArgs>({
      query: ({ occurrenceId, reason, idempotencyKey }) => ({
        url: buildPath(cancelSession.path, { occurrenceId: String(occurrenceId) }),
        method: 'POST',
        body: { reason },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Availability'],
    }),
  }),
});

export const { useCancelSessionMutation } = cancelSessionApi;
