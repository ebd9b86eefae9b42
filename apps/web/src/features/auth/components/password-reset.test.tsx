import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { resetRequestedCopy } from './forgotten-password-form';
import { passwordResetCopy } from './reset-password-form';

describe('forgotten password', () => {
  it.each([
    ['the account exists', 200],
    ['the request fails', 500],
  ])('shows the same confirmation when %s', async (_case, status) => {
    const user = userEvent.setup();
    let sent: unknown = null;
    stubFetch(({ url, body }) => {
      if (url.pathname !== '/api/auth/customer/forgotten-password') return undefined;
      sent = body;
      return jsonResponse({ status: 'success', message: 'Sent.' }, status);
    });
    renderApp('/forgotten-password');
    await user.type(await screen.findByLabelText('Email address or customer ID'), 'LID1001001');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(resetRequestedCopy)).toBeVisible();
    expect(sent).toEqual({ email_or_reference: 'LID1001001' });
  });
});

describe('reset password', () => {
  it('posts the emailed token with the new password, then sends the visitor to log in', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    stubFetch(({ url, body }) => {
      if (url.pathname !== '/api/auth/customer/reset-password') return undefined;
      sent = body;
      return jsonResponse({ status: 'success', message: 'Your password has been reset.' });
    });
    const app = renderApp('/reset-password?reset_token=reset-abc');
    await user.type(await screen.findByLabelText('New password'), 'NewPassword1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fmy-account'));
    expect(screen.getByText(passwordResetCopy)).toBeVisible();
    expect(sent).toEqual({
      token: 'reset-abc',
      password: 'NewPassword1!',
      password_confirmation: 'NewPassword1!',
    });
  });

  it('explains a used or expired link', async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/customer/reset-password'
        ? jsonResponse(
            {
              message: 'The given data was invalid.',
              errors: { token: ['This password reset link is invalid or has expired.'] },
              status: 422,
            },
            422,
          )
        : undefined,
    );
    renderApp('/reset-password?reset_token=used');
    await user.type(await screen.findByLabelText('New password'), 'NewPassword1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(/This password reset link is invalid or has expired\./, {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
  });
});
