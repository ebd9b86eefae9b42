import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_RESULT_MESSAGE,
  QUESTIONS_UNANSWERED_MESSAGE,
  WAIVERS_ERROR_MESSAGE,
} from '@lido/contract';
import { creditAppliedCopy, creditNotAppliedCopy } from '../../shared/components/credit-panel';
import { selectPayment } from '../../features/checkout/payment.slice';
import { orderCompletedCopy, unableToCompleteCopy } from '../../features/checkout/payment-flow';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireCart, wireCartItem, wireOrder, wirePreparation } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';
import {
  wireBoulderingItem,
  wireClimbingItem,
  wireClimbingQuestions,
} from '../../test/attendee-fixtures';

const providerUrl = 'https://pi-test.opayo.example/api/v1';
const transactionUuid = '0b5f2a4e-3c1d-4e8f-9a7b-6c5d4e3f2a1b';

const wireDetails = {
  id: 1001,
  reference: 'LID1001001',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex.morgan@example.com',
  date_of_birth: '1986-04-12',
  gender: 'female',
  phone: '07700 900123',
  address_line_1: '14 Belsize Road',
  address_line_2: null,
  town: 'London',
  postcode: 'NW6 4BT',
  home_venue_id: 90001,
  home_venue_slug: 'swiss-cottage-leisure-centre',
  can_sign_in: true,
};

/** Where Alex's last card checkout was billed: not the address in My details. */
const wireRememberedBilling = {
  billing_first_name: 'Alexandra',
  billing_last_name: 'Morgan',
  billing_address_line_one: '3 Whitworth Street',
  billing_address_line_two: 'Flat 4',
  billing_city: 'Manchester',
  billing_postcode: 'M1 3GB',
  billing_country: 'GB',
};

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

interface CheckoutApiOptions {
  cart?: ReturnType<typeof wireCart>;
  authorise?: () => Response;
  /** The basket once authorise has answered. */
  cartAfterAuthorise?: ReturnType<typeof wireCart>;
  /** The billing details of the customer's last card checkout; none unless given. */
  rememberedBilling?: typeof wireRememberedBilling;
}

function checkoutApi(calls: StubRequest[], options: CheckoutApiOptions = {}) {
  let cart = options.cart ?? wireCart();
  let prepared = 0;
  return (request: StubRequest) => {
    calls.push(request);
    const { pathname } = request.url;
    if (pathname === `${new URL(providerUrl).pathname}/card-identifiers`) {
      const { cardDetails } = request.body as { cardDetails: { cardNumber: string } };
      if (cardDetails.cardNumber === '1234567890123') {
        return jsonResponse(
          {
            errors: [
              {
                code: 1000,
                description: 'Invalid card number',
                property: 'cardDetails.cardNumber',
              },
            ],
          },
          422,
        );
      }
      return jsonResponse(
        { cardIdentifier: 'CARD-ID-1', expiry: '2026-10-06T07:00:00Z', cardType: 'Visa' },
        201,
      );
    }
    switch (pathname) {
      case '/api/activities/cart':
        return jsonResponse({ data: cart });
      case '/api/my-account/details':
        return jsonResponse({ data: wireDetails });
      case '/api/checkout/billing-details':
        return jsonResponse({ data: options.rememberedBilling ?? null });
      case '/api/checkout/prepare':
        prepared += 1;
        // Checkout answers are top-level, as the live system sends them.
        return jsonResponse({
          ...wirePreparation,
          url: providerUrl,
          session_key: `SESSION-KEY-${prepared}`,
        });
      case '/api/checkout/authorise':
        if (options.cartAfterAuthorise) cart = options.cartAfterAuthorise;
        return (
          options.authorise?.() ??
          jsonResponse({ transaction_uuid: transactionUuid, transaction_status: 'Authorised' })
        );
      case `/api/checkout/transactions/${transactionUuid}`:
        return jsonResponse({ transaction_uuid: transactionUuid, transaction_status: '3DAuth' });
      case '/api/checkout/complete':
        return jsonResponse({ complete_order_id: 777 });
      case '/api/checkout/orders/777':
        return jsonResponse({ data: wireOrder() });
      default:
        return undefined;
    }
  };
}

const challengeAnswer = () =>
  jsonResponse({
    transaction_uuid: transactionUuid,
    transaction_status: '3DAuth',
    sca_url: `/api/checkout/3ds/${transactionUuid}`,
    sca_data: { acs_url: '/acs', creq: 'creq', three_ds_session_data: 'session' },
  });

async function fillCard(user: ReturnType<typeof userEvent.setup>, cardNumber = '4929000000006') {
  const form = await screen.findByTestId('card-form');
  await user.type(within(form).getByLabelText('Name on card'), 'Alex Morgan');
  await user.type(within(form).getByLabelText('Card number'), cardNumber);
  await user.type(within(form).getByLabelText('Expiry date (MMYY)'), '1230');
  await user.type(within(form).getByLabelText('Security code'), '123');
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

const callsTo = (calls: StubRequest[], pathname: string) =>
  calls.filter((call) => call.url.pathname === pathname);

describe('checkout', () => {
  it('posts the card to the provider, authorises with the card identifier and completes', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(checkoutApi(calls));
    const app = renderApp('/basket/checkout', signedIn);

    // Billing details come from the signed-in customer.
    expect(await screen.findByLabelText('First name')).toHaveValue('Alex');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('14 Belsize Road');
    expect(screen.getByLabelText('Postcode')).toHaveValue('NW6 4BT');
    for (const name of ['cardholderName', 'cardNumber', 'expiryDate', 'securityCode']) {
      expect(document.querySelector(`input[name="${name}"]`)).not.toBeNull();
    }
    await fillCard(user);
    const pay = await screen.findByRole('button', { name: 'Pay £8.50' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(app.location()).toBe('/booking-confirmed/777'));
    const [identifier] = calls.filter((call) => call.url.href.startsWith(providerUrl));
    expect(identifier?.url.href).toBe(`${providerUrl}/card-identifiers`);
    expect(identifier?.headers.get('authorization')).toBe('Bearer SESSION-KEY-1');
    expect(identifier?.body).toEqual({
      cardDetails: {
        cardholderName: 'Alex Morgan',
        cardNumber: '4929000000006',
        expiryDate: '1230',
        securityCode: '123',
      },
    });
    // Lido's API never sees the card number.
    const lidoCalls = calls.filter((call) => call.url.origin === window.location.origin);
    expect(lidoCalls.some((call) => JSON.stringify(call.body ?? '').includes('4929'))).toBe(false);

    const [authorise] = callsTo(calls, '/api/checkout/authorise');
    expect(authorise?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(authorise?.body).toMatchObject({
      billing_first_name: 'Alex',
      billing_address_line_one: '14 Belsize Road',
      billing_city: 'London',
      billing_postcode: 'NW6 4BT',
      card_identifier: 'CARD-ID-1',
      card_holder_name: 'Alex Morgan',
      session_key: 'SESSION-KEY-1',
      terms: [1],
      source: 'activity-booking',
      item_hash: 'hash-501',
      browser_java_enabled: false,
      browser_javascript_enabled: true,
    });
    const [complete] = callsTo(calls, '/api/checkout/complete');
    expect(complete?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(complete?.body).toMatchObject({ transaction_uuid: transactionUuid, terms: [1] });

    expect(await screen.findByText(orderCompletedCopy)).toBeVisible();
    expect(await screen.findByTestId('confirmed-booking')).toHaveTextContent('Studio 1');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/checkout/orders/777/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Shopping basket, 0 items' })).toBeVisible();
    expect(app.store.getState().basket.completeOrderId).toBe(777);
    expect(app.store.getState().basket.status.paymentComplete).toBe(true);
  });

  it("shows the provider's card error beside the field and keeps the session", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(checkoutApi(calls));
    renderApp('/basket/checkout', signedIn);
    await fillCard(user, '1234567890123');
    await user.click(await screen.findByRole('button', { name: 'Pay £8.50' }));
    expect(await screen.findByText('Invalid card number')).toBeVisible();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, '/api/checkout/authorise')).toHaveLength(0);
    expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4929000000006');
    await user.click(screen.getByRole('button', { name: 'Pay £8.50' }));
    await waitFor(() => expect(callsTo(calls, '/api/checkout/complete')).toHaveLength(1));
    const identifiers = calls.filter((call) => call.url.href.startsWith(providerUrl));
    expect(identifiers.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer SESSION-KEY-1',
      'Bearer SESSION-KEY-1',
    ]);
  });

  it('closes the challenge dialog on a decline and prepares a fresh payment session', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(checkoutApi(calls, { authorise: challengeAnswer }));
    const app = renderApp('/basket/checkout', signedIn);
    await fillCard(user, '4929000005559');
    await user.click(await screen.findByRole('button', { name: 'Pay £8.50' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByTitle("Card issuer's security check")).toHaveAttribute(
      'src',
      `/api/checkout/3ds/${transactionUuid}`,
    );
    expect(selectPayment(app.store.getState()).transactionStatus).toBe('3DAuth');
    expect(app.store.getState().basket.status.paymentProcessing).toBe(true);

    const result = { type: CHALLENGE_RESULT_MESSAGE, transaction_uuid: transactionUuid };
    // Another site cannot answer for the issuer.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { ...result, transaction_status: 'Authorised' },
          origin: 'https://evil.example',
        }),
      );
    });
    expect(screen.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { ...result, transaction_status: 'Declined' },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm your payment' })).toBeNull(),
    );
    expect(await screen.findByText(unableToCompleteCopy)).toBeVisible();
    expect(callsTo(calls, '/api/checkout/complete')).toHaveLength(0);
    await waitFor(() => expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(2));
    // The second prepare's answer is stored once it arrives, not when it is sent.
    await waitFor(() =>
      expect(selectPayment(app.store.getState()).sessionKey).toBe('SESSION-KEY-2'),
    );
    expect(selectPayment(app.store.getState()).transactionUuid).toBeNull();
    expect(app.store.getState().basket.status.paymentProcessing).toBe(false);
    expect(app.location()).toBe('/basket/checkout');
  });

  it('completes after an approved challenge', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(checkoutApi(calls, { authorise: challengeAnswer }));
    const app = renderApp('/basket/checkout', signedIn);
    await fillCard(user, '4929000005559');
    await user.click(await screen.findByRole('button', { name: 'Pay £8.50' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
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
    await waitFor(() => expect(app.location()).toBe('/booking-confirmed/777'));
    expect(callsTo(calls, '/api/checkout/complete')).toHaveLength(1);
  });

  it("shows the server's message for a declined card and starts a new session", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(
      checkoutApi(calls, {
        authorise: () => jsonResponse({ message: 'The card was declined.' }, 402),
      }),
    );
    const app = renderApp('/basket/checkout', signedIn);
    await fillCard(user, '4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Pay £8.50' }));
    expect(await screen.findByText('The card was declined.')).toBeVisible();
    await waitFor(() => expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(2));
    expect(app.location()).toBe('/basket/checkout');
  });

  it('shows a declined card inline by the card form until the customer changes something', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const declined = 'Your card was declined. Please check your details or use another card.';
    stubFetch(checkoutApi(calls, { authorise: () => jsonResponse({ message: declined }, 402) }));
    renderApp('/basket/checkout', signedIn);
    await fillCard(user, '4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Pay £8.50' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(declined);
    // Inside the form and describing it, not a toast that fades away.
    const form = screen.getByRole('form', { name: 'Checkout' });
    expect(form).toContainElement(alert);
    expect(form).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getAllByText(declined)).toHaveLength(1);
    // The basket is kept, and the failure stays while nothing changes.
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Yoga');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // The hold's countdown ticks meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)));
    expect(screen.getByRole('alert')).toHaveTextContent(declined);

    await user.clear(within(screen.getByTestId('card-form')).getByLabelText('Card number'));
    await user.type(
      within(screen.getByTestId('card-form')).getByLabelText('Card number'),
      '4929000000006',
    );
    expect(screen.queryByText(declined)).toBeNull();
    expect(form).not.toHaveAttribute('aria-describedby');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay £8.50' })).toBeEnabled());
  });

  it("fills the billing details from the customer's last card checkout, for them to change", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(checkoutApi(calls, { rememberedBilling: wireRememberedBilling }));
    renderApp('/basket/checkout', signedIn);

    expect(await screen.findByLabelText('First name')).toHaveValue('Alexandra');
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('3 Whitworth Street');
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveValue('Flat 4');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Manchester');
    expect(screen.getByLabelText('Postcode')).toHaveValue('M1 3GB');
    expect(callsTo(calls, '/api/checkout/billing-details')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'M2 5DB');
    await fillCard(user);
    const pay = await screen.findByRole('button', { name: 'Pay £8.50' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(callsTo(calls, '/api/checkout/authorise')).toHaveLength(1));
    expect(callsTo(calls, '/api/checkout/authorise')[0]?.body).toMatchObject({
      billing_first_name: 'Alexandra',
      billing_address_line_one: '3 Whitworth Street',
      billing_address_line_two: 'Flat 4',
      billing_city: 'Manchester',
      billing_postcode: 'M2 5DB',
    });
  });

  it('asks for the remembered billing details again each time the checkout opens', async () => {
    const calls: StubRequest[] = [];
    stubFetch(checkoutApi(calls));
    const app = renderApp('/basket/checkout', signedIn);
    expect(await screen.findByLabelText('Address line 1')).toHaveValue('14 Belsize Road');
    await act(() => app.router.navigate('/basket'));
    await act(() => app.router.navigate('/basket/checkout'));
    await screen.findByLabelText('Address line 1');
    expect(callsTo(calls, '/api/checkout/billing-details')).toHaveLength(2);
  });

  it('moves focus to the failure after a declined card, so the keyboard carries on from there', async () => {
    const user = userEvent.setup();
    const declined = 'Your card was declined. Please check your details or use another card.';
    stubFetch(checkoutApi([], { authorise: () => jsonResponse({ message: declined }, 402) }));
    renderApp('/basket/checkout', signedIn);
    await fillCard(user, '4000000000000002');
    const pay = await screen.findByRole('button', { name: 'Pay £8.50' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(declined);
    await waitFor(() => expect(failure).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    // Tab goes on to what follows it in the form, not back to the top of the page.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Read the terms and conditions' })).toHaveFocus();
  });

  it('moves focus to the failure when the 3-D Secure challenge is declined', async () => {
    const user = userEvent.setup();
    stubFetch(checkoutApi([], { authorise: challengeAnswer }));
    renderApp('/basket/checkout', signedIn);
    await fillCard(user, '4929000005559');
    await user.click(await screen.findByRole('button', { name: 'Pay £8.50' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: CHALLENGE_RESULT_MESSAGE,
            transaction_uuid: transactionUuid,
            transaction_status: 'Declined',
          },
          origin: window.location.origin,
        }),
      );
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(unableToCompleteCopy);
    await waitFor(() => expect(failure).toHaveFocus());
  });

  it('shows how long the places are held beside the order', async () => {
    stubFetch(checkoutApi([]));
    renderApp('/basket/checkout', signedIn);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByTestId('hold-countdown')).toHaveTextContent(
      /Reserved for 1[45] min/,
    );
  });

  it('completes a free basket without a card or a billing address', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const free = wireCartItem({
      price: { benefit_applied: false, package_applied: false, formatted: '£0.00', raw: 0 },
    });
    stubFetch(checkoutApi(calls, { cart: wireCart([free]) }));
    const app = renderApp('/basket/checkout', signedIn);
    await screen.findByLabelText('I accept the terms and conditions');
    expect(screen.queryByTestId('card-form')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Billing details' })).toBeNull();
    expect(screen.queryByLabelText('Address line 1')).toBeNull();
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await waitFor(() => expect(app.location()).toBe('/booking-confirmed/777'));
    expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(0);
    expect(callsTo(calls, '/api/checkout/authorise')).toHaveLength(0);
    expect(calls.some((call) => call.url.href.startsWith(providerUrl))).toBe(false);
    const [complete] = callsTo(calls, '/api/checkout/complete');
    expect(complete?.body).toMatchObject({ transaction_uuid: null, item_hash: 'hash-501' });
    expect(await screen.findByText(orderCompletedCopy)).toBeVisible();
  });

  describe("attendees' waivers", () => {
    // Sam's place and Alex's own (no attendee named), then Sam again at another session with
    // the same waiver, and a place that needs none.
    const signedPlaces = [
      wireClimbingItem(601, 1002, { signed: true }),
      wireClimbingItem(602, null, { signed: true }),
      wireClimbingItem(603, 1002, { signed: true }),
      wireCartItem({ id: 604 }),
    ];

    it('sends the attendees page anyone who opens the checkout before agreeing to a waiver', async () => {
      const calls: StubRequest[] = [];
      const cart = wireCart([wireClimbingItem(601, 1002)], { attendeeWaiversRequired: true });
      stubFetch(checkoutApi(calls, { cart }));
      const app = renderApp('/basket/checkout', signedIn);
      await waitFor(() => expect(app.location()).toBe('/attendees'));
      expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(0);
    });

    it('sends each signed waiver, for the person going, with authorise and complete', async () => {
      const user = userEvent.setup();
      const calls: StubRequest[] = [];
      stubFetch(checkoutApi(calls, { cart: wireCart(signedPlaces) }));
      const app = renderApp('/basket/checkout', signedIn);
      await fillCard(user);
      const pay = await screen.findByRole('button', { name: /^Pay / });
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);
      await waitFor(() => expect(app.location()).toBe('/booking-confirmed/777'));

      const waivers = [
        { restriction_id: 71, user_id: 1002 },
        { restriction_id: 71, user_id: 1001 },
      ];
      const [authorise] = callsTo(calls, '/api/checkout/authorise');
      expect(authorise?.body).toMatchObject({ completed_waivers: waivers });
      const [complete] = callsTo(calls, '/api/checkout/complete');
      expect(complete?.body).toMatchObject({ completed_waivers: waivers });
    });

    it('toasts a waivers mismatch and goes back to the attendees page', async () => {
      const user = userEvent.setup();
      const calls: StubRequest[] = [];
      stubFetch(
        checkoutApi(calls, {
          cart: wireCart(signedPlaces),
          authorise: () => jsonResponse({ message: WAIVERS_ERROR_MESSAGE }, 409),
          // The waiver's text changed meanwhile: Sam must agree to the new version.
          cartAfterAuthorise: wireCart(
            [wireClimbingItem(601, 1002, { signed: false, version: 4 })],
            { attendeeWaiversRequired: true },
          ),
        }),
      );
      const app = renderApp('/basket/checkout', signedIn);
      await fillCard(user);
      const pay = await screen.findByRole('button', { name: /^Pay / });
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);

      expect(await screen.findByText(WAIVERS_ERROR_MESSAGE)).toBeVisible();
      expect(screen.queryByTestId('payment-failure')).toBeNull();
      await waitFor(() => expect(app.location()).toBe('/attendees'));
      expect(callsTo(calls, '/api/checkout/complete')).toHaveLength(0);
    });
  });

  describe("attendees' answers", () => {
    const answered = () =>
      wireBoulderingItem(601, 1002, wireClimbingQuestions({ 82: 'Never', 83: 'no' }));

    it('sends the attendees page anyone who opens the checkout with a required question unanswered', async () => {
      const calls: StubRequest[] = [];
      const cart = wireCart([
        wireBoulderingItem(601, 1002, wireClimbingQuestions({ 82: 'Never' })),
      ]);
      stubFetch(checkoutApi(calls, { cart }));
      const app = renderApp('/basket/checkout', signedIn);
      await waitFor(() => expect(app.location()).toBe('/attendees'));
      expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(0);
    });

    it('toasts the server text of unanswered questions and goes back to the attendees page', async () => {
      const user = userEvent.setup();
      const calls: StubRequest[] = [];
      stubFetch(
        checkoutApi(calls, {
          cart: wireCart([answered()]),
          authorise: () => jsonResponse({ message: QUESTIONS_UNANSWERED_MESSAGE }, 409),
          // The activity asks a new required question meanwhile.
          cartAfterAuthorise: wireCart([
            wireBoulderingItem(601, 1002, [
              ...wireClimbingQuestions({ 82: 'Never', 83: 'no' }),
              {
                id: 84,
                text: 'Emergency contact number',
                kind: 'text',
                choices: [],
                is_required: true,
                answer: null,
              },
            ]),
          ]),
        }),
      );
      const app = renderApp('/basket/checkout', signedIn);
      await fillCard(user);
      const pay = await screen.findByRole('button', { name: /^Pay / });
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);

      expect(await screen.findByText(QUESTIONS_UNANSWERED_MESSAGE)).toBeVisible();
      expect(screen.queryByTestId('payment-failure')).toBeNull();
      await waitFor(() => expect(app.location()).toBe('/attendees'));
      expect(callsTo(calls, '/api/checkout/complete')).toHaveLength(0);
    });

    it('goes back to the attendees page on a 409 for questions even if the basket looks answered', async () => {
      const user = userEvent.setup();
      const calls: StubRequest[] = [];
      stubFetch(
        checkoutApi(calls, {
          cart: wireCart([answered()]),
          authorise: () => jsonResponse({ message: QUESTIONS_UNANSWERED_MESSAGE }, 409),
        }),
      );
      const app = renderApp('/basket/checkout', signedIn);
      await fillCard(user);
      const pay = await screen.findByRole('button', { name: /^Pay / });
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);

      expect(await screen.findByText(QUESTIONS_UNANSWERED_MESSAGE)).toBeVisible();
      await waitFor(() => expect(app.location()).toBe('/attendees'));
    });
  });

  describe('account credit', () => {
    const credits = (general: number) => ({
      membership: { type: 'membership' as const, total_available: 0, max_applicable: 0 },
      general: {
        type: 'general' as const,
        total_available: general,
        max_applicable: Math.min(general, 850),
      },
    });
    const creditApi = (calls: StubRequest[], answer: { reserved: boolean; amount: number }) => {
      let cart = wireCart([wireCartItem()], { credits: credits(500) });
      const rest = checkoutApi(calls);
      return (request: StubRequest) => {
        if (request.url.pathname === '/api/credits/apply') {
          calls.push(request);
          if (answer.reserved) {
            cart = wireCart([wireCartItem()], {
              credits: credits(500),
              balance: 350,
              formattedBalance: '£3.50',
              payments: [{ tender_type: 'credit', amount: 500, info: { credit_type: 'general' } }],
            });
          }
          return jsonResponse(answer);
        }
        if (request.url.pathname === '/api/activities/cart') {
          calls.push(request);
          return jsonResponse({ data: cart });
        }
        return rest(request);
      };
    };

    it('applies credit, then pays what is left by card and names the credit in payments', async () => {
      const user = userEvent.setup();
      const calls: StubRequest[] = [];
      stubFetch(creditApi(calls, { reserved: true, amount: 500 }));
      const app = renderApp('/basket/checkout', signedIn);
      expect(await screen.findByTestId('credit-available')).toHaveTextContent(
        'You have £5.00 of account credit.',
      );
      expect(screen.getByLabelText('Credit to use (£)')).toHaveValue('5.00');
      await user.click(screen.getByRole('button', { name: 'Apply credit' }));
      expect(await screen.findByText(creditAppliedCopy)).toBeVisible();
      const [applied] = callsTo(calls, '/api/credits/apply');
      expect(applied?.body).toMatchObject({
        credits_to_reserve: [
          { amount: 500, type: 'general' },
          { amount: 0, type: 'membership' },
        ],
        cart_source: 'activity-booking',
      });
      expect(await screen.findByTestId('credit-applied')).toHaveTextContent(
        '£5.00 of your account credit is paying towards this order.',
      );
      expect(screen.getByTestId('left-to-pay')).toHaveTextContent('Left to pay: £3.50');

      await fillCard(user);
      await user.click(screen.getByRole('button', { name: /^Pay £3\.50/ }));
      await waitFor(() => expect(app.location()).toBe('/booking-confirmed/777'));
      const [authorised] = callsTo(calls, '/api/checkout/authorise');
      expect(authorised?.body).toMatchObject({
        payments: [{ tender_type: 'credit', amount: 500 }],
      });
      const [completed] = callsTo(calls, '/api/checkout/complete');
      expect(completed?.body).toMatchObject({ payments: [{ tender_type: 'credit', amount: 500 }] });
    });

    it('says so when the credit could not be applied, and refuses more than the basket takes', async () => {
      const user = userEvent.setup();
      const calls: StubRequest[] = [];
      stubFetch(creditApi(calls, { reserved: false, amount: 0 }));
      renderApp('/basket/checkout', signedIn);
      const input = await screen.findByLabelText('Credit to use (£)');
      await user.clear(input);
      await user.type(input, '9');
      await user.click(screen.getByRole('button', { name: 'Apply credit' }));
      expect(await screen.findByText('Enter an amount up to £5.00.')).toBeVisible();
      expect(callsTo(calls, '/api/credits/apply')).toHaveLength(0);

      await user.clear(input);
      await user.type(input, '4');
      await user.click(screen.getByRole('button', { name: 'Apply credit' }));
      expect(await screen.findByText(creditNotAppliedCopy)).toBeVisible();
      expect(screen.queryByTestId('credit-applied')).toBeNull();
    });
  });
});
