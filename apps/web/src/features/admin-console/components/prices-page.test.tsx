import { type ListedPrice, MEMBER_PRICE_ABOVE_PRICE, type VenuePriceLists } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';
import { expectStatusToSay } from '../../../test/status-line';
import { memberPriceInPoundsCopy, priceInPoundsCopy } from '../price-values';
import { priceNotChangedCopy } from './change-price-form';

// Dana manages Swiss Cottage and Britannia. The API is faked: these tests check what the page
// sends and shows.

const swissCottage = { id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage Leisure Centre' };
const britannia = { id: 90002, slug: 'britannia', name: 'Britannia Leisure Centre' };

const yoga: ListedPrice = {
  id: 11,
  name: 'Standard',
  kind: 'standard',
  price_pence: 850,
  member_price_pence: 0,
};
const adult: ListedPrice = {
  id: 21,
  name: 'Adult',
  kind: 'ticket',
  price_pence: 550,
  member_price_pence: null,
};
const junior: ListedPrice = { ...adult, id: 22, name: 'Junior', price_pence: 300 };

const listsOf = (venue: typeof swissCottage): VenuePriceLists => ({
  venue,
  activities: [
    { id: 'yoga-id', name: 'Yoga', kind: 'class', prices: [yoga] },
    { id: 'swim-id', name: 'Public Swim', kind: 'ticketed', prices: [adult, junior] },
  ],
});

const invalid = (errors: Record<string, string[]>) =>
  jsonResponse({ message: 'The given data was invalid.', errors, status: 422 }, 422);

/** The console's prices API: the lists of each venue, and `answer` for changes. */
function pricesApi(calls: StubRequest[], answer?: (request: StubRequest) => Response | undefined) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/activities/venues') {
      return jsonResponse({ data: [swissCottage, britannia] });
    }
    const venue = /^\/api\/admin\/venues\/([^/]+)\/prices$/.exec(pathname)?.[1];
    if (venue !== undefined) {
      calls.push(request);
      return jsonResponse({ data: listsOf(venue === 'britannia' ? britannia : swissCottage) });
    }
    if (pathname.startsWith('/api/admin/prices/')) {
      calls.push(request);
      return answer?.(request);
    }
    return undefined;
  });
}

const openPrices = async (url = '/admin/prices?venue=swiss-cottage') => {
  const rendered = renderApp(url, signedInAsManager);
  await screen.findByRole('region', { name: 'Yoga' });
  return rendered;
};

const openChange = async (name: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Change ${name}` }));
  const form = within(await screen.findByRole('form', { name: `Change ${name}` }));
  return { user, form };
};

describe('the Prices page', () => {
  it("lists each activity's prices and member prices in a table of its own", async () => {
    pricesApi([]);
    await openPrices();
    expect(screen.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
    const yogaRow = within(screen.getByRole('row', { name: /Standard/ }));
    expect(yogaRow.getByRole('cell', { name: '£8.50' })).toBeVisible();
    expect(yogaRow.getByRole('cell', { name: '£0.00' })).toBeVisible();
    const swim = within(screen.getByRole('region', { name: 'Public Swim' }));
    expect(swim.getAllByTestId('price-row')).toHaveLength(2);
    const adultRow = within(swim.getByRole('row', { name: /Adult/ }));
    expect(adultRow.getByRole('cell', { name: '£5.50' })).toBeVisible();
    expect(adultRow.getByRole('cell', { name: 'None' })).toBeVisible();
  });

  it("shows another venue's prices when it is chosen and Show prices is pressed", async () => {
    const calls: StubRequest[] = [];
    pricesApi(calls);
    const user = userEvent.setup();
    await openPrices();
    await user.selectOptions(screen.getByLabelText('Venue'), 'Britannia Leisure Centre');
    await user.click(screen.getByRole('button', { name: 'Show prices' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url.pathname)).toContain(
        '/api/admin/venues/britannia/prices',
      ),
    );
  });

  it('is linked from the console’s home', async () => {
    pricesApi([]);
    renderApp('/admin', signedInAsManager);
    expect(await screen.findByRole('link', { name: 'Prices' })).toHaveAttribute(
      'href',
      '/admin/prices',
    );
    expect(screen.getByText('An activity’s prices and member prices.')).toBeVisible();
  });

  it('has no accessibility violations axe can find, with a change form open', async () => {
    pricesApi([]);
    const { container } = await openPrices();
    await openChange('Public Swim: Adult');
    // Colour contrast needs a layout jsdom does not have; the journeys check it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('changes a price typed in pounds, sends pence, and says what it now is', async () => {
    const calls: StubRequest[] = [];
    pricesApi(calls, () =>
      jsonResponse({ data: { ...yoga, price_pence: 900, member_price_pence: 500 } }),
    );
    await openPrices();
    const { user, form } = await openChange('Yoga: Standard');
    const price = form.getByLabelText(/^Price in pounds/);
    expect(price).toHaveFocus();
    expect(price).toHaveValue('8.50');
    await user.clear(price);
    await user.type(price, '9');
    const memberPrice = form.getByLabelText(/^Member price in pounds/);
    await user.clear(memberPrice);
    await user.type(memberPrice, '5.00');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await expectStatusToSay('Yoga: Standard is now £9.00 (members £5.00).');
    const change = calls.find((call) => call.method === 'PATCH');
    expect(change?.url.pathname).toBe('/api/admin/prices/11');
    expect(change?.body).toEqual({ price_pence: 900, member_price_pence: 500 });
    expect(change?.headers.get('Idempotency-Key')).toEqual(expect.any(String));
    const row = within(screen.getByRole('row', { name: /Standard/ }));
    expect(await row.findByRole('cell', { name: '£9.00' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change Yoga: Standard' })).toHaveFocus(),
    );
  });

  it('sends an empty member price as none', async () => {
    const calls: StubRequest[] = [];
    pricesApi(calls, () => jsonResponse({ data: { ...yoga, member_price_pence: null } }));
    await openPrices();
    const { user, form } = await openChange('Yoga: Standard');
    await user.clear(form.getByLabelText(/^Member price in pounds/));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await expectStatusToSay('Yoga: Standard is now £8.50 (no member price).');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      price_pence: 850,
      member_price_pence: null,
    });
  });

  it('refuses more than two decimals in the form, sending nothing', async () => {
    const calls: StubRequest[] = [];
    pricesApi(calls);
    await openPrices();
    const { user, form } = await openChange('Public Swim: Junior');
    const price = form.getByLabelText(/^Price in pounds/);
    await user.clear(price);
    await user.type(price, '3.255');
    await user.type(form.getByLabelText(/^Member price in pounds/), 'free');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByRole('alert')).toHaveTextContent(priceNotChangedCopy);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(`Such as 5.50 ${priceInPoundsCopy}`);
    expect(form.getByLabelText(/^Member price in pounds/)).toHaveAccessibleDescription(
      `Empty: members pay the price ${memberPriceInPoundsCopy}`,
    );
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('shows a 422’s message by the field it is about', async () => {
    pricesApi([], () => invalid({ member_price_pence: [MEMBER_PRICE_ABOVE_PRICE] }));
    await openPrices();
    const { user, form } = await openChange('Yoga: Standard');
    const memberPrice = form.getByLabelText(/^Member price in pounds/);
    await user.clear(memberPrice);
    await user.type(memberPrice, '9.00');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText(MEMBER_PRICE_ABOVE_PRICE)).toBeVisible();
    expect(memberPrice).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('alert')).toHaveTextContent(priceNotChangedCopy);
    expect(
      within(screen.getByRole('row', { name: /Standard/ })).getByRole('cell', { name: '£0.00' }),
    ).toBeVisible();
  });
});
