import type { RouteResponse } from '@lido/contract';
import { buildPath, moveSession } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type SessionMove = Camelized<RouteResponse<typeof moveSession>['data']>;

export interface MoveSessionArgs {
  occurrenceId: number;
  /** The new venue-local start: `YYYY-MM-DD` and `HH:MM`. Its length stays. */
  date: string;
  time: string;
  /** One key per move meant, so a retried request moves it (and emails its customers) once. */
  idempotencyKey: string;
  /** Told that another session is in its location then (`LOCATION_CLASH`), the manager goes ahead. */
  allowLocationClash?: boolean;
}

/**
 * `POST /api/admin/occurrences/{id}/move`: a manager moves a session; its booked customers are
 * emailed. The week (and the public timetables) are asked again. Onto a time when another session
 * is in its location the API answers 409 `LOCATION_CLASH`, naming it, until the manager goes ahead.
 */
export const moveSessionApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    moveSession: build.mutation<SessionMove, MoveSessionArgs>({
      query: ({ occurrenceId, date, time, idempotencyKey, allowLocationClash }) => ({
        url: buildPath(moveSession.path, { occurrenceId: String(occurrenceId) }),
        method: 'POST',
        body: allowLocationClash ? { date, time, allowLocationClash } : { date, time },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Availability'],
    }),
  }),
});

export const { useMoveSessionMutation } = moveSessionApi;
