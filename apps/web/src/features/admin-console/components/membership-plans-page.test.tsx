import type { PlanSettings } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';
import { expectStatusToSay } from '../../../test/status-line';
import { planNotChangedCopy } from './change-plan-form';

// Dana manages the operator's plans. The API is faked: these tests check what the page sends
// and shows.

const flex: PlanSettings = {
  id: 501,
  name: 'Lido Flex',
  description: 'Unlimited gym, swim and classes at every Lido venue.',
  monthly_price_pence: 4200,
  joining_fee_pence: 1500,
  venues: [],
  available_online: true,
  current_members: 12,
};
const local: PlanSettings = {
  id: 505,
  name: 'Swiss Cottage Local',
  description: 'Gym, swim and classes at Swiss Cottage only.',
  monthly_price_pence: 3400,
  joining_fee_pence: 0,
  venues: ['Swiss Cottage Leisure Centre'],
  available_online: false,
  current_members: 0,
};

const invalid = (errors: Record<string, string[]>) =>
  jsonResponse({ message: 'The given data was invalid.', errors, status: 422 }, 422);

/** The console's plans API: the list, and `answer` for changes. */
function plansApi(calls: StubRequest[], answer?: (request: StubRequest) => Response | undefined) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/admin/membership-plans') {
      calls.push(request);
      return jsonResponse({ data: [flex, local] });
    }
    if (pathname.startsWith('/api/admin/membership-plans/')) {
      calls.push(request);
      return answer?.(request);
    }
    return undefined;
  });
}

const openPlans = async () => {
  const rendered = renderApp('/admin/membership-plans', signedInAsManager);
  await screen.findByRole('region', { name: 'Plans' });
  return rendered;
};

const openChange = async (name: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Change ${name}` }));
  const form = within(await screen.findByRole('form', { name: `Change ${name}` }));
  return { user, form };
};

describe('the Membership plans page', () => {
  it('lists each plan with its prices, venues, online joining and members', async () => {
    plansApi([]);
    await openPlans();
    expect(screen.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeVisible();
    const flexRow = within(screen.getByRole('row', { name: /Lido Flex/ }));
    expect(flexRow.getByRole('cell', { name: '£42.00' })).toBeVisible();
    expect(flexRow.getByRole('cell', { name: '£15.00' })).toBeVisible();
    expect(flexRow.getByRole('cell', { name: 'Every venue' })).toBeVisible();
    expect(flexRow.getByRole('cell', { name: 'Yes' })).toBeVisible();
    expect(flexRow.getByRole('cell', { name: '12' })).toBeVisible();
    const localRow = within(screen.getByRole('row', { name: /Swiss Cottage Local/ }));
    expect(localRow.getByRole('cell', { name: 'Swiss Cottage Leisure Centre' })).toBeVisible();
    expect(localRow.getByRole('cell', { name: 'No, at reception' })).toBeVisible();
    expect(localRow.getByRole('cell', { name: 'None' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Plans' })).toHaveAttribute('tabindex', '0');
  });

  it('is linked from the console’s home', async () => {
    plansApi([]);
    renderApp('/admin', signedInAsManager);
    expect(await screen.findByRole('link', { name: 'Membership plans' })).toHaveAttribute(
      'href',
      '/admin/membership-plans',
    );
    expect(
      screen.getByText('The plans members join: names, descriptions and online joining.'),
    ).toBeVisible();
  });

  it('has no accessibility violations axe can find, with a change form open', async () => {
    plansApi([]);
    const { container } = await openPlans();
    await openChange('Lido Flex');
    // Colour contrast needs a layout jsdom does not have; the journeys check it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('changes the name, description and online joining, and says so', async () => {
    const calls: StubRequest[] = [];
    const changed = {
      ...local,
      name: 'Swiss Cottage Plus',
      description: 'Everything at Swiss Cottage.',
      available_online: true,
    };
    plansApi(calls, () => jsonResponse({ data: changed }));
    await openPlans();
    const { user, form } = await openChange('Swiss Cottage Local');
    const name = form.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Swiss Cottage Local');
    expect(form.queryByLabelText(/price/i)).toBeNull();
    await user.clear(name);
    await user.type(name, 'Swiss Cottage Plus');
    const description = form.getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Everything at Swiss Cottage.');
    const online = form.getByLabelText('Can be joined online');
    expect(online).not.toBeChecked();
    await user.click(online);
    await user.click(form.getByRole('button', { name: 'Save' }));

    await expectStatusToSay('Swiss Cottage Plus has been changed.');
    const change = calls.find((call) => call.method === 'PATCH');
    expect(change?.url.pathname).toBe('/api/admin/membership-plans/505');
    expect(change?.body).toEqual({
      name: 'Swiss Cottage Plus',
      description: 'Everything at Swiss Cottage.',
      available_online: true,
    });
    expect(change?.headers.get('Idempotency-Key')).toEqual(expect.any(String));
    const row = within(screen.getByRole('row', { name: /Swiss Cottage Plus/ }));
    expect(row.getByRole('cell', { name: 'Yes' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change Swiss Cottage Plus' })).toHaveFocus(),
    );
  });

  it('puts focus back on the Change button when the form is cancelled', async () => {
    plansApi([]);
    await openPlans();
    const { user, form } = await openChange('Lido Flex');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change Lido Flex' })).toHaveFocus(),
    );
  });

  it('shows a 422’s messages by the fields they are about', async () => {
    const tooLong = 'The description may not be greater than 1000 characters.';
    plansApi([], () => invalid({ name: ['The name field is required.'], description: [tooLong] }));
    await openPlans();
    const { user, form } = await openChange('Lido Flex');
    await user.clear(form.getByLabelText('Name'));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('The name field is required.')).toBeVisible();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Description')).toHaveAccessibleDescription(tooLong);
    expect(form.getByRole('alert')).toHaveTextContent(planNotChangedCopy);
    expect(screen.getByRole('row', { name: /Lido Flex/ })).toBeVisible();
  });
});
