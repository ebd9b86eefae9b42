import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { expectStatusToSay } from '../../../test/status-line';
import { staffLinkRequestedCopy } from './forgotten-password-form';

describe('a member of staff who forgot their password', () => {
  it('is linked from the desk’s log-in, sends their email address, and is told the same either way', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubFetch(({ url, body }) => {
      if (url.pathname !== '/api/auth/staff/forgotten-password') return undefined;
      sent.push(body);
      return jsonResponse({ status: 'success', message: 'sent' });
    });
    const app = renderApp('/desk/login');
    await user.click(await screen.findByRole('link', { name: 'Forgotten your password?' }));
    await waitFor(() => expect(app.location()).toBe('/desk/forgotten-password'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgotten your password?' }),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Email address'), 'frontdesk@lido.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await expectStatusToSay(staffLinkRequestedCopy);
    expect(sent).toEqual([{ email: 'frontdesk@lido.example' }]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/desk/login',
    );
  });

  it('puts the server’s problem with the address beside the field', async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/staff/forgotten-password'
        ? jsonResponse(
            { message: 'The given data was invalid.', errors: { email: ['Too long.'] } },
            422,
          )
        : undefined,
    );
    renderApp('/desk/forgotten-password');
    await user.type(await screen.findByLabelText('Email address'), 'x@lido.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByLabelText('Email address')).toHaveAccessibleDescription('Too long.');
  });
});
