import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireCart } from '../../test/basket-fixtures';
import { wireCategory, wireTicketSession } from '../../test/browse-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';

const venueApi = '/api/activities/venue/bethnal-green';
const priceUrl = '/api/activities/price/bethnal-green/ticket/public-swim';
const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};
const refused =
  'That reference cannot be used here: enter the customer reference of someone in your family.';

function swimApi(calls: StubRequest[]) {
  const swim = wireCategory({
    name: 'Public Swim',
    slug: 'public-swim',
    parent_slug: 'swimming',
    v1_type: 'fast_ticket_templates',
    v2_type: 'ticketed',
  });
  return (request: StubRequest) => {
    const { pathname } = request.url;
    if (pathname === `${venueApi}/categories/public-swim`) return jsonResponse({ data: swim });
    if (pathname === `${venueApi}/activity-category/swimming/activity/public-swim/v2/tickets`)
      return jsonResponse({ data: [wireTicketSession()] });
    if (pathname === priceUrl) {
      calls.push(request);
      const { reference } = request.body as { reference: string };
      if (reference !== 'LID1001002') {
        return jsonResponse({ code: 'TICKET_DISCOUNT_REFUSED', message: refused }, 400);
      }
      return jsonResponse({
        data: {
          occurrence_id: 'session-1',
          is_v2: true,
          customer: { id: 1002, reference: 'LID1001002', first_name: 'Sam' },
          tickets: [2009, 2010].map((id) => ({
            id,
            pricing_option: { id, name: id === 2009 ? 'Adult' : 'Junior', kind: 'ticket' },
            price: { benefit_applied: false, package_applied: false, formatted: '£0.00', raw: 0 },
          })),
        },
      });
    }
    if (pathname === '/api/activities/cart/add') {
      calls.push(request);
      return jsonResponse({ data: wireCart([]) });
    }
    return undefined;
  };
}

describe('ticket discount', () => {
  it('prices a ticket for a family member by their reference, and adds it at their price', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(swimApi(calls));
    renderApp('/location/bethnal-green/public-swim/2026-10-06/by-time', signedIn);
    const session = await screen.findByTestId('ticket-session');
    await user.click(within(session).getByText('Ticket discount'));
    await user.selectOptions(within(session).getByLabelText('Ticket'), 'Junior');
    await user.type(within(session).getByLabelText('Customer reference'), 'LID1001002');
    await user.click(within(session).getByRole('button', { name: 'Apply discount' }));
    expect(await within(session).findByText(/Junior ticket for Sam: £0.00/)).toBeVisible();
    expect(calls[0]?.body).toEqual({
      reference: 'LID1001002',
      is_v2: true,
      occurrence_id: 'session-1',
    });

    await user.click(within(session).getByRole('button', { name: 'One more Junior ticket' }));
    await user.click(within(session).getByRole('button', { name: /^Book Public Swim/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const added = calls[1]?.body as { items: { discount_customer_ids?: number[] }[] };
    expect(added.items[0]?.discount_customer_ids).toEqual([1002]);
  });

  it("shows the server's sentence when the reference is refused, and can take a discount off", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(swimApi(calls));
    renderApp('/location/bethnal-green/public-swim/2026-10-06/by-time', signedIn);
    const session = await screen.findByTestId('ticket-session');
    await user.click(within(session).getByText('Ticket discount'));
    await user.type(within(session).getByLabelText('Customer reference'), 'LID1001004');
    await user.click(within(session).getByRole('button', { name: 'Apply discount' }));
    expect(await screen.findByText(refused)).toBeVisible();

    const reference = within(session).getByLabelText('Customer reference');
    await user.clear(reference);
    await user.type(reference, 'LID1001002');
    await user.click(within(session).getByRole('button', { name: 'Apply discount' }));
    const remove = await within(session).findByRole('button', {
      name: 'Remove the discount for Sam',
    });
    await user.click(remove);
    expect(within(session).queryByText(/ticket for Sam/)).toBeNull();
  });

  it('is not offered to a visitor who is not signed in', async () => {
    stubFetch(swimApi([]));
    renderApp('/location/bethnal-green/public-swim/2026-10-06/by-time');
    const session = await screen.findByTestId('ticket-session');
    expect(within(session).queryByText('Ticket discount')).toBeNull();
  });
});
