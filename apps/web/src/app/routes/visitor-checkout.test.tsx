import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_UUID_HEADER } from '@lido/contract';
import { wireCart, wireCartItem, wireOrder, wirePreparation } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

// A signed-out visitor's checkout (issue 43): who is booking, then the card, for the basket
// their uuid names; the confirmation opens with the order's own key.

const providerUrl = 'https://pi-test.opayo.example/api/v1';
const transactionUuid = '0b5f2a4e-3c1d-4e8f-9a7b-6c5d4e3f2a1b';
const maya = {
  first_name: 'Maya',
  last_name: 'Patel',
  email: 'maya.patel@example.org',
  phone: '07700 900123',
};

const cardPolicy = 'Cancel up to the start for a full refund to the card you paid with.';

interface VisitorApiOptions {
  cart?: ReturnType<typeof wireCart>;
  /** The visitor's details already saved for the basket (a reload). */
  saved?: typeof maya | null;
  /** What `PUT /api/checkout/visitor` answers. */
  save?: () => Response;
}

function visitorApi(calls: StubRequest[], options: VisitorApiOptions = {}) {
  const cart = options.cart ?? wireCart();
  let saved = options.saved ?? null;
  return (request: StubRequest) => {
    calls.push(request);
    const { pathname } = request.url;
    if (pathname === `${new URL(providerUrl).pathname}/card-identifiers`) {
      return jsonResponse({ cardIdentifier: 'CARD-ID-1', expiry: '', cardType: 'Visa' }, 201);
    }
    switch (pathname) {
      case '/api/activities/cart':
        return jsonResponse({ data: cart });
      case '/api/checkout/visitor':
        if (request.method === 'PUT') {
          const refusal = options.save?.();
          if (refusal) return refusal;
          saved = request.body as typeof maya;
          return jsonResponse({ data: saved });
        }
        return jsonResponse({ data: saved });
      case '/api/checkout/prepare':
        return jsonResponse({ ...wirePreparation, saved_card: null, url: providerUrl });
      case '/api/checkout/authorise':
        return jsonResponse({
          transaction_uuid: transactionUuid,
          transaction_status: 'Authorised',
        });
      case '/api/checkout/complete':
        return jsonResponse({ complete_order_id: 777, order_token: 'order-secret' });
      case '/api/checkout/orders/777':
        return jsonResponse({ data: wireOrder() });
      case '/api/checkout/policies':
        return jsonResponse({ data: [{ activities: ['Yoga'], summary: cardPolicy }] });
      case '/api/terms':
        return jsonResponse({
          data: [{ id: 1, title: 'Booking terms and conditions', body: 'First.\n\nSecond.' }],
        });
      default:
        return undefined;
    }
  };
}

const callsTo = (calls: StubRequest[], pathname: string) =>
  calls.filter((call) => call.url.pathname === pathname);

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Your details' });
  await user.type(within(form).getByLabelText('First name'), maya.first_name);
  await user.type(within(form).getByLabelText('Last name'), maya.last_name);
  await user.type(within(form).getByLabelText('Email address'), maya.email);
  await user.type(within(form).getByLabelText('Phone'), maya.phone);
  await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
}

describe('checkout for a signed-out visitor', () => {
  it('asks who is booking, then takes the card for the basket the uuid names, and opens the confirmation with its key', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const cart = wireCart();
    localStorage.setItem('lido-cart-uuid', cart.uuid);
    stubFetch(visitorApi(calls, { cart }));
    const app = renderApp('/basket/checkout');

    // No card form, and no payment session, until the visitor has said who is booking.
    await screen.findByRole('heading', { name: 'Your details' });
    expect(screen.queryByTestId('card-form')).toBeNull();
    expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(0);

    await fillDetails(user);
    const summary = await screen.findByTestId('visitor-summary');
    expect(summary).toHaveTextContent(
      'Booking as Maya Patel, maya.patel@example.org, 07700 900123',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    const [put] = callsTo(calls, '/api/checkout/visitor').filter((call) => call.method === 'PUT');
    expect(put?.body).toEqual(maya);
    expect(put?.headers.get(CART_UUID_HEADER)).toBe(cart.uuid);

    // A visitor has no account to keep a card in, nor credit to spend.
    const form = await screen.findByTestId('card-form');
    expect(within(form).queryByLabelText('Save this card for next time')).toBeNull();
    expect(screen.getByLabelText('First name', { selector: '#first-name' })).toHaveValue('Maya');
    // Nothing is remembered for a visitor: the address starts blank, and none is asked for.
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    expect(callsTo(calls, '/api/checkout/billing-details')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Name on card'), 'Maya Patel');
    await user.type(within(form).getByLabelText('Card number'), '4929000000006');
    await user.type(within(form).getByLabelText('Expiry date (MMYY)'), '1230');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Address line 1'), '1 Finchley Road');
    await user.type(screen.getByLabelText('Town or city'), 'London');
    await user.type(screen.getByLabelText('Postcode'), 'NW3 5HT');
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    const pay = screen.getByRole('button', { name: /^Pay / });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() =>
      expect(app.location()).toBe('/booking-confirmed/777?order_token=order-secret'),
    );
    for (const step of ['prepare', 'authorise', 'complete']) {
      const [call] = callsTo(calls, `/api/checkout/${step}`);
      expect(call?.headers.get(CART_UUID_HEADER), step).toBe(cart.uuid);
    }
    const [authorise] = callsTo(calls, '/api/checkout/authorise');
    expect(authorise?.body).toMatchObject({ save_card: false, billing_first_name: 'Maya' });
    expect(await screen.findByTestId('booking-confirmed')).toBeVisible();
    const [order] = callsTo(calls, '/api/checkout/orders/777');
    expect(order?.url.searchParams.get('token')).toBe('order-secret');
    expect(screen.queryByRole('link', { name: 'My bookings' })).toBeNull();
  });

  it('states the cancellation policy and opens the terms before the visitor pays', async () => {
    const user = userEvent.setup();
    localStorage.setItem('lido-cart-uuid', wireCart().uuid);
    stubFetch(visitorApi([], { saved: maya }));
    renderApp('/basket/checkout');

    const policies = await screen.findByTestId('before-you-pay');
    expect(await within(policies).findByRole('listitem')).toHaveTextContent(`Yoga: ${cardPolicy}`);
    await user.click(
      within(policies).getByRole('button', { name: 'Read the terms and conditions' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(await within(dialog).findByText('Second.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull();
  });

  it('carries on from the details saved before a reload, and lets the visitor change them', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    localStorage.setItem('lido-cart-uuid', wireCart().uuid);
    stubFetch(visitorApi(calls, { saved: maya }));
    renderApp('/basket/checkout');

    expect(await screen.findByTestId('visitor-summary')).toHaveTextContent('Maya Patel');
    expect(await screen.findByTestId('card-form')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(within(form).getByLabelText('Email address')).toHaveValue(maya.email);
  });

  it("puts the API's field messages beside the fields, and a place needing an account above them", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    localStorage.setItem('lido-cart-uuid', wireCart().uuid);
    let answer = jsonResponse(
      {
        message: 'The given data was invalid.',
        errors: { email: ['This email address cannot receive emails.'] },
      },
      422,
    );
    stubFetch(visitorApi(calls, { save: () => answer }));
    renderApp('/basket/checkout');

    await fillDetails(user);
    const email = await screen.findByLabelText('Email address');
    expect(await screen.findByText('This email address cannot receive emails.')).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    const needsAccount =
      'Tennis needs an account, so it can only be booked when you are logged in. Please log in, or remove it from your basket: nothing has been charged.';
    answer = jsonResponse({ message: needsAccount }, 409);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(needsAccount);
    expect(screen.queryByTestId('card-form')).toBeNull();
  });

  it('confirms a free basket with the details alone: no card, no billing address', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const free = wireCartItem({
      price: { benefit_applied: false, package_applied: false, formatted: '£0.00', raw: 0 },
    });
    localStorage.setItem('lido-cart-uuid', wireCart([free]).uuid);
    stubFetch(visitorApi(calls, { cart: wireCart([free]) }));
    const app = renderApp('/basket/checkout');

    await fillDetails(user);
    await user.click(await screen.findByLabelText('I accept the terms and conditions'));
    expect(screen.queryByLabelText('Address line 1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(app.location()).toBe('/booking-confirmed/777?order_token=order-secret'),
    );
    expect(callsTo(calls, '/api/checkout/prepare')).toHaveLength(0);
  });
});
