import type { PreviousAttendee as WirePreviousAttendee } from '@lido/contract';
import { buildPath, getPreviousAttendees } from '@lido/contract';
import { lidoApi } from '../lib/lido-api';
import type { Camelized } from '../lib/case-keys';

export type PreviousAttendee = Camelized<WirePreviousAttendee>;

export interface PreviousAttendeesArgs {
  /** Any restriction of the activity (`restriction_ids`; a place's `waiver.restrictionId`). */
  restrictionId: number;
  /** The basket's owner when acting for someone (the basket's `selectedUserId`). */
  selectedUserId: number | null;
  /** YYYY-MM-DD, the session's: who may go is decided on the day (ages are). */
  date: string;
}

/**
 * `GET /api/activities/restrictions/{restrictionId}/question-waivers/previous-attendees`: who the
 * customer can name as a place's attendee (themself and their family), each with whether they
 * may go on the session's date, why not, and whether they have signed the waiver. The timetable's
 * "Who is going?" and the attendees page both ask it.
 */
export const getPreviousAttendeesApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getPreviousAttendees: build.query<PreviousAttendee[], PreviousAttendeesArgs>({
      query: ({ restrictionId, selectedUserId, date }) => ({
        url: buildPath(getPreviousAttendees.path, { restrictionId }),
        params: { selectedUserId: selectedUserId ?? undefined, date },
      }),
    }),
  }),
});

export const { useGetPreviousAttendeesQuery } = getPreviousAttendeesApi;
