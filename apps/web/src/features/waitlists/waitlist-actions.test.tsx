import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistEntry } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../app/store';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireCategory, wireClass, wireDates } from '../../test/browse-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireWaitlistEntry } from '../../test/waitlist-fixtures';
import { wireAlex } from '../../test/wire-users';

const venueApi = '/api/activities/venue/swiss-cottage';
const page = '/location/swiss-cottage/reformer-pilates/2026-10-21/by-time';
const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};
const full = {
  status: 'JOIN_WAITLIST' as const,
  reason: 'The session being booked is already full',
};

/** The timetable with one full class, and the waitlist calls, answered as the API would. */
function waitlistApi({
  refuseWith,
  signIn = false,
}: { refuseWith?: string; signIn?: boolean } = {}) {
  let entry: WaitlistEntry | null = null;
  let signedIn = false;
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubFetch(({ url, method, body }: StubRequest) => {
    switch (url.pathname) {
      case '/api/auth/customer/login':
        if (!signIn) return undefined;
        signedIn = true;
        return jsonResponse({ status: 'success', token: 'token', user: wireAlex });
      case '/api/auth/user':
        return signedIn ? jsonResponse({ data: wireAlex }) : undefined;
      case `${venueApi}/categories/reformer-pilates`:
        return jsonResponse({ data: wireCategory({ slug: 'reformer-pilates' }) });
      case `${venueApi}/activity-category/reformer-pilates/dates`:
        return jsonResponse({ data: wireDates(['2026-10-20', '2026-10-21']) });
      case `${venueApi}/activity/reformer-pilates/v2/timetable`:
      case `${venueApi}/activity/reformer-pilates/timetable`:
        return jsonResponse({
          data: [
            wireClass({
              id: 'reformer-noon',
              name: 'Reformer Pilates',
              start: '12:00',
              end: '12:50',
              spaces: 0,
              action_to_show: entry ? { status: 'LEAVE_WAITLIST', reason: null } : full,
              waitlist_id: entry?.id ?? null,
            }),
          ],
        });
      case '/api/my-account/waitlists':
        return jsonResponse({ data: entry ? [entry] : [] });
      case '/api/v1/activities/occurrences/reformer-noon/waitlist/members': {
        calls.push({ method, path: url.pathname, body });
        if (refuseWith) return jsonResponse({ message: refuseWith, code: 'ALREADY_BOOKED' }, 409);
        entry = wireWaitlistEntry();
        return jsonResponse({ data: entry }, 201);
      }
      case '/api/activities/waitlist/remove/41':
        calls.push({ method, path: url.pathname, body: null });
        entry = null;
        return jsonResponse({ data: wireWaitlistEntry({ status: 'left', position: null }) });
      default:
        return undefined;
    }
  });
  return calls;
}

const row = async () => (await screen.findAllByTestId('class'))[0] as HTMLElement;

describe('the waitlist of a full class', () => {
  it('joins with the signed-in customer, says so for 10 seconds, shows the place in line, and leaves', async () => {
    const calls = waitlistApi();
    const user = userEvent.setup();
    const app = renderApp(page, signedInAsAlex);
    await user.click(
      within(await row()).getByRole('button', {
        name: 'Join waitlist for Reformer Pilates at 12:00',
      }),
    );
    expect(await screen.findByText('Successfully joined the waitlist.')).toBeVisible();
    expect(app.store.getState().toasts.items.map((toast) => toast.closeAfter)).toEqual([10000]);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/activities/occurrences/reformer-noon/waitlist/members',
      body: { data: { user_id: 1001 } },
    });
    await waitFor(async () =>
      expect(within(await row()).getByTestId('waitlist-position')).toHaveTextContent('2nd in line'),
    );
    await user.click(
      within(await row()).getByRole('button', {
        name: 'Leave waitlist for Reformer Pilates at 12:00',
      }),
    );
    expect(await screen.findByText('Successfully removed from the waitlist.')).toBeVisible();
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      path: '/api/activities/waitlist/remove/41',
    });
    expect(
      await within(await row()).findByRole('button', {
        name: 'Join waitlist for Reformer Pilates at 12:00',
      }),
    ).toBeEnabled();
  });

  it('joins for the customer the front desk serves, not the member of staff', async () => {
    const calls = waitlistApi();
    const user = userEvent.setup();
    const staff = camelizeKeys({ ...wireAlex, id: 801, type: 'staff' as const, is_staff: true });
    renderApp(page, {
      auth: { loggedIn: true, user: staff, isLoginPending: false, error: null },
      desk: {
        served: {
          id: 1017,
          firstName: 'Morgan',
          lastName: 'Booker',
          reference: 'LID1001017',
          isMember: false,
          isWalkIn: false,
        },
      },
    });
    await user.click(
      within(await row()).getByRole('button', {
        name: 'Join waitlist for Reformer Pilates at 12:00',
      }),
    );
    expect(await screen.findByText('Successfully joined the waitlist.')).toBeVisible();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/activities/occurrences/reformer-noon/waitlist/members',
      body: { data: { user_id: 1017 } },
    });
  });

  it('joins for a party: the places chosen travel with the join, and the form stays live-compatible for one', async () => {
    const calls = waitlistApi();
    const user = userEvent.setup();
    renderApp(page, signedInAsAlex);
    const places = within(await row()).getByRole('combobox', {
      name: 'Places for Reformer Pilates at 12:00',
    });
    expect(places).toHaveValue('1');
    await user.selectOptions(places, '3');
    await user.click(
      within(await row()).getByRole('button', {
        name: 'Join waitlist for Reformer Pilates at 12:00',
      }),
    );
    expect(await screen.findByText('Successfully joined the waitlist.')).toBeVisible();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/activities/occurrences/reformer-noon/waitlist/members',
      body: { data: { user_id: 1001, party_size: 3 } },
    });
  });

  it("shows the server's reason when joining fails", async () => {
    waitlistApi({ refuseWith: 'You have already booked this session.' });
    const user = userEvent.setup();
    renderApp(page, signedInAsAlex);
    await user.click(
      within(await row()).getByRole('button', {
        name: 'Join waitlist for Reformer Pilates at 12:00',
      }),
    );
    expect(await screen.findByText('You have already booked this session.')).toBeVisible();
  });

  it('asks a visitor who is not signed in to sign in first, then joins', async () => {
    const calls = waitlistApi({ signIn: true });
    const user = userEvent.setup();
    renderApp(page);
    await user.click(
      within(await row()).getByRole('button', {
        name: 'Join waitlist for Reformer Pilates at 12:00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(calls).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('Email address or customer ID'),
      'alex.morgan@example.com',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'LidoDemo2026!');
    await user.click(within(dialog).getByTestId('log-in'));
    expect(await screen.findByText('Successfully joined the waitlist.')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('joins nothing when the visitor closes the sign-in dialog, even if they sign in later', async () => {
    const calls = waitlistApi({ signIn: true });
    const user = userEvent.setup();
    renderApp(page);
    await user.click(
      within(await row()).getByRole('button', {
        name: 'Join waitlist for Reformer Pilates at 12:00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();

    // Signing in from the header afterwards is just signing in.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const again = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(
      within(again).getByLabelText('Email address or customer ID'),
      'alex.morgan@example.com',
    );
    await user.type(within(again).getByLabelText('Password'), 'LidoDemo2026!');
    await user.click(within(again).getByTestId('log-in'));
    // Signed in: the header offers My account. A pending join would be sent as this renders.
    expect(await screen.findByRole('link', { name: 'My account' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Successfully joined the waitlist.')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
