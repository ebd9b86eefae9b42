import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToAccountCopy } from '../../features/auth/components/claim-bookings-form';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';
import { camelizeKeys } from '../../shared/lib/case-keys';

// The guest confirmation email's link (issue 43): a password keeps the bookings in a new
// account; an address with an account adds them to it once its owner has logged in.

const password = 'correct horse battery staple';
const claimed = {
  status: 'claimed',
  message: 'Your account is ready and your bookings are in it. You are now logged in.',
  email: 'maya.patel@example.org',
  token: 'session-token',
  user: wireAlex,
};
const signInRequired = {
  status: 'sign_in_required',
  message:
    'There is already an account for maya.patel@example.org. Log in to it (or set its password with "Forgotten password") and open this link again to add these bookings to it.',
  email: 'maya.patel@example.org',
  token: null,
  user: null,
};

function claimApi(calls: StubRequest[], answer: () => Response) {
  return (request: StubRequest) => {
    if (request.url.pathname !== '/api/auth/customer/claim') return undefined;
    calls.push(request);
    return answer();
  };
}

async function choosePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Keep my bookings' }));
}

describe('keeping the bookings made without an account', () => {
  it('sets a password with the link, and says the bookings are in the new account', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(claimApi(calls, () => jsonResponse(claimed)));
    renderApp('/claim-bookings?claim_token=claim-secret');

    expect(await screen.findByRole('heading', { name: 'Keep your bookings' })).toBeVisible();
    await choosePassword(user);
    const outcome = await screen.findByText(claimed.message);
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(calls[0]?.body).toEqual({
      token: 'claim-secret',
      password,
      password_confirmation: password,
    });
    expect(screen.getByRole('link', { name: 'My bookings' })).toBeVisible();
  });

  it('asks the owner of an existing account to log in, then adds the bookings with the same link', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const added = { ...claimed, message: 'Your bookings have been added to your account.' };
    const claims = claimApi(calls, () => jsonResponse(calls.length === 1 ? signInRequired : added));
    stubFetch((request) => {
      switch (request.url.pathname) {
        case '/api/auth/customer/login':
          return jsonResponse({ status: 'success', token: 'token-1', user: wireAlex });
        case '/api/auth/session':
          return jsonResponse({ data: wireAlex });
        default:
          return claims(request);
      }
    });
    renderApp('/claim-bookings?claim_token=claim-secret');

    await choosePassword(user);
    expect(await screen.findByText(signInRequired.message)).toBeVisible();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email address or customer ID'), 'maya');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByTestId('log-in'));

    await user.click(
      await screen.findByRole('button', { name: 'Add these bookings to my account' }),
    );
    expect(await screen.findByText(added.message)).toBeVisible();
    expect(calls[1]?.body).toEqual({ token: 'claim-secret' });
  });

  it('adds the bookings to the account signed in here, with no password', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(
      claimApi(calls, () =>
        jsonResponse({ ...claimed, message: 'Your bookings have been added to your account.' }),
      ),
    );
    renderApp('/claim-bookings?claim_token=claim-secret', {
      auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
    });

    expect(await screen.findByText(addToAccountCopy)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add these bookings to my account' }));
    expect(await screen.findByText('Your bookings have been added to your account.')).toBeVisible();
    expect(calls[0]?.body).toEqual({ token: 'claim-secret' });
  });

  it('says what went wrong with a used link beside the form', async () => {
    const user = userEvent.setup();
    const used = 'This link has been used or has expired.';
    stubFetch(claimApi([], () => jsonResponse({ message: used, errors: { token: [used] } }, 422)));
    renderApp('/claim-bookings?claim_token=claim-secret');

    await choosePassword(user);
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent(used);
    expect(within(alert).getByRole('link', { name: 'sign up' })).toBeVisible();
  });
});
