import type { RouteResponse } from '@lido/contract';
import { getReleaseQueueConsole, saveReleaseQueueSettings } from '@lido/contract';
import type { Camelized } from '../../../shared/lib/case-keys';
import { lidoApi } from '../../../shared/lib/lido-api';

export type WaitingRoom = Camelized<RouteResponse<typeof getReleaseQueueConsole>['data']>;
export type WaitingRoomSettings = WaitingRoom['settings'];

/**
 * `GET /api/admin/release-queue`: the operator's waiting room settings and its lines of the last
 * day; `PUT` changes the settings, answering both, which replace the cached ones.
 */
export const waitingRoomApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getWaitingRoom: build.query<WaitingRoom, void>({
      query: () => ({ url: getReleaseQueueConsole.path }),
    }),
    saveWaitingRoom: build.mutation<WaitingRoom, WaitingRoomSettings>({
      query: (settings) => ({
        url: saveReleaseQueueSettings.path,
        method: 'PUT',
        body: settings,
      }),
      async onQueryStarted(_settings, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) {
          void dispatch(
            waitingRoomApi.util.upsertQueryData('getWaitingRoom', undefined, saved.data),
          );
        }
      },
    }),
  }),
});

export const { useGetWaitingRoomQuery, useSaveWaitingRoomMutation } = waitingRoomApi;
