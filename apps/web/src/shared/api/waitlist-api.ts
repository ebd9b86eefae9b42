import type { RouteResponse } from '@lido/contract';
import {
  addToWaitlist,
  buildPath,
  getMyWaitlists,
  joinOccurrenceWaitlist,
  removeFromWaitlist,
} from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';
import type { AccountQueryArgs } from './account-query-args';
import { accountParams } from './account-query-args';

export type WaitlistEntry = Camelized<RouteResponse<typeof getMyWaitlists>['data'][number]>;

export interface JoinWaitlistArgs {
  /** The session: a v1 (numeric) or v2 (opaque) id. */
  id: string | number;
  /** Its basket type (`cart_type`), sent with a numeric id. */
  type: string;
  /** Who joins: the signed-in customer, or the customer the desk serves (SPEC.md section 4). */
  userId: number;
  /** Sent with a numeric id when acting for someone else (staff at the desk). */
  selectedUserId?: number;
  /** Places wanted together, 1 to 4; sent only when more than one (live clients send none). */
  partySize?: number;
}

const isNumericId = (id: string | number) => typeof id === 'number' || /^\d+$/.test(id);

/** SPEC.md section 7's waitlist calls, in the form each id takes, and My account's list. */
export const waitlistApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getMyWaitlists: build.query<WaitlistEntry[], AccountQueryArgs>({
      query: (args) => ({ url: getMyWaitlists.path, params: accountParams(args) }),
      providesTags: ['Waitlists'],
    }),
    joinWaitlist: build.mutation<WaitlistEntry, JoinWaitlistArgs>({
      query: ({ id, type, userId, selectedUserId, partySize = 1 }) => {
        const party = partySize > 1 ? { partySize } : {};
        const acting = selectedUserId === undefined ? {} : { selectedUserId };
        return isNumericId(id)
          ? {
              url: addToWaitlist.path,
              method: 'POST',
              body: { item: { id: Number(id), type }, ...acting, ...party },
            }
          : {
              url: buildPath(joinOccurrenceWaitlist.path, { occurrenceId: id }),
              method: 'POST',
              body: { data: { userId, ...party } },
            };
      },
      invalidatesTags: ['Availability', 'Waitlists'],
    }),
    leaveWaitlist: build.mutation<WaitlistEntry, { waitlistId: number }>({
      query: ({ waitlistId }) => ({
        url: buildPath(removeFromWaitlist.path, { waitlistId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Availability', 'Waitlists'],
    }),
  }),
});

export const { useGetMyWaitlistsQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } =
  waitlistApi;
