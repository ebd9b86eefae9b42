import type { BookingPartner, NewBookingPartner } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';

// Dana manages the operator's booking partners: Move More books with a live key, Old Finder's
// was revoked. The API is faked: these tests check what the page sends and shows.

const moveMore: BookingPartner = {
  id: 3,
  name: 'Move More',
  key_prefix: 'Xy12_abc',
  created_at: '2026-10-20T09:30:00.000Z',
  created_by: 'Dana Whitfield',
  revoked_at: null,
  revoked_by: null,
};
const oldFinder: BookingPartner = {
  id: 1,
  name: 'Old Finder',
  key_prefix: 'Qq9-ZZ00',
  created_at: '2026-03-02T12:00:00.000Z',
  created_by: 'Avery Quinn',
  revoked_at: '2026-09-15T23:30:00.000Z',
  revoked_by: 'Dana Whitfield',
};
const KEY = 'lido_oa_Nw4fT0pQ7rS2uV5xY8zA1bC3dE6gH9jK0mL2nP4qR6s';
const swimNearMe: NewBookingPartner = {
  id: 4,
  name: 'Swim Near Me',
  key: KEY,
  key_prefix: 'Nw4fT0pQ',
  created_at: '2026-10-21T08:00:00.000Z',
  created_by: 'Dana Whitfield',
  revoked_at: null,
  revoked_by: null,
};

const invalid = (errors: Record<string, string[]>) =>
  jsonResponse({ message: 'The given data was invalid.', errors, status: 422 }, 422);

/** The console's booking partners API: the list, and `answer` for additions and revocations. */
function partnersApi(
  calls: StubRequest[],
  answer?: (request: StubRequest) => Response | undefined,
  partners: BookingPartner[] = [moveMore, oldFinder],
) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/admin/booking-partners' && request.method === 'GET') {
      return jsonResponse({ data: partners });
    }
    if (pathname.startsWith('/api/admin/booking-partners')) {
      calls.push(request);
      return answer?.(request);
    }
    return undefined;
  });
}

const openPartners = async () => {
  const rendered = renderApp('/admin/booking-partners', signedInAsManager);
  await screen.findByRole('row', { name: /Move More/ });
  return rendered;
};

const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));

describe('the Booking partners page', () => {
  it('lists each partner with its key prefix, when it was added and whether it is revoked', async () => {
    partnersApi([]);
    await openPartners();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking partners' })).toBeVisible();
    const region = screen.getByRole('region', { name: 'Partners' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByTestId('booking-partner-row')).toHaveLength(2);
    const live = rowOf('Move More');
    expect(live.getByText('lido_oa_Xy12_abc…')).toBeVisible();
    expect(live.getByRole('cell', { name: '20 Oct 2026 by Dana Whitfield' })).toBeVisible();
    expect(live.getByRole('cell', { name: 'Active' })).toBeVisible();
    expect(live.getByRole('button', { name: 'Revoke Move More' })).toBeVisible();
    const revoked = rowOf('Old Finder');
    // Revoked at 00:30 on 16 September, London time ("Sept" or "Sep", by the ICU's version).
    expect(
      revoked.getByRole('cell', { name: /^Revoked 16 Sept? 2026 by Dana Whitfield$/ }),
    ).toBeVisible();
    expect(revoked.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('says when there are no partners yet', async () => {
    partnersApi([], undefined, []);
    renderApp('/admin/booking-partners', signedInAsManager);
    expect(await screen.findByText('No booking partners yet.')).toBeVisible();
  });

  it('is linked from the console’s home', async () => {
    partnersApi([]);
    const user = userEvent.setup();
    renderApp('/admin', signedInAsManager);
    await user.click(await screen.findByRole('link', { name: 'Booking partners' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking partners' }),
    ).toBeVisible();
    expect(await screen.findByRole('row', { name: /Move More/ })).toBeVisible();
  });

  it('adds a partner and shows its key once, to copy, then never again', async () => {
    const calls: StubRequest[] = [];
    partnersApi(calls, () => jsonResponse({ data: swimNearMe }, 201));
    const user = userEvent.setup();
    // user-event puts a clipboard of its own in place as it sets up.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await openPartners();
    await user.type(screen.getByLabelText(/^Name/), 'Swim Near Me');
    await user.keyboard('{Enter}');

    const issued = within(await screen.findByRole('region', { name: 'Swim Near Me’s API key' }));
    expect(issued.getByRole('heading', { name: 'Swim Near Me’s API key' })).toHaveFocus();
    expect(issued.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
    expect(issued.getByLabelText('API key for Swim Near Me')).toHaveValue(KEY);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ name: 'Swim Near Me' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');

    await user.click(issued.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(issued.getByRole('status')).toHaveTextContent('The key has been copied.');

    // The list takes the partner in, by its prefix alone.
    const row = await screen.findByRole('row', { name: /Swim Near Me/ });
    expect(within(row).getByText('lido_oa_Nw4fT0pQ…')).toBeVisible();
    expect(screen.getByTestId('booking-partners')).not.toHaveTextContent(KEY);

    await user.click(issued.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('region', { name: 'Swim Near Me’s API key' })).toBeNull();
    expect(document.body).not.toHaveTextContent(KEY);
  });

  it('says how to copy the key by hand when the browser will not', async () => {
    partnersApi([], () => jsonResponse({ data: swimNearMe }, 201));
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    await openPartners();
    await user.type(screen.getByLabelText(/^Name/), 'Swim Near Me');
    await user.click(screen.getByRole('button', { name: 'Add booking partner' }));
    const issued = within(await screen.findByRole('region', { name: 'Swim Near Me’s API key' }));
    await user.click(issued.getByRole('button', { name: 'Copy key' }));
    expect(issued.getByRole('status')).toHaveTextContent(
      'Your browser did not let Lido copy the key: select it and copy it yourself.',
    );
  });

  it('shows a 422’s message by the name', async () => {
    partnersApi([], () => invalid({ name: ['The name field is required.'] }));
    const user = userEvent.setup();
    await openPartners();
    await user.click(screen.getByRole('button', { name: 'Add booking partner' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No partner was added: see the message by the field.',
    );
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      'The activity app’s name, as your staff will know it. The name field is required.',
    );
    expect(screen.queryByRole('region', { name: /API key/ })).toBeNull();
  });

  it('asks before revoking, and keeps the partner when the manager says no', async () => {
    const calls: StubRequest[] = [];
    partnersApi(calls);
    const user = userEvent.setup();
    await openPartners();
    await user.click(screen.getByRole('button', { name: 'Revoke Move More' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Revoke Move More?' }));
    expect(dialog.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke Move More' })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('revokes a partner by keyboard, and shows it revoked', async () => {
    const calls: StubRequest[] = [];
    const revoked: BookingPartner = {
      ...moveMore,
      revoked_at: '2026-10-21T10:00:00.000Z',
      revoked_by: 'Dana Whitfield',
    };
    partnersApi(calls, () => jsonResponse({ data: revoked }));
    const user = userEvent.setup();
    await openPartners();
    screen.getByRole('button', { name: 'Revoke Move More' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Revoke Move More?' }));
    expect(
      dialog.getByText(
        'Move More will no longer be able to book with its key. This cannot be undone: to book again, it needs a new key.',
      ),
    ).toBeVisible();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Yes, revoke' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByText('Move More has been revoked: its key no longer works.'),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/admin/booking-partners/3/revoke');
    const status = rowOf('Move More').getByRole('cell', {
      name: 'Revoked 21 Oct 2026 by Dana Whitfield',
    });
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Revoke Move More' })).toBeNull();
  });

  it('keeps the question open with the reason when revoking fails', async () => {
    partnersApi([], () =>
      jsonResponse({ message: 'Unable to complete request, item not found.' }, 404),
    );
    const user = userEvent.setup();
    await openPartners();
    await user.click(screen.getByRole('button', { name: 'Revoke Move More' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Revoke Move More?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, revoke' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Unable to complete request, item not found.',
    );
    expect(rowOf('Move More').getByRole('cell', { name: 'Active' })).toBeVisible();
  });

  it('has no accessibility violations axe can find, with a new key shown', async () => {
    partnersApi([], () => jsonResponse({ data: swimNearMe }, 201));
    const user = userEvent.setup();
    const { container } = await openPartners();
    await user.type(screen.getByLabelText(/^Name/), 'Swim Near Me');
    await user.click(screen.getByRole('button', { name: 'Add booking partner' }));
    await screen.findByRole('region', { name: 'Swim Near Me’s API key' });
    // Colour contrast needs a layout jsdom does not have; the journeys check it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
