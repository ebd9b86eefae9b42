import { ACCOUNT_CLOSED_MESSAGE } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';
import { closeAccountExplanation } from './close-account-section';

const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

const wireDetails = {
  id: 1001,
  reference: 'LID1001001',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex.morgan@example.com',
  date_of_birth: '1986-04-12',
  gender: 'female',
  phone: '07700 900123',
  address_line_1: '14 Belsize Road',
  address_line_2: null,
  town: 'London',
  postcode: 'NW6 4BT',
  home_venue_id: 90001,
  home_venue_slug: 'swiss-cottage-leisure-centre',
  can_sign_in: true,
};

const bookingsToCome =
  'There are bookings still to come on this account. Cancel them before closing the account.';

/** My details as the API answers them; `closure` answers the DELETE, which is recorded. */
function stubAccountApi(closure: (request: StubRequest) => Response | Promise<Response>) {
  const closures: { url: string; body: unknown }[] = [];
  const fetchMock = stubFetch((request) => {
    const { url, method, body } = request;
    if (url.pathname === '/api/my-account/details') {
      return jsonResponse({
        data: { ...wireDetails, id: Number(url.searchParams.get('selected_user_id') ?? 1001) },
      });
    }
    if (url.pathname === '/api/my-account' && method === 'DELETE') {
      closures.push({ url: `${url.pathname}${url.search}`, body });
      return closure(request);
    }
    if (url.pathname === '/api/activities/venues') return jsonResponse({ data: [] });
    return undefined;
  });
  return { fetchMock, closures };
}

const closed = () => jsonResponse({ status: 'success', message: ACCOUNT_CLOSED_MESSAGE });

const closeSection = () => screen.findByRole('region', { name: 'Close your account' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const section = await closeSection();
  await user.click(within(section).getByRole('button', { name: 'Close my account' }));
  return screen.getByRole('alertdialog', { name: 'Close your account?' });
}

describe('Closing an account', () => {
  it('ends My details with what closing erases and keeps', async () => {
    stubAccountApi(closed);
    renderApp('/my-account/details', signedInAsAlex);
    const section = await closeSection();
    expect(
      within(section).getByRole('heading', { name: 'Close your account', level: 3 }),
    ).toBeVisible();
    expect(section).toHaveTextContent(closeAccountExplanation);
    expect(closeAccountExplanation).toContain('This cannot be undone.');
    expect(within(section).getByRole('button', { name: 'Close my account' })).toBeVisible();
  });

  it('is not offered while viewing as a family member', async () => {
    const { fetchMock } = stubAccountApi(closed);
    renderApp('/my-account/details', { ...signedInAsAlex, account: { selectedUserId: 1002 } });
    await screen.findByTestId('my-details');
    expect(requestedUrls(fetchMock)).toContain('/api/my-account/details?selected_user_id=1002');
    expect(screen.queryByRole('region', { name: 'Close your account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close my account' })).toBeNull();
  });

  it('is not offered to staff acting for a customer', async () => {
    stubAccountApi(closed);
    renderApp('/my-account/details', {
      auth: {
        loggedIn: true,
        user: { ...camelizeKeys(wireAlex), isStaff: true, familyMembers: [] },
        isLoginPending: false,
        error: null,
      },
    });
    await screen.findByTestId('my-details');
    expect(screen.queryByRole('button', { name: 'Close my account' })).toBeNull();
  });

  it('opens on Keep my account, and Escape keeps the account', async () => {
    const user = userEvent.setup();
    const { closures } = stubAccountApi(closed);
    renderApp('/my-account/details', signedInAsAlex);
    const opener = within(await closeSection()).getByRole('button', { name: 'Close my account' });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('alertdialog', { name: 'Close your account?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(closures).toEqual([]);
  });

  it('asks for the password before sending anything', async () => {
    const user = userEvent.setup();
    const { closures } = stubAccountApi(closed);
    renderApp('/my-account/details', signedInAsAlex);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('The password field is required.'),
    );
    expect(closures).toEqual([]);
  });

  it('shows a wrong password under the field and stays open', async () => {
    const user = userEvent.setup();
    const { closures } = stubAccountApi(() =>
      jsonResponse(
        {
          message: 'The password is incorrect.',
          errors: { password: ['The password is incorrect.'] },
          status: 422,
        },
        422,
      ),
    );
    const { store } = renderApp('/my-account/details', signedInAsAlex);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'not my password{Enter}');

    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('The password is incorrect.');
    expect(password).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(closures).toEqual([{ url: '/api/my-account', body: { password: 'not my password' } }]);
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it("shows the API's reason when the account cannot be closed yet, and stays open", async () => {
    const user = userEvent.setup();
    stubAccountApi(() =>
      jsonResponse({ message: bookingsToCome, code: 'ACCOUNT_IN_USE', status: 409 }, 409),
    );
    const { store, location } = renderApp('/my-account/details', signedInAsAlex);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'Swim-lanes-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bookingsToCome);
    expect(screen.getByRole('alertdialog', { name: 'Close your account?' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Close my account' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Your password')).not.toHaveAttribute('aria-invalid');
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(location()).toBe('/my-account/details');
  });

  it('is busy while closing, then signs out, says so and goes home', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const { closures } = stubAccountApi(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { store, location } = renderApp('/my-account/details', signedInAsAlex);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'Swim-lanes-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    const busy = await within(dialog).findByRole('button', { name: 'Closing…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toBeDisabled();
    answer(closed());

    expect(await screen.findByText(ACCOUNT_CLOSED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().auth).toMatchObject({ loggedIn: false, user: null });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByTestId('login')).toHaveTextContent('Log in');
    expect(closures).toEqual([{ url: '/api/my-account', body: { password: 'Swim-lanes-2026' } }]);
  });
});
