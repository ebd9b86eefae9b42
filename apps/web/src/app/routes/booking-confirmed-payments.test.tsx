import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireOrder } from '../../test/basket-fixtures';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';

const price = (raw: number) => ({
  benefit_applied: false,
  package_applied: false,
  formatted: `£${(raw / 100).toFixed(2)}`,
  raw,
});

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

/** The confirmation of order 777 with these payments, as the API answers them. */
async function confirmationPaidBy(payments: ReturnType<typeof wireOrder>['payments']) {
  const total = payments.reduce((sum, payment) => sum + payment.amount.raw, 0);
  stubFetch((request) =>
    request.url.pathname === '/api/checkout/orders/777'
      ? jsonResponse({ data: wireOrder({ total: price(total), payments }) })
      : undefined,
  );
  renderApp('/booking-confirmed/777', signedIn);
  await screen.findByTestId('booking-confirmed');
  return within(screen.getByLabelText('Payment', { exact: true }));
}

const visa = { card_type: 'Visa', last_four_digits: '0006' };

const lines = () => screen.queryAllByTestId('payment-line').map((line) => line.textContent);

describe('booking confirmed: how the order was paid', () => {
  it('says an order paid from account credit came from credit, and names no card', async () => {
    const payment = await confirmationPaidBy([
      { tender_type: 'credit', amount: price(1300), reference: 'credit-777', card: null },
    ]);
    expect(lines()).toEqual(['£13.00 from account credit']);
    expect(payment.queryByText(/Visa|card/)).toBeNull();
  });

  it('gives each part of a split payment its own amount and where it came from', async () => {
    await confirmationPaidBy([
      { tender_type: 'credit', amount: price(1300), reference: 'credit-777', card: null },
      {
        tender_type: 'card',
        amount: price(500),
        reference: 'TX-1',
        card: { card_type: 'Visa', last_four_digits: '0006' },
      },
    ]);
    expect(lines()).toEqual(['£13.00 from account credit', '£5.00 by Visa ending 0006']);
    expect(screen.getByTestId('order-total')).toHaveTextContent('£18.00');
  });

  it('says how the desk was paid, and a card whose details were not recorded as a card', async () => {
    await confirmationPaidBy([
      { tender_type: 'cash', amount: price(400), reference: 'cash-1', card: null },
      { tender_type: 'offline-voucher', amount: price(300), reference: 'V-1', card: null },
      { tender_type: 'card', amount: price(200), reference: 'TX-2', card: null },
    ]);
    expect(lines()).toEqual(['£4.00 in cash', '£3.00 by voucher', '£2.00 by card']);
  });

  it('lists what paid, not a refund given back since', async () => {
    await confirmationPaidBy([
      { tender_type: 'credit', amount: price(500), reference: 'credit-777', card: null },
      { tender_type: 'card', amount: price(785), reference: 'TX-1', card: visa },
      { tender_type: 'card', amount: price(-785), reference: 'RF-1', card: visa },
    ]);
    expect(lines()).toEqual(['£5.00 from account credit', '£7.85 by Visa ending 0006']);
  });

  it('lists no payments for an order nothing was paid for', async () => {
    const payment = await confirmationPaidBy([]);
    expect(lines()).toEqual([]);
    expect(payment.queryByText('Paid')).toBeNull();
    expect(payment.getByText('£0.00')).toBeVisible();
  });
});
