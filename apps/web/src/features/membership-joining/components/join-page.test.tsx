import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  joiningApi,
  membershipId,
  signedInAsPriya,
  unprocessable,
} from '../fixtures/joining-api';

const joinAddress = '/join/501?venue=2';

async function fillBankDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name on the account'), 'Priya Shah');
  await user.type(screen.getByLabelText('Sort code'), '20-00-00');
  await user.type(screen.getByLabelText('Account number'), '55779911');
  await user.click(
    screen.getByLabelText(
      'I am the account holder and the only person needed to authorise Direct Debits from this account',
    ),
  );
}

describe('/join/:planId, the plan and the bank details', () => {
  it('shows the plan in the words of the pricing page, titled and in the breadcrumb trail', async () => {
    stubFetch(joiningApi([]));
    renderApp(joinAddress, signedInAsPriya);

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Lido Flex' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Join Lido Flex — Hackney Lido — Lido Leisure'),
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Membership pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(trail).getByText('Lido Flex')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Your home venue will be Hackney Lido.')).toBeVisible();
    expect(screen.getByText('£42.00')).toBeVisible();
    for (const term of [
      'Joining fee £15.00',
      'No minimum term',
      "1 month's notice to cancel",
      'Ages 16 and over',
    ]) {
      expect(screen.getByText(term)).toBeVisible();
    }
  });

  it('asks a signed-out visitor to log in or register, and to come back here', async () => {
    const calls: StubRequest[] = [];
    stubFetch(joiningApi(calls));
    renderApp(joinAddress);

    expect(await screen.findByRole('heading', { name: 'Log in to join' })).toBeVisible();
    expect(screen.getByText(/You need an account to join online/)).toBeVisible();
    const back = encodeURIComponent(joinAddress);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register?redirect=${back}`,
    );
    expect(screen.queryByLabelText('Sort code')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/online-joining/memberships')).toHaveLength(0);
  });

  it('has the bank details form, the Guarantee under its heading, and Set up Direct Debit', async () => {
    stubFetch(joiningApi([]));
    renderApp(joinAddress, signedInAsPriya);

    const form = await screen.findByRole('form', { name: 'Direct Debit details' });
    for (const label of ['Name on the account', 'Sort code', 'Account number']) {
      expect(within(form).getByLabelText(label)).toBeVisible();
    }
    const guarantee = within(form).getByRole('region', { name: 'The Direct Debit Guarantee' });
    expect(guarantee).toHaveTextContent(
      'GoCardless Ltd on behalf of Lido Leisure will notify you 3 working days in advance',
    );
    expect(within(form).getByRole('button', { name: 'Set up Direct Debit' })).toBeEnabled();
  });

  it('says what is missing by each field, and focuses the first, before asking the API', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(joiningApi(calls));
    renderApp(joinAddress, signedInAsPriya);
    await user.type(await screen.findByLabelText('Sort code'), '20-00');
    await user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));

    const name = screen.getByLabelText('Name on the account');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Enter the name on the account.');
    expect(screen.getByLabelText('Sort code')).toHaveAccessibleDescription(
      '6 digits, for example 20-00-00 Enter a sort code of 6 digits, like 20-00-00.',
    );
    expect(
      screen.getByRole('checkbox', { name: /I am the account holder/ }),
    ).toHaveAccessibleDescription('Only the account holder can set up this Direct Debit.');
    expect(callsTo(calls, 'POST', '/api/online-joining/memberships')).toHaveLength(0);
  });

  it("shows the API's field messages from a 422 by their fields, focusing the first", async () => {
    const user = userEvent.setup();
    const modulus =
      'This sort code and account number do not match a UK bank account. Please check them.';
    stubFetch(
      joiningApi([], {
        join: () =>
          unprocessable({
            account_number: [modulus],
            is_sole_signatory: ['Only the account holder can set up this Direct Debit.'],
          }),
      }),
    );
    renderApp(joinAddress, signedInAsPriya);
    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));

    const number = screen.getByLabelText('Account number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(`8 digits ${modulus}`);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('checkbox', { name: /I am the account holder/ }),
    ).toHaveAccessibleDescription('Only the account holder can set up this Direct Debit.');
    expect(screen.getByLabelText('Name on the account')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says above the button what the API refuses for no field of the form', async () => {
    const user = userEvent.setup();
    const tooYoung = 'Lido Flex is for ages 16 and over.';
    stubFetch(joiningApi([], { join: () => unprocessable({ plan_id: [tooYoung] }) }));
    renderApp(joinAddress, signedInAsPriya);
    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(tooYoung);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('form', { name: 'Direct Debit details' })).toHaveAccessibleDescription(
      tooYoung,
    );
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('says so, with a way to their membership, when the customer is a member already', async () => {
    const user = userEvent.setup();
    const message = 'You already have a membership. Manage it in My account.';
    stubFetch(
      joiningApi([], {
        join: () => jsonResponse({ code: 'ALREADY_A_MEMBER', message, status: 409 }, 409),
      }),
    );
    renderApp(joinAddress, signedInAsPriya);
    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('link', { name: 'See your memberships' })).toHaveAttribute(
      'href',
      '/my-account/memberships',
    );
  });

  it('sets up the Direct Debit, keeps the membership in the address and moves on to paying', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(joiningApi(calls));
    const app = renderApp(joinAddress, signedInAsPriya);
    await fillBankDetails(user);
    await user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));

    await waitFor(() =>
      expect(app.location()).toBe(`/join/501?venue=2&membership=${membershipId}`),
    );
    const [join] = callsTo(calls, 'POST', '/api/online-joining/memberships');
    expect(join?.body).toEqual({
      plan_id: 501,
      venue_id: 2,
      account_holder_name: 'Priya Shah',
      sort_code: '20-00-00',
      account_number: '55779911',
      is_sole_signatory: true,
    });
    expect(join?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const heading = await screen.findByRole('heading', { name: 'Your first payment' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(document.title).toBe(
        'Your first payment — Join Lido Flex — Hackney Lido — Lido Leisure',
      ),
    );
    // The answer was put in the cache: the payment step did not ask for the membership again.
    expect(callsTo(calls, 'GET', `/api/online-joining/memberships/${membershipId}`)).toHaveLength(
      0,
    );
  });

  it('sends a plan not sold online at the venue back to the pricing page', async () => {
    stubFetch(joiningApi([]));
    renderApp('/join/503?venue=2', signedInAsPriya);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This membership cannot be joined online at this venue.',
    );
    expect(screen.getByRole('link', { name: 'Compare memberships' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByLabelText('Sort code')).toBeNull();
  });
});
