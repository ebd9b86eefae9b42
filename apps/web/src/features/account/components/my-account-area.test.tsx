import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import { jsonResponse, requestedUrls, stubFetch, wireClient } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';
import fixture from '../fixtures/my-account-bookings.json';

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

const emptyDashboard = {
  customer: { id: 1001, reference: 'LID1001001', first_name: 'Alex', last_name: 'Morgan' },
  next_bookings: [],
  memberships: [],
  credit: { balance: 650, formatted_balance: '£6.50', general: 650, membership: 0 },
  packages_remaining: 3,
  alerts: [{ type: 'outstanding_penalties', message: 'You have an outstanding penalty.' }],
};

function accountNavLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'My account' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('My account', () => {
  it('welcomes the user on the dashboard and hides Guest passes when the operator has none', async () => {
    stubFetch(({ url }) => {
      if (url.pathname === '/api/my-account/dashboard')
        return jsonResponse({ data: emptyDashboard });
      if (url.pathname === '/api/my-account/penalties') {
        const amount = {
          raw: 300,
          formatted: '£3.00',
          benefit_applied: false,
          package_applied: false,
        };
        const penalty = {
          kind: 'no_show',
          amount,
          booking_id: 7,
          created_at: '2026-10-19T12:00:00.000Z',
        };
        return jsonResponse({
          data: [
            {
              ...penalty,
              id: 1,
              reason: 'No-show: Spin on 2026-10-19 (£3.00 fee)',
              status: 'outstanding',
              settled_at: null,
            },
            {
              ...penalty,
              id: 2,
              reason: 'No-show: Yoga on 2026-10-01 (£3.00 fee)',
              status: 'paid',
              settled_at: '2026-10-02T09:00:00.000Z',
            },
          ],
        });
      }
      return undefined;
    });
    renderApp('/my-account', signedInAsAlex);
    expect(await screen.findByText('Welcome back, Alex')).toHaveAttribute('id', 'welcome');
    expect(accountNavLinks()).toEqual([
      'Dashboard',
      'My details',
      'Family',
      'Memberships',
      'Packages',
      'Bookings',
      'Waitlists',
      'Payments',
      'Account credit',
    ]);
    const dashboard = await screen.findByText('£6.50');
    expect(dashboard.closest('#home-dashboard')).not.toBeNull();
    expect(screen.getByText('You have an outstanding penalty.')).toBeVisible();
    // The alert says why: each unpaid penalty, not the settled ones.
    const penalties = await screen.findByRole('list', { name: 'Outstanding penalties' });
    expect(
      within(penalties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No-show: Spin on 2026-10-19 (£3.00 fee): £3.00']);
  });

  it('offers Guest passes when the client configuration enables them', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/client'
        ? jsonResponse({ data: { ...wireClient, guest_passes_enabled: true } })
        : undefined,
    );
    renderApp('/my-account', signedInAsAlex);
    await screen.findByText('Welcome back, Alex');
    expect(accountNavLinks()).toContain('Guest passes');
  });

  it("lets a parent view a junior's bookings by sending selected_user_id", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/my-account/bookings'
        ? jsonResponse(url.searchParams.get('selected_user_id') === '1002' ? fixture : { data: [] })
        : undefined,
    );
    renderApp('/bookings/upcoming', signedInAsAlex);
    expect(await screen.findByText('You have no upcoming bookings.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Viewing as'), 'Sam');
    expect(await screen.findAllByTestId('booking-row')).toHaveLength(4);
    expect(requestedUrls(fetchMock)).toContain(
      '/api/my-account/bookings?selected_user_id=1002&filter=future',
    );
    expect(
      within(screen.getByLabelText('Viewing as'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alex', 'Sam', 'Ruby']);
  });

  it('edits my details with validation and confirms the save in a toast', async () => {
    const user = userEvent.setup();
    let saved: unknown = null;
    stubFetch(({ url, method, body }) => {
      if (url.pathname !== '/api/my-account/details') return undefined;
      if (method === 'PUT') {
        saved = body;
        return jsonResponse({ data: { ...wireDetails, town: 'Bristol' } });
      }
      return jsonResponse({ data: wireDetails });
    });
    renderApp('/my-account/details', signedInAsAlex);
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));

    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'nowhere');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The postcode format is invalid.')).toBeVisible();

    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'bs1 4dj');
    await user.clear(screen.getByLabelText('Town'));
    await user.type(screen.getByLabelText('Town'), 'Bristol');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details have been saved.')).toBeVisible();
    expect(saved).toMatchObject({
      town: 'Bristol',
      postcode: 'BS1 4DJ',
      address_line_1: '14 Belsize Road',
    });
    await waitFor(() => expect(screen.getByTestId('my-details')).toHaveTextContent('Bristol'));
  });
});
