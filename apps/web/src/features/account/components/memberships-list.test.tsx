import type { Membership } from '@lido/contract';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../lib/case-keys';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';

const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

/** Joined online at Swiss Cottage, the first payment not yet made. */
const pendingSwim: Membership = {
  id: 705,
  membership_user_id: 705,
  plan_id: 502,
  name: 'Lido Swim',
  description: 'Unlimited public and family swimming at every Lido venue.',
  status: 'pending',
  starts_on: '2026-11-27',
  ends_on: null,
  home_venue: { id: 90001, slug: 'swiss-cottage-leisure-centre', name: 'Swiss Cottage' },
  monthly_price: { raw: 2800, formatted: '£28.00' },
  has_instruction: false,
  billing_day: 1,
  frozen_from: null,
  frozen_until: null,
  plan_change: null,
};

describe('My account memberships', () => {
  it('carries on joining a membership whose first payment was not made', async () => {
    const requested: string[] = [];
    stubFetch((request) => {
      requested.push(request.url.pathname);
      return request.url.pathname === '/api/my-account/memberships'
        ? jsonResponse({ data: [pendingSwim] })
        : undefined;
    });
    renderApp('/my-account/memberships', signedInAsAlex);

    const card = (await screen.findByRole('heading', { name: 'Lido Swim', level: 3 })).closest(
      'li',
    )!;
    expect(within(card).getByText('pending')).toBeVisible();
    const carryOn = within(card).getByRole('link', { name: 'Continue joining' });
    expect(carryOn).toHaveAttribute('href', '/join/502?venue=90001&membership=705');
    expect(carryOn).toHaveAccessibleDescription('Lido Swim');
    // Nothing is collected before the first payment: no Direct Debit to ask about.
    expect(requested).not.toContain('/api/my-account/memberships/705/direct-debit');
  });
});
