import type { RouteBody } from '@lido/contract';
import { buildPath, removeActivityImage, uploadActivityImage } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import { type ActivityImageEntry, getActivityImagesApi } from './get-activity-images';

export type ActivityImageUpload = Camelized<RouteBody<typeof uploadActivityImage>>;

interface ImageChangeArgs {
  /** The venue whose list shows the activity: it is updated with the answer. */
  venueSlug: string;
  activityId: string;
}

/** The venue's list, showing the activity as the API answered it. */
const showInList = (venueSlug: string, entry: ActivityImageEntry) =>
  getActivityImagesApi.util.updateQueryData('getActivityImages', venueSlug, (list) => {
    list.activities = list.activities.map((each) => (each.id === entry.id ? entry : each));
  });

/**
 * An activity's image: uploaded (`PUT /api/admin/activities/{id}/image`, the file as base64),
 * replacing any it had, or removed (`DELETE`), when customers' pages show its icon again.
 */
export const changeActivityImageApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    uploadActivityImage: build.mutation<
      ActivityImageEntry,
      ImageChangeArgs & { body: ActivityImageUpload }
    >({
      query: ({ activityId, body }) => ({
        url: buildPath(uploadActivityImage.path, { activityId }),
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ venueSlug }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(showInList(venueSlug, data));
      },
    }),
    removeActivityImage: build.mutation<ActivityImageEntry, ImageChangeArgs>({
      query: ({ activityId }) => ({
        url: buildPath(removeActivityImage.path, { activityId }),
        method: 'DELETE',
      }),
      async onQueryStarted({ venueSlug }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(showInList(venueSlug, data));
      },
    }),
  }),
});

export const { useUploadActivityImageMutation, useRemoveActivityImageMutation } =
  changeActivityImageApi;
