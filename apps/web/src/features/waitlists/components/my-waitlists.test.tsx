import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireWaitlistEntry } from '../../../test/waitlist-fixtures';
import { wireAlex } from '../../../test/wire-users';

const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

const entry = wireWaitlistEntry({ position: 3 });

describe('My account waitlists', () => {
  it('lists each session with the place in line, and leaves one', async () => {
    let entries = [entry];
    stubFetch(({ url, method }) => {
      if (url.pathname === '/api/my-account/waitlists') return jsonResponse({ data: entries });
      if (url.pathname === '/api/activities/waitlist/remove/41' && method === 'DELETE') {
        entries = [];
        return jsonResponse({ data: { ...entry, status: 'left', position: null } });
      }
      return undefined;
    });
    renderApp('/my-account/waitlists', signedInAsAlex);
    const card = await screen.findByTestId('waitlist-entry', {}, { timeout: 5000 });
    expect(within(card).getByRole('heading', { name: 'Reformer Pilates' })).toBeVisible();
    expect(within(card).getByTestId('waitlist-position')).toHaveTextContent('3rd in line');
    expect(card).toHaveTextContent('Studio 1, Swiss Cottage Leisure Centre');
    // A single place says nothing about parties.
    expect(card).not.toHaveTextContent('Places');
    await userEvent.click(
      within(card).getByRole('button', { name: /^Leave waitlist for Reformer Pilates/ }),
    );
    expect(await screen.findByText('Successfully removed from the waitlist.')).toBeVisible();
    expect(await screen.findByText('You are not on any waitlists.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Waitlists' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when a place is held for the customer in their basket', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/my-account/waitlists'
        ? jsonResponse({
            data: [
              {
                ...entry,
                status: 'offered',
                position: null,
                offer_expires_at: '2026-10-20T11:30:00.000Z',
              },
            ],
          })
        : undefined,
    );
    renderApp('/my-account/waitlists', signedInAsAlex);
    expect(await screen.findByTestId('waitlist-position', {}, { timeout: 5000 })).toHaveTextContent(
      'A place is held for you in your basket until 12:30',
    );
  });

  it('says how many places a party is waiting for', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/my-account/waitlists'
        ? jsonResponse({ data: [{ ...entry, party_size: 3 }] })
        : undefined,
    );
    renderApp('/my-account/waitlists', signedInAsAlex);
    const card = await screen.findByTestId('waitlist-entry', {}, { timeout: 5000 });
    expect(card).toHaveTextContent('Places3, offered together');
  });
});
