import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { hackneyPlans, joiningApi, onlineVenues, signedInAsPriya } from '../fixtures/joining-api';

// The pricing page's plan cards lead to joining: a plan sold online has a Join link for the
// venue chosen on the page; one sold at reception only says so.

function stubPricing() {
  const joining = joiningApi([]);
  return stubFetch((request) =>
    request.url.pathname === '/api/activities/venues/bethnal-green/membership-plans'
      ? jsonResponse({ data: hackneyPlans })
      : joining(request),
  );
}

describe('joining from /pricing', () => {
  it('links each plan sold online to joining it at the venue chosen', async () => {
    const user = userEvent.setup();
    stubPricing();
    const app = renderApp('/pricing', signedInAsPriya);

    const first = await screen.findByRole('list', { name: 'Memberships at Bethnal Green Baths' });
    const flexHere = within(first).getByRole('article', { name: 'Lido Flex' });
    expect(within(flexHere).getByRole('link', { name: 'Join Lido Flex' })).toHaveAttribute(
      'href',
      `/join/501?venue=${onlineVenues[0]?.id}`,
    );
    const junior = within(first).getByRole('article', { name: 'Lido Junior' });
    expect(within(junior).queryByRole('link', { name: /^Join/ })).toBeNull();
    expect(within(junior).getByText('Join at reception.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Venue'), 'hackney-lido');
    const hackney = await screen.findByRole('list', { name: 'Memberships at Hackney Lido' });
    const join = within(within(hackney).getByRole('article', { name: 'Lido Flex' })).getByRole(
      'link',
      { name: 'Join Lido Flex' },
    );
    expect(join).toHaveAttribute('href', '/join/501?venue=2');

    await user.click(join);
    await waitFor(() => expect(app.location()).toBe('/join/501?venue=2'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Join Lido Flex' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Name on the account')).toBeVisible();
  });
});
