import type { RouteResponse } from '@lido/contract';
import { buildPath, setSessionCapacity } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type SessionCapacity = Camelized<RouteResponse<typeof setSessionCapacity>['data']>;

export interface SetSessionCapacityArgs {
  occurrenceId: number;
  capacity: number;
  /** One key per change meant, so a retried request changes it once. */
  idempotencyKey: string;
}

/**
 * `PUT /api/staff/occurrences/{id}/capacity`: a session's places; places a raise frees are
 * offered to its waitlist first. The timetables (and the console's sessions) are asked again.
 */
export const setSessionCapacityApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    setSessionCapacity: build.mutation<SessionCapacity, SetSessionCapacityArgs>({
      query: ({ occurrenceId, capacity, idempotencyKey }) => ({
        url: buildPath(setSessionCapacity.path, { occurrenceId: String(occurrenceId) }),
        method: 'PUT',
        body: { capacity },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Availability'],
    }),
  }),
});

export const { useSetSessionCapacityMutation } = setSessionCapacityApi;
