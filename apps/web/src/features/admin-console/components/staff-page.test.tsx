import { OWN_MANAGER_ROLE_KEPT, STAFF_EMAIL_TAKEN, type StaffAccount } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';
import { expectStatusToSay } from '../../../test/status-line';

// Dana manages Swiss Cottage; Jordan is its receptionist and Ellis was invited and has not yet
// chosen a password. The API is faked: these tests check what the page sends and shows.

const swissCottage = { id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage Leisure Centre' };
const britannia = { id: 90002, slug: 'britannia', name: 'Britannia Leisure Centre' };

const jordan: StaffAccount = {
  id: 801,
  first_name: 'Jordan',
  last_name: 'Reid',
  email: 'frontdesk@lido.example',
  role: 'receptionist',
  venue: swissCottage,
  invited: false,
};
const dana: StaffAccount = {
  ...jordan,
  id: 802,
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'manager@lido.example',
  role: 'manager',
};
const ellis: StaffAccount = {
  ...jordan,
  id: 803,
  first_name: 'Ellis',
  last_name: 'Park',
  email: 'ellis.park@lido.example',
  invited: true,
};

const invalid = (errors: Record<string, string[]>) =>
  jsonResponse({ message: 'The given data was invalid.', errors, status: 422 }, 422);

/** The console's staff API: the list, and `answer` for additions and changes. */
function staffApi(calls: StubRequest[], answer?: (request: StubRequest) => Response | undefined) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/activities/venues') {
      return jsonResponse({ data: [swissCottage, britannia] });
    }
    if (pathname === '/api/admin/staff' && request.method === 'GET') {
      return jsonResponse({ data: [dana, ellis, jordan] });
    }
    if (pathname.startsWith('/api/admin/staff')) {
      calls.push(request);
      return answer?.(request);
    }
    return undefined;
  });
}

const openStaff = async () => {
  const rendered = renderApp('/admin/staff', signedInAsManager);
  await screen.findByRole('row', { name: /Jordan Reid/ });
  return rendered;
};

const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));

describe('the Staff page', () => {
  it('lists each member with their email, venue, role and whether they have set a password', async () => {
    staffApi([]);
    await openStaff();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const region = screen.getByRole('region', { name: 'Staff accounts' });
    expect(within(region).getAllByTestId('staff-row')).toHaveLength(3);
    const jordanRow = rowOf('Jordan Reid');
    expect(jordanRow.getByText('frontdesk@lido.example')).toBeVisible();
    expect(jordanRow.getByText('Swiss Cottage Leisure Centre')).toBeVisible();
    expect(jordanRow.getByText('Receptionist')).toBeVisible();
    expect(jordanRow.getByText('Active')).toBeVisible();
    expect(rowOf('Ellis Park').getByText('Invited')).toBeVisible();
    expect(rowOf('Dana Whitfield').getByText('Manager')).toBeVisible();
  });

  it('has no accessibility violations axe can find, with a change form open', async () => {
    staffApi([]);
    const user = userEvent.setup();
    const { container } = await openStaff();
    await user.click(screen.getByRole('button', { name: 'Change Jordan Reid' }));
    await screen.findByRole('form', { name: 'Change Jordan Reid' });
    // Colour contrast needs a layout jsdom does not have; the journeys check it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is linked from the console’s home', async () => {
    staffApi([]);
    renderApp('/admin', signedInAsManager);
    expect(await screen.findByRole('link', { name: 'Staff' })).toHaveAttribute(
      'href',
      '/admin/staff',
    );
    expect(
      screen.getByText('Staff accounts and their roles: add someone, change a role.'),
    ).toBeVisible();
  });

  it('adds a member of staff, says they have been invited, and lists them', async () => {
    const calls: StubRequest[] = [];
    const kit: StaffAccount = {
      ...ellis,
      id: 804,
      first_name: 'Kit',
      last_name: 'Lowe',
      email: 'kit.lowe@lido.example',
      role: 'manager',
      venue: britannia,
    };
    staffApi(calls, () => jsonResponse({ data: kit }, 201));
    const user = userEvent.setup();
    await openStaff();
    await user.type(screen.getByLabelText('First name'), 'Kit');
    await user.type(screen.getByLabelText('Last name'), 'Lowe');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'kit.lowe@lido.example');
    const form = within(screen.getByRole('form', { name: 'Add a member of staff' }));
    await user.selectOptions(form.getByLabelText('Venue'), 'Britannia Leisure Centre');
    await user.selectOptions(form.getByLabelText('Role'), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Add and invite' }));

    await expectStatusToSay(
      'Kit Lowe has been invited: they will get an email to choose a password.',
      form,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      first_name: 'Kit',
      last_name: 'Lowe',
      email: 'kit.lowe@lido.example',
      venue: 'britannia',
      role: 'manager',
    });
    expect(calls[0]?.headers.get('Idempotency-Key')).toEqual(expect.any(String));
    const kitRow = await screen.findByRole('row', { name: /Kit Lowe/ });
    expect(within(kitRow).getByRole('cell', { name: 'Invited' })).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('shows a 422’s messages by the fields they are about', async () => {
    staffApi([], () => invalid({ email: [STAFF_EMAIL_TAKEN] }));
    const user = userEvent.setup();
    await openStaff();
    await user.type(screen.getByLabelText('First name'), 'Other');
    await user.type(screen.getByLabelText('Last name'), 'Person');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'manager@lido.example');
    await user.click(screen.getByRole('button', { name: 'Add and invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No one was added: see the messages by the fields.',
    );
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      `They sign in with this address. ${STAFF_EMAIL_TAKEN}`,
    );
  });

  it('changes a role in the row, sending only what changed, and shows the new role', async () => {
    const calls: StubRequest[] = [];
    staffApi(calls, () => jsonResponse({ data: { ...jordan, role: 'manager' } }));
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Change Jordan Reid' }));
    const form = within(await screen.findByRole('form', { name: 'Change Jordan Reid' }));
    expect(form.getByLabelText('Role')).toHaveFocus();
    await user.selectOptions(form.getByLabelText('Role'), 'Manager');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Jordan Reid is now a manager at Swiss Cottage Leisure Centre.'),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.url.pathname).toBe('/api/admin/staff/801');
    expect(calls[0]?.body).toEqual({ role: 'manager' });
    expect(await rowOf('Jordan Reid').findByRole('cell', { name: 'Manager' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change Jordan Reid' })).toHaveFocus(),
    );
  });

  it('says beside the role why a manager cannot take away their own', async () => {
    staffApi([], () => invalid({ role: [OWN_MANAGER_ROLE_KEPT] }));
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Change Dana Whitfield' }));
    const form = within(await screen.findByRole('form', { name: 'Change Dana Whitfield' }));
    await user.selectOptions(form.getByLabelText('Role'), 'Receptionist');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText(OWN_MANAGER_ROLE_KEPT)).toBeVisible();
    expect(form.getByLabelText('Role')).toHaveAccessibleDescription(OWN_MANAGER_ROLE_KEPT);
    expect(rowOf('Dana Whitfield').getByRole('cell', { name: 'Manager' })).toBeVisible();
  });
});
