import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { expectStatusToSay } from '../../../test/status-line';
import { staffPasswordSetCopy } from './set-staff-password-form';

const invalidLink =
  'This link to set your password is not valid: it may have been used already or have expired.';

describe('a new member of staff choosing their password', () => {
  it('posts the invitation token with the new password, then links to the desk log-in', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    stubFetch(({ url, body }) => {
      if (url.pathname !== '/api/auth/staff/password') return undefined;
      sent = body;
      return jsonResponse({ status: 'success', message: 'Your password has been set.' });
    });
    renderApp('/desk/set-password?invite_token=invite-abc');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await user.type(screen.getByLabelText('New password'), 'NewPassword1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await expectStatusToSay(staffPasswordSetCopy);
    expect(screen.getByRole('link', { name: 'Log in to the front desk' })).toHaveAttribute(
      'href',
      '/desk/login',
    );
    expect(sent).toEqual({
      token: 'invite-abc',
      password: 'NewPassword1!',
      password_confirmation: 'NewPassword1!',
    });
  });

  it('says when the two passwords differ, and sends nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch(({ url }) => {
      if (url.pathname !== '/api/auth/staff/password') return undefined;
      calls += 1;
      return jsonResponse({ status: 'success', message: 'Set.' });
    });
    renderApp('/desk/set-password?invite_token=invite-abc');
    await user.type(await screen.findByLabelText('New password'), 'NewPassword1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'OtherPassword2!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText('The password field confirmation does not match.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('explains a used or expired link', async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/staff/password'
        ? jsonResponse(
            {
              message: invalidLink,
              errors: { token: [invalidLink] },
              status: 422,
            },
            422,
          )
        : undefined,
    );
    renderApp('/desk/set-password?invite_token=used');
    await user.type(await screen.findByLabelText('New password'), 'NewPassword1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassword1!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    // Beside the form (a toast says it too), with the way on for someone who set it already.
    const login = await screen.findByRole('link', { name: 'log in to the front desk' });
    expect(login.closest('[role="alert"]')).toHaveTextContent(invalidLink);
    expect(login).toHaveAttribute('href', '/desk/login');
    expect(screen.queryByText(staffPasswordSetCopy)).toBeNull();
  });

  it('explains a link without its token', async () => {
    stubFetch();
    renderApp('/desk/set-password');
    expect(await screen.findByText(/This link is incomplete\./)).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
