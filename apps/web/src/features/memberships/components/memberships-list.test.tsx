import type { Membership } from '@lido/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
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
  next_billing_date: null,
  frozen_from: null,
  frozen_until: null,
  plan_change: null,
};

/** Alex's, cancelled and serving its notice: collected once more, on 1 November. */
const endingFlex: Membership = {
  ...pendingSwim,
  id: 701,
  membership_user_id: 701,
  plan_id: 501,
  name: 'Lido Flex',
  status: 'active',
  starts_on: '2025-03-01',
  ends_on: '2026-11-30',
  has_instruction: true,
  next_billing_date: '2026-11-01',
};

describe('My account memberships', () => {
  it('says a cancelled membership is ending, and when the fee is next due', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/my-account/memberships'
        ? jsonResponse({ data: [endingFlex] })
        : undefined,
    );
    renderApp('/my-account/memberships', signedInAsAlex);

    const card = (await screen.findByRole('heading', { name: 'Lido Flex', level: 3 })).closest(
      'li',
    )!;
    expect(card).toHaveTextContent('StatusEnding');
    expect(card).toHaveTextContent('Ends30 November 2026');
    expect(card).toHaveTextContent('Next payment1 November 2026');
    expect(within(card).queryByRole('link', { name: 'Continue joining' })).toBeNull();
  });

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
    expect(card).toHaveTextContent('StatusPending');
    const carryOn = within(card).getByRole('link', { name: 'Continue joining' });
    expect(carryOn).toHaveAttribute('href', '/join/502?venue=90001&membership=705');
    expect(carryOn).toHaveAccessibleDescription('Lido Swim');
    // Nothing is collected before the first payment: no Direct Debit to ask about.
    expect(requested).not.toContain('/api/my-account/memberships/705/direct-debit');
  });
});
