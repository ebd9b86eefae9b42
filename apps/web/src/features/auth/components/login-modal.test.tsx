import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';

async function logInThroughModal(username: string, password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('login'));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.type(within(dialog).getByLabelText('Email address or customer ID'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByTestId('log-in'));
  return { user, dialog };
}

describe('login modal', () => {
  it("shows the server's message when the credentials are refused", async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/customer/login'
        ? jsonResponse({ message: 'These credentials do not match our records.' }, 401)
        : undefined,
    );
    renderApp('/basket');
    const { dialog } = await logInThroughModal('alex.morgan@example.com', 'wrong');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(screen.getByTestId('login')).toBeVisible();
  });

  it("says 'User signed out' when the failure has no message (network down)", async () => {
    stubFetch(({ url }) => {
      if (url.pathname === '/api/auth/customer/login') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/basket');
    const { dialog } = await logInThroughModal('LID1001001', 'secret');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User signed out');
  });

  it('closes on success, stays on the page and fetches the session user', async () => {
    const fetchMock = stubFetch(({ url }) => {
      if (url.pathname === '/api/auth/customer/login') {
        return jsonResponse({ status: 'success', token: 'tok-1', user: wireAlex });
      }
      if (url.pathname === '/api/auth/session') return jsonResponse({ data: wireAlex });
      return undefined;
    });
    const app = renderApp('/basket');
    await logInThroughModal('LID1001001', 'LidoDemo2026!');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute(
      'id',
      'my-account',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.location()).toBe('/basket');
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/auth/session'));
  });

  it('links to the forgotten password screen and to sign-up, closing itself', async () => {
    const user = userEvent.setup();
    stubFetch();
    const app = renderApp('/basket');
    await user.click(await screen.findByTestId('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fbasket',
    );
    await user.click(within(dialog).getByRole('link', { name: 'Forgotten your password?' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/forgotten-password'));
    expect(await screen.findByRole('heading', { name: 'Forgotten your password?' })).toBeVisible();
  });
});
