import type { LoaderFunctionArgs } from 'react-router';
import type { LidoStore } from '../../shared/lib/store-hooks';
import { isSignedIn } from '../../shared/state/is-signed-in';
import { getOnlineJoiningVenuesApi } from '../../shared/api/get-online-joining-venues';
import { getVenueMembershipPlansApi } from '../../shared/api/get-venue-membership-plans';
import { getJoiningMembershipApi } from './api/get-joining-membership';
import { idFromAddress } from '../../shared/lib/id-from-address';

/**
 * `/join/:planId`'s loader: waits to know whether someone is signed in (the page asks a visitor
 * to log in first) and loads what the page starts with — the plan at its venue, or the
 * membership being joined — so the breadcrumb can name the plan. A failure is left to the page.
 */
export function createJoiningLoader(store: LidoStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    const query = new URL(request.url).searchParams;
    const membershipId = idFromAddress(query.get('membership'));
    if ((await isSignedIn(store)) && membershipId !== null) {
      await store.dispatch(
        getJoiningMembershipApi.endpoints.getJoiningMembership.initiate(membershipId, {
          subscribe: false,
        }),
      );
      return null;
    }
    const venueId = idFromAddress(query.get('venue'));
    const venues = await store.dispatch(
      getOnlineJoiningVenuesApi.endpoints.getOnlineJoiningVenues.initiate(undefined, {
        subscribe: false,
      }),
    );
    const venue = venues.data?.find((each) => each.id === venueId);
    if (venue) {
      await store.dispatch(
        getVenueMembershipPlansApi.endpoints.getVenueMembershipPlans.initiate(venue.slug, {
          subscribe: false,
        }),
      );
    }
    return null;
  };
}
