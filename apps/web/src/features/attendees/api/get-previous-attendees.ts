import type { PreviousAttendee as WirePreviousAttendee } from '@lido/contract';
import { buildPath, getPreviousAttendees } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type PreviousAttendee = Camelized<WirePreviousAttendee>;

export interface PreviousAttendeesArgs {
  /** The restriction asking for the waiver (`item.waiver.restrictionId`). */
  restrictionId: number;
  /** The basket's owner when acting for someone (the basket's `selectedUserId`). */
  selectedUserId: number | null;
}

/**
 * `GET /api/activities/restrictions/{restrictionId}/question-waivers/previous-attendees`: who the
 * customer can name as a place's attendee (themself, their family, people they booked for
 * before), each with whether they may go and have signed the waiver.
 */
export const getPreviousAttendeesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getPreviousAttendees: build.query<PreviousAttendee[], PreviousAttendeesArgs>({
      query: ({ restrictionId, selectedUserId }) => ({
        url: buildPath(getPreviousAttendees.path, { restrictionId }),
        params: { selectedUserId: selectedUserId ?? undefined },
      }),
    }),
  }),
});

export const { useGetPreviousAttendeesQuery } = getPreviousAttendeesApi;
