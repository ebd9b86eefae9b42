import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { getActivityApi } from '../../shared/api/get-activity';
import { notAtVenueCopy } from '../../features/venues/not-at-venue';
import { paths } from '../../shared/lib/paths';
import { slugLabel } from '../../shared/lib/slug-label';
import { addToast, toastCloseAfter } from '../../shared/state/toasts.slice';
import type { createRouteLoaders } from '../route-loaders';
import type { AppStore } from '../store';

// The venue page's loader comes with the page's code (router.tsx), not in the first download.

/** The activity's name as the customer last saw it (at the venue they left), else its slug's. */
function activityNameOf(store: AppStore, activitySlug: string): string {
  const state = store.getState();
  const seen = getActivityApi.util
    .selectCachedArgsForQuery(state, 'getActivity')
    .filter((args) => args.activitySlug === activitySlug)
    .map((args) => getActivityApi.endpoints.getActivity.select(args)(state).data?.name)
    .find((name) => name !== undefined);
  return seen ?? slugLabel(activitySlug);
}

/**
 * The venue's page, remembered as the selected venue. Asked by the venue bar's "Change venue" for
 * an activity (`?activity=`, paths.changeVenue), the activity's page instead where this venue has
 * it; where it has not, the venue's page, saying so.
 */
export function createOpenVenueLoader(
  store: AppStore,
  loaders: Pick<ReturnType<typeof createRouteLoaders>, 'rememberVenue' | 'isMissingActivity'>,
) {
  return async (args: LoaderFunctionArgs) => {
    loaders.rememberVenue(args);
    const url = new URL(args.request.url);
    const { activityParam } = paths.changeVenue;
    const activitySlug = url.searchParams.get(activityParam);
    if (activitySlug === null) return null;
    url.searchParams.delete(activityParam);
    const venueSlug = args.params.venueSlug ?? '';
    const venuePage = `${paths.venue.build(venueSlug)}${url.search}`;
    if (!activitySlug) return redirect(venuePage);
    if (!(await loaders.isMissingActivity(venueSlug, activitySlug))) {
      return redirect(`${paths.activity.build(venueSlug, activitySlug)}${url.search}`);
    }
    const venueName = store.getState().venues.itemsBySlug[venueSlug]?.name ?? slugLabel(venueSlug);
    store.dispatch(
      addToast({
        content: notAtVenueCopy(activityNameOf(store, activitySlug), venueName),
        type: 'info',
        closeAfter: toastCloseAfter.medium,
      }),
    );
    return redirect(venuePage);
  };
}
