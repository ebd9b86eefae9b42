import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const validAnswers = {
  'First name': 'Jo',
  'Last name': 'Bloggs',
  'Email address': 'jo@example.org',
  'Date of birth': '1990-05-01',
  Password: 'long-enough-1',
  'Confirm password': 'long-enough-1',
};

describe('sign up', () => {
  it('shows the field rules beside the fields without calling the API', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Sign up' });
    await fillIn(user, {
      'Email address': 'not-an-email',
      Password: 'short',
      'Confirm password': 'other',
    });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(await screen.findByText('The first name field is required.')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'The first name field is required.',
    );
    expect(screen.getByText('The last name field is required.')).toBeVisible();
    expect(screen.getByText('The email must be a valid email address.')).toBeVisible();
    expect(screen.getByText('The date of birth field is required.')).toBeVisible();
    expect(
      screen.getByText('The password must be at least 10 characters.', {
        selector: '.lido-field__error',
      }),
    ).toBeVisible();
    expect(screen.getByText('The password field confirmation does not match.')).toBeVisible();
    expect(requestedUrls(fetchMock).some((url) => url.includes('/register'))).toBe(false);
  });

  it("puts a 422's messages beside the fields and lists them under 'Validation errors'", async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/customer/register'
        ? jsonResponse(
            {
              message: 'The given data was invalid.',
              errors: { email: ['The email has already been taken.'] },
              status: 422,
            },
            422,
          )
        : undefined,
    );
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Sign up' });
    await fillIn(user, validAnswers);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('The given data was invalid.');
    expect(within(toast).getByText('Validation errors')).toBeVisible();
    expect(within(toast).getByRole('listitem')).toHaveTextContent(
      'The email has already been taken.',
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
  });

  it('sends the client id, source and onboarding type, signs in and goes to the redirect', async () => {
    const user = userEvent.setup();
    let sent: { search: string; body: unknown } | null = null;
    stubFetch(({ url, body }) => {
      if (url.pathname === '/api/auth/customer/register') {
        sent = { search: url.search, body };
        return jsonResponse({ status: 'success', token: 'tok-new', user: wireAlex }, 201);
      }
      return undefined;
    });
    const app = renderApp('/register?redirect=%2Fbasket');
    await screen.findByRole('heading', { name: 'Sign up' });
    await fillIn(user, validAnswers);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    await waitFor(() => expect(app.location()).toBe('/basket'));
    expect(app.store.getState().auth.loggedIn).toBe(true);
    expect(document.cookie).not.toContain('tok-new');
    expect(sent).toMatchObject({
      search: '?onboarding_type=standard',
      body: {
        first_name: 'Jo',
        email: 'jo@example.org',
        date_of_birth: '1990-05-01',
        client_id: 'lido-demo',
        source: 'activity-booking',
      },
    });
  });
});
