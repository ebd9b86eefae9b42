import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { getActivityApi } from '../shared/api/get-activity';
import { activityNotFoundCopy } from '../features/activities/use-missing-activity-redirect';
import { needsAttendeesPage } from '../shared/lib/attendees-needed';
import { isSignedIn } from '../shared/state/is-signed-in';
import { getCartApi } from '../shared/api/get-cart';
import { addToast, toastCloseAfter } from '../shared/state/toasts.slice';
import { selectVenue } from '../shared/state/venues.slice';
import { paths } from '../shared/lib/paths';
import { readCartUuid } from '../shared/lib/cart-uuid-storage';
import { isApiError } from '../shared/lib/request-state';
import { safeRedirectPath } from '../shared/lib/safe-redirect';
import type { AppStore } from './store';

export const selectVenueFirstCopy = 'Please select a venue before booking an activity';

/** `/basket/` → `/basket`, keeping the query and hash, so every page has one address. */
export function removeTrailingSlash({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return redirect(`${url.pathname.replace(/\/+$/, '') || '/'}${url.search}${url.hash}`);
  }
  return null;
}

/** The root loader must see every navigation, not only those that change its own params. */
export function shouldCheckTrailingSlash({
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return nextUrl.pathname.endsWith('/') || defaultShouldRevalidate;
}

function requiredParam(value: string | undefined): string {
  // The router only calls these loaders when the pattern matched, so the param is present.
  if (value === undefined) throw new Error('Route parameter missing');
  return value;
}

export function createRouteLoaders(store: AppStore) {
  const isLoggedIn = () => isSignedIn(store);

  async function requireLoggedIn({ request }: LoaderFunctionArgs) {
    if (await isLoggedIn()) return null;
    const url = new URL(request.url);
    return redirect(paths.login.build(`${url.pathname}${url.search}`));
  }

  /** Opening a venue's pages makes it the selected venue for "Book an activity". */
  function rememberVenue({ params }: LoaderFunctionArgs) {
    const slug = requiredParam(params.venueSlug);
    if (store.getState().venues.selectedSlug !== slug) store.dispatch(selectVenue(slug));
    return null;
  }

  /**
   * Whether the venue has no such activity. Only the API's definite "not found" says so: if the
   * lookup itself fails, the activity's page is better placed to explain what went wrong.
   */
  async function isMissingActivity(venueSlug: string, activitySlug: string): Promise<boolean> {
    const lookup = await store.dispatch(
      getActivityApi.endpoints.getActivity.initiate(
        { venueSlug, activitySlug },
        { subscribe: false },
      ),
    );
    return isApiError(lookup.error) && lookup.error.statusCode === 404;
  }

  function redirectTarget(request: Request, fallback: string): string {
    const url = new URL(request.url);
    const requested = url.searchParams.get('redirect') ?? store.getState().session.redirect;
    return safeRedirectPath(requested, fallback);
  }

  return {
    /** A kiosk opens on its centre's venue page, not the venue picker (its home is its venue). */
    kioskHome: () => {
      const { isKiosk, currentCentre } = store.getState().session;
      return isKiosk && currentCentre ? redirect(paths.venue.build(currentCentre)) : null;
    },

    redirectToSelectedVenue: () => {
      const slug = store.getState().venues.selectedSlug;
      if (slug) return redirect(paths.venue.build(slug));
      store.dispatch(
        addToast({
          content: selectVenueFirstCopy,
          type: 'warning',
          closeAfter: toastCloseAfter.short,
        }),
      );
      return redirect(paths.home.build());
    },

    rememberVenue,
    isMissingActivity,

    forwardToVenue: ({ params, request }: LoaderFunctionArgs) => {
      const { search } = new URL(request.url);
      return redirect(`${paths.venue.build(requiredParam(params.venueSlug))}${search}`);
    },

    forwardToActivity: async ({ params, request }: LoaderFunctionArgs) => {
      const venueSlug = requiredParam(params.venueSlug);
      const activitySlug = requiredParam(params.activitySlug);
      const { search } = new URL(request.url);
      const target = params.dateSlug
        ? paths.timetable.build(venueSlug, activitySlug, params.dateSlug, params.type)
        : paths.activity.build(venueSlug, activitySlug);

      if (await isMissingActivity(venueSlug, activitySlug)) {
        store.dispatch(
          addToast({
            content: activityNotFoundCopy,
            type: 'danger',
            closeAfter: toastCloseAfter.short,
          }),
        );
        return redirect(paths.home.build());
      }
      return redirect(`${target}${search}`);
    },

    requireLoggedIn,

    /** A confirmation opens for its owner, or for a visitor holding the order's own key. */
    requireOrderReader: (args: LoaderFunctionArgs) =>
      new URL(args.request.url).searchParams.get('order_token') ? null : requireLoggedIn(args),

    /** The desk's own pages: signed out, staff sign in at the desk's log-in page first. */
    requireDeskSignIn: async ({ request }: LoaderFunctionArgs) => {
      if (await isLoggedIn()) return null;
      const url = new URL(request.url);
      return redirect(paths.deskLogin.build(`${url.pathname}${url.search}`));
    },

    /**
     * The checkout, once every place's attendee has agreed to its waiver and answered its required
     * questions; until then the attendees page. The basket is asked afresh: an add since it was
     * last loaded may have brought a waiver or questions with it.
     */
    requireAttendeesReady: async (args: LoaderFunctionArgs) => {
      const hasAccount = await isLoggedIn();
      // A signed-out visitor checks out their anonymous basket as a guest (issue 43).
      if (!hasAccount && readCartUuid() === null) return requireLoggedIn(args);
      const { auth, basket } = store.getState();
      const customerId = auth.user?.id ?? null;
      if (hasAccount && customerId === null) return null;
      const cart = await store.dispatch(
        getCartApi.endpoints.getCart.initiate(
          { customerId, selectedUserId: basket.selectedUserId },
          { subscribe: false, forceRefetch: true },
        ),
      );
      if (!needsAttendeesPage(cart.data ?? basket)) return null;
      // Waivers and questions are answered for a person of an account: a visitor logs in first.
      return hasAccount ? redirect(paths.attendees.build()) : requireLoggedIn(args);
    },

    /** Sign-up and log-in pages send a signed-in visitor where they were going. */
    redirectLoggedIn: async ({ request }: LoaderFunctionArgs) => {
      if (!(await isLoggedIn())) return null;
      const isLoginPage = new URL(request.url).pathname === paths.login.pattern;
      return redirect(
        redirectTarget(request, isLoginPage ? paths.myAccount.build() : paths.home.build()),
      );
    },
  };
}
