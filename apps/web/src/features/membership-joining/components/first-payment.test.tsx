import { CHALLENGE_RESULT_MESSAGE } from '@lido/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  joiningApi,
  membershipId,
  providerUrl,
  signedInAsPriya,
  transactionUuid,
  wireJoined,
  wireJoining,
} from '../fixtures/joining-api';

const paymentAddress = `/join/501?venue=2&membership=${membershipId}`;
const base = `/api/online-joining/memberships/${membershipId}`;

async function fillCard(user: ReturnType<typeof userEvent.setup>, cardNumber = '4929000000006') {
  const form = await screen.findByTestId('card-form');
  await user.type(within(form).getByLabelText('Name on card'), 'Priya Shah');
  await user.type(within(form).getByLabelText('Card number'), cardNumber);
  await user.type(within(form).getByLabelText('Expiry date (MMYY)'), '1230');
  await user.type(within(form).getByLabelText('Security code'), '123');
}

async function payButton() {
  const pay = await screen.findByRole('button', { name: 'Pay £22.00' });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}

describe('/join/:planId?membership=, the first payment', () => {
  it('carries on from the membership in the address after a reload, with its breakdown', async () => {
    const calls: StubRequest[] = [];
    stubFetch(joiningApi(calls, { membership: wireJoining() }));
    renderApp(paymentAddress, signedInAsPriya);

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Lido Flex' })).toBeVisible();
    const breakdown = await screen.findByTestId('payment-breakdown');
    const lines = within(breakdown)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Joining fee £15.00',
      'Membership to Mon 30 November 2026 £7.00',
      'Total £22.00',
    ]);
    expect(screen.getByTestId('monthly-collection')).toHaveTextContent(
      'Then £42.00 a month by Direct Debit from Tue 1 December 2026',
    );
    const account = screen.getByTestId('direct-debit-details');
    expect(account).toHaveTextContent('Account holderPriya Shah');
    expect(account).toHaveTextContent('Account numberending ••11');
    expect(account).toHaveTextContent('BankBARCLAYS BANK PLC');
    expect(await payButton()).toBeVisible();
    expect(callsTo(calls, 'GET', base)).toHaveLength(1);
    expect(callsTo(calls, 'POST', `${base}/prepare`)).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/online-joining/memberships')).toHaveLength(0);
    // A reload does not take focus away from the top of the page.
    expect(screen.getByRole('heading', { name: 'Your first payment' })).not.toHaveFocus();
    await waitFor(() =>
      expect(document.title).toBe(
        'Your first payment — Join Lido Flex — Hackney Lido — Lido Leisure',
      ),
    );
  });

  it('pays by card through the provider, authorises, completes and welcomes the member', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(joiningApi(calls, { membership: wireJoining() }));
    const app = renderApp(paymentAddress, signedInAsPriya);
    await fillCard(user);
    await user.click(await payButton());

    await waitFor(() => expect(app.location()).toBe(`/join/confirmed/${membershipId}`));
    const [identifier] = calls.filter((call) => call.url.href.startsWith(providerUrl));
    expect(identifier?.headers.get('authorization')).toBe('Bearer SESSION-KEY-1');
    const lidoCalls = calls.filter((call) => call.url.origin === window.location.origin);
    expect(lidoCalls.some((call) => JSON.stringify(call.body ?? '').includes('4929'))).toBe(false);

    const [authorise] = callsTo(calls, 'POST', `${base}/authorise`);
    expect(authorise?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(authorise?.body).toMatchObject({
      card_identifier: 'CARD-ID-1',
      card_holder_name: 'Priya Shah',
      session_key: 'SESSION-KEY-1',
      save_card: false,
      saved_card_id: null,
      browser_javascript_enabled: true,
    });
    // The basket's fields are not the joining's.
    for (const field of ['item_hash', 'terms', 'payments', 'source', 'completed_waivers']) {
      expect(authorise?.body).not.toHaveProperty(field);
    }
    const [complete] = callsTo(calls, 'POST', `${base}/complete`);
    expect(complete?.body).toEqual({ transaction_uuid: transactionUuid });

    const welcome = await screen.findByRole('heading', { level: 1, name: 'Welcome to Lido Flex' });
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(screen.getByTestId('membership-number')).toHaveTextContent(
      'Your membership number is M0000123',
    );
  });

  it('shows a declined card inline by the card form, and starts a new payment session', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const declined = 'Your card was declined. Please check your details or use another card.';
    stubFetch(
      joiningApi(calls, {
        membership: wireJoining(),
        authorise: () => jsonResponse({ code: 'PAYMENT_DECLINED', message: declined }, 402),
      }),
    );
    const app = renderApp(paymentAddress, signedInAsPriya);
    await fillCard(user, '4000000000000002');
    await user.click(await payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(declined);
    const form = screen.getByRole('form', { name: 'Pay by card' });
    expect(form).toContainElement(alert);
    expect(form).toHaveAttribute('aria-describedby', alert.id);
    await waitFor(() => expect(callsTo(calls, 'POST', `${base}/prepare`)).toHaveLength(2));
    // What the customer typed is still there for another try, and the Pay button is back.
    expect(within(screen.getByTestId('card-form')).getByLabelText('Card number')).toHaveValue(
      '4000000000000002',
    );
    expect(await payButton()).toBeVisible();
    expect(callsTo(calls, 'POST', `${base}/complete`)).toHaveLength(0);
    expect(app.location()).toBe(paymentAddress);

    await user.type(within(screen.getByTestId('card-form')).getByLabelText('Security code'), '4');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("shows the provider's refusal of a card number by the field, keeping the session", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(joiningApi(calls, { membership: wireJoining() }));
    renderApp(paymentAddress, signedInAsPriya);
    await fillCard(user, '1234567890123');
    await user.click(await payButton());

    const number = within(screen.getByTestId('card-form')).getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription('Invalid card number');
    expect(callsTo(calls, 'POST', `${base}/authorise`)).toHaveLength(0);
    expect(callsTo(calls, 'POST', `${base}/prepare`)).toHaveLength(1);
  });

  it("opens the checkout's 3-D Secure dialog and completes once the issuer approves", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(
      joiningApi(calls, {
        membership: wireJoining(),
        authorise: () =>
          jsonResponse({
            transaction_uuid: transactionUuid,
            transaction_status: '3DAuth',
            sca_url: `/api/checkout/3ds/${transactionUuid}`,
            sca_data: { acs_url: '/acs', creq: 'creq', three_ds_session_data: 'session' },
          }),
      }),
    );
    const app = renderApp(paymentAddress, signedInAsPriya);
    await fillCard(user, '4929000005559');
    await user.click(await payButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByTitle("Card issuer's security check")).toHaveAttribute(
      'src',
      `/api/checkout/3ds/${transactionUuid}`,
    );
    expect(screen.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    expect(callsTo(calls, 'POST', `${base}/complete`)).toHaveLength(0);

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: CHALLENGE_RESULT_MESSAGE,
            transaction_uuid: transactionUuid,
            transaction_status: 'Authorised',
          },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(app.location()).toBe(`/join/confirmed/${membershipId}`));
    expect(callsTo(calls, 'POST', `${base}/complete`)).toHaveLength(1);
  });

  it('says so by the card form when the challenge is cancelled, and prepares again', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(
      joiningApi(calls, {
        membership: wireJoining(),
        authorise: () =>
          jsonResponse({
            transaction_uuid: transactionUuid,
            transaction_status: '3DAuth',
            sca_url: `/api/checkout/3ds/${transactionUuid}`,
          }),
      }),
    );
    renderApp(paymentAddress, signedInAsPriya);
    await fillCard(user, '4929000005559');
    await user.click(await payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment could not be taken, please try again.',
    );
    await waitFor(() => expect(callsTo(calls, 'POST', `${base}/prepare`)).toHaveLength(2));
    expect(callsTo(calls, 'POST', `${base}/complete`)).toHaveLength(0);
    expect(await payButton()).toBeVisible();
  });

  it('starts a membership whose first payment is nothing without a card', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const free = { joining_fee: 0, pro_rata: 0, total: 0, covers_to: '2026-11-30', is_paid: false };
    stubFetch(joiningApi(calls, { membership: wireJoining({ first_payment: free }) }));
    const app = renderApp(paymentAddress, signedInAsPriya);

    const start = await screen.findByRole('button', { name: 'Start my membership' });
    expect(screen.getByTestId('payment-breakdown')).toHaveTextContent('Total£0.00');
    expect(screen.queryByTestId('card-form')).toBeNull();
    await user.click(start);
    await waitFor(() => expect(app.location()).toBe(`/join/confirmed/${membershipId}`));
    expect(callsTo(calls, 'POST', `${base}/prepare`)).toHaveLength(0);
    expect(callsTo(calls, 'POST', `${base}/complete`)[0]?.body).toEqual({
      transaction_uuid: null,
    });
  });

  it('goes on to the confirmation when the membership in the address is already paid', async () => {
    stubFetch(joiningApi([], { membership: wireJoined() }));
    const app = renderApp(paymentAddress, signedInAsPriya);
    await waitFor(() => expect(app.location()).toBe(`/join/confirmed/${membershipId}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lido Flex' }),
    ).toBeVisible();
  });
});
