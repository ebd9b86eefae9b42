import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

describe('the password strength meter', () => {
  it('says in words how hard the typed password is to guess, and why the API would refuse it', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderApp('/register');
    const password = await screen.findByLabelText('Password');

    await user.type(password, 'password12');
    const meter = await screen.findByRole('meter', { name: 'Password strength: Weak' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(
      screen.getByText('The password is too easy to guess. This is a commonly used password.'),
    ).toBeVisible();

    await user.clear(password);
    await user.type(password, 'Swim-lanes-2026');
    expect(
      await screen.findByRole('meter', { name: 'Password strength: Very strong' }),
    ).toBeVisible();
    expect(screen.queryByText(/too easy to guess/)).toBeNull();
  });

  it('counts the name typed into the form against the password', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Last name'), 'Winterbottom');
    await user.type(screen.getByLabelText('Password'), 'Winterbottom2026');
    expect(
      await screen.findByText(
        'The password is too easy to guess. It should not contain your name or email address.',
      ),
    ).toBeVisible();
  });

  it('says a short password is too short', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Password'), 'x7!Kq');
    expect(
      await screen.findByRole('meter', { name: 'Password strength: Too short' }),
    ).toBeVisible();
  });

  it('shows on the reset-password screen too', async () => {
    const user = userEvent.setup();
    stubFetch();
    renderApp('/reset-password?reset_token=reset-abc');
    await user.type(await screen.findByLabelText('New password'), 'qwertyuiop');
    expect(
      await screen.findByRole('meter', { name: 'Password strength: Very weak' }),
    ).toBeVisible();
  });
});
