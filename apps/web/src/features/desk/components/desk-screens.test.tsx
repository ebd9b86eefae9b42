import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { initialBasketState } from '../../../shared/state/basket.slice';
import { initialSessionState } from '../../../shared/state/session.slice';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import { wireCart, wireCartItem, wireOrder } from '../../../test/basket-fixtures';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';
import type { ServedCustomer } from '../../../shared/lib/served-customer';

// The desk's checkout and receipt, with a member of staff whose currency is the euro, so every
// amount the desk writes is seen to use the staff user's symbol rather than the site's £.

const jordan = camelizeKeys({
  ...wireAlex,
  id: 801,
  type: 'staff' as const,
  reference: null,
  first_name: 'Jordan',
  last_name: 'Reid',
  family_members: [],
  is_staff: true,
  currency_symbol: '€',
  staff_role: 'receptionist' as const,
});

const morgan: ServedCustomer = {
  id: 1017,
  firstName: 'Morgan',
  lastName: 'Booker',
  reference: 'LID1001017',
  isMember: false,
  isWalkIn: false,
};

const atTheDesk = (served: ServedCustomer | null): Partial<RootState> => ({
  auth: { loggedIn: true, user: jordan, isLoginPending: false, error: null },
  desk: { served },
  basket: { ...initialBasketState, selectedUserId: served?.id ?? null },
});

const price = (raw: number) => ({
  raw,
  formatted: `£${(raw / 100).toFixed(2)}`,
  benefit_applied: false,
  package_applied: false,
});
const yoga = wireCartItem();
const swim = wireCartItem({
  id: 502,
  price: price(390),
  unit_price: price(390),
  cartable_resource: { ...yoga.cartable_resource, id: 'swim-1', name: 'Family Swim' },
});

function deskApi(calls: StubRequest[]) {
  let paid = false;
  return (request: StubRequest) => {
    calls.push(request);
    switch (request.url.pathname) {
      case '/api/activities/cart':
        return jsonResponse({
          data: paid ? wireCart([]) : wireCart([yoga, swim], { selected_user_id: morgan.id }),
        });
      case '/api/foh/checkout/pay':
        paid = true;
        return jsonResponse({ complete_order_id: 91, change: { raw: 760, formatted: '£7.60' } });
      case '/api/foh/orders/91/receipt/email':
        return jsonResponse({ message: 'The receipt is on its way to morgan@example.org.' }, 202);
      case '/api/foh/orders/91/receipt':
        return jsonResponse({
          data: {
            ...wireOrder({ id: 91, total: price(1240) }),
            payments: [{ tender_type: 'cash', amount: price(1240), reference: 'D-91', card: null }],
            operator_name: 'Lido Leisure',
            customer: {
              id: morgan.id,
              reference: morgan.reference,
              first_name: 'Morgan',
              last_name: 'Booker',
              is_walk_in: false,
            },
            change: { raw: 760, formatted: '£7.60' },
            served_by: 'Jordan Reid',
            cancelled_booking_ids: [],
          },
        });
      default:
        return undefined;
    }
  };
}

describe('the desk checkout', () => {
  it('takes €20 cash for a €12.40 basket, shows €7.60 change and pays through the desk path', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(deskApi(calls));
    const app = renderApp('/basket/checkout', atTheDesk(morgan));

    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Morgan Booker’s order');
    expect(summary).toHaveTextContent('Total: €12.40');
    const pay = screen.getByRole('button', { name: 'Pay €12.40' });
    expect(pay).toBeDisabled();
    expect(screen.getByTestId('desk-left-to-pay')).toHaveTextContent('€12.40');

    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent('Cash €20.00');
    expect(screen.getByTestId('change-due')).toHaveTextContent('€7.60');
    expect(pay).toBeEnabled();

    // The customer's acceptance of the terms is asked for before anything is sent.
    await user.click(pay);
    expect(screen.getByText('Please accept the terms and conditions.')).toBeVisible();
    expect(calls.some((call) => call.url.pathname === '/api/foh/checkout/pay')).toBe(false);

    await user.click(screen.getByLabelText('The customer accepts the terms and conditions'));
    await user.click(pay);
    await waitFor(() => expect(app.location()).toBe('/desk/orders/91/receipt'));
    const [payment] = calls.filter((call) => call.url.pathname === '/api/foh/checkout/pay');
    expect(payment?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment?.body).toEqual({
      completed_waivers: [],
      payments: [{ tender_type: 'cash', amount: 2000, info: {} }],
      selected_user_id: morgan.id,
      source: 'foh',
      terms: [1],
    });

    expect(await screen.findByText('Paid. Change due: €7.60.')).toBeVisible();
    const receipt = screen.getByRole('article', { name: 'Receipt for order 91' });
    expect(receipt).toHaveTextContent('Morgan Booker (LID1001017)');
    // Cash is kept net of change; the receipt shows what was handed over, and the change.
    expect(within(receipt).getByRole('row', { name: /Cash/ })).toHaveTextContent('€20.00');
    expect(within(receipt).getByRole('row', { name: /Change/ })).toHaveTextContent('€7.60');
    expect(receipt).toHaveTextContent('Served by Jordan Reid');
    expect(receipt.textContent).not.toContain('£');

    // Emailed on request: to the customer's own address when none is typed.
    await user.click(screen.getByRole('button', { name: 'Email receipt' }));
    expect(
      await screen.findByText('The receipt is on its way to morgan@example.org.'),
    ).toBeVisible();
    const [emailed] = calls.filter(
      (call) => call.url.pathname === '/api/foh/orders/91/receipt/email',
    );
    expect(emailed?.body).toEqual({ email: null });
  });

  it('will not add a terminal payment without its receipt reference, nor pay past the balance by card', async () => {
    const user = userEvent.setup();
    stubFetch(deskApi([]));
    renderApp('/basket/checkout', atTheDesk(morgan));

    await screen.findByRole('complementary', { name: 'Order summary' });
    await user.selectOptions(screen.getByLabelText('Payment type'), 'terminal');
    await user.type(screen.getByLabelText('Amount'), '15');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(screen.getByText("Enter the terminal receipt's reference.")).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Payments' })).toBeNull();

    await user.type(screen.getByLabelText('Terminal receipt reference'), 'T-1');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only cash can come to more than is left');
    expect(screen.getByRole('button', { name: 'Pay €12.40' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Card on the terminal €15.00' }));
    expect(screen.getByText('No payments taken yet.')).toBeVisible();
  });

  it("offers the customer's account credit in the staff symbol", async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/activities/cart'
        ? jsonResponse({
            data: wireCart([yoga, swim], {
              selected_user_id: morgan.id,
              credits: {
                membership: { type: 'membership', total_available: 0, max_applicable: 0 },
                general: { type: 'general', total_available: 500, max_applicable: 500 },
              },
            }),
          })
        : undefined,
    );
    renderApp('/basket/checkout', atTheDesk(morgan));
    expect(await screen.findByTestId('credit-available')).toHaveTextContent(
      'You have €5.00 of account credit.',
    );
    expect(screen.getByLabelText('Credit to use (€)')).toHaveValue('5.00');
  });

  it('asks for the customer first when the desk is serving nobody', async () => {
    stubFetch(deskApi([]));
    renderApp('/basket/checkout', atTheDesk(null));
    expect(
      await screen.findByText('Choose the customer you are serving in the bar above.'),
    ).toBeVisible();
  });
  it('shows the basket page serving nobody as waiting for a customer, not loading for ever', async () => {
    stubFetch(deskApi([]));
    renderApp('/basket', atTheDesk(null));
    expect(await screen.findByTestId('serve-customer-first')).toHaveTextContent(
      'Choose the customer you are serving first: find them in the Front desk bar above.',
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByText('Your basket is empty.')).toBeNull();
  });
});

describe('the desk bar', () => {
  it('finds a customer and serves them: the basket then acts for them', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch((request) => {
      calls.push(request);
      if (request.url.pathname === '/api/foh/customers') {
        return jsonResponse({
          data: [
            {
              id: morgan.id,
              reference: morgan.reference,
              first_name: 'Morgan',
              last_name: 'Booker',
              email: 'morgan@example.org',
              date_of_birth: '1990-05-01',
              postcode: 'NW3 3NF',
              is_member: true,
              is_walk_in: false,
            },
          ],
        });
      }
      if (request.url.pathname === '/api/activities/cart') {
        // The API answers the served customer's basket, naming them as its selected user.
        const selected = request.url.searchParams.get('selected_user_id');
        return jsonResponse({
          data: wireCart([], { selected_user_id: selected === null ? null : Number(selected) }),
        });
      }
      return undefined;
    });
    const app = renderApp('/basket', atTheDesk(null));

    const bar = await screen.findByRole('region', { name: 'Front desk' });
    await user.type(within(bar).getByLabelText('Find a customer'), 'booker nw3');
    await user.click(within(bar).getByRole('button', { name: 'Search' }));
    const found = await within(bar).findByRole('list', { name: 'Customers found' });
    expect(found).toHaveTextContent(
      'Morgan Booker LID1001017 · 1 May 1990 · NW3 3NF · morgan@example.org · Member',
    );
    expect(calls.find((call) => call.url.pathname === '/api/foh/customers')?.url.search).toBe(
      '?search=booker+nw3',
    );

    await user.click(within(bar).getByRole('button', { name: 'Serve Morgan Booker' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('Serving Morgan Booker (LID1001017)');
    expect(app.store.getState().basket.selectedUserId).toBe(morgan.id);
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === '/api/activities/cart' &&
            call.url.searchParams.get('selected_user_id') === String(morgan.id),
        ),
      ).toBe(true),
    );
    expect(
      JSON.parse(window.sessionStorage.getItem('lido.desk.servedCustomer') ?? 'null'),
    ).toMatchObject({
      id: morgan.id,
    });

    await user.click(within(bar).getByRole('button', { name: 'Change customer' }));
    expect(app.store.getState().basket.selectedUserId).toBeNull();
    expect(window.sessionStorage.getItem('lido.desk.servedCustomer')).toBeNull();
  });
});

// The basket page's lines at the desk: a manager serving a customer may change a line's price
// (with a reason); nobody else is offered it (app/routes/basket.tsx gives the lines the form).
describe('a price change at the desk', () => {
  const dana = { ...jordan, firstName: 'Dana', staffRole: 'manager' as const };
  /** Staff signed in, serving Morgan: on a desk unless `isKiosk` puts the same state on a kiosk. */
  const serving = (user: typeof jordan | typeof dana, { isKiosk = false } = {}) => ({
    ...atTheDesk(morgan),
    auth: { loggedIn: true, user, isLoginPending: false, error: null },
    session: { ...initialSessionState, isKiosk },
  });
  const priceChangePath = '/api/foh/basket/items/501/price';
  /** Morgan's basket and the price change's answer; every request is recorded in `calls`. */
  const priceChangeApi = (calls: StubRequest[]) => (request: StubRequest) => {
    if (request.url.pathname !== priceChangePath) return deskApi(calls)(request);
    calls.push(request);
    return jsonResponse({
      data: {
        cart_item_id: 501,
        previous_price: { raw: 850, formatted: '£8.50' },
        price: { raw: 750, formatted: '£7.50' },
        reason: 'Class started late',
      },
    });
  };
  const priceChanges = (calls: StubRequest[]) =>
    calls.filter((call) => call.url.pathname.startsWith('/api/foh/basket/items/'));

  /**
   * Shows a manager the form once, so its lazily loaded code is in (React keeps a lazy component
   * once it has loaded): a line the page gives the price change then shows it in the same render
   * as the line, and a line seen without it was not given it, rather than still waiting for it.
   */
  async function loadPriceChangeForm() {
    const view = renderApp('/basket', serving(dana));
    await screen.findByRole('button', { name: 'Change the price of Yoga at 07:00' });
    view.unmount();
  }

  /** Both lines, each complete (its last control is there), and no price change on either. */
  async function linesWithoutPriceChange() {
    const items = await screen.findAllByTestId('basket-item');
    expect(items).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Remove Family Swim on 6 Oct at 07:00' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Change the price of/ })).toBeNull();
    expect(screen.queryByText('Change price')).toBeNull();
    return items;
  }

  it('offers a manager serving a customer a price change on every line, and checks the form before sending', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(priceChangeApi(calls));
    renderApp('/basket', serving(dana));

    const items = await screen.findAllByTestId('basket-item');
    expect(items).toHaveLength(2);
    const [yogaLine, swimLine] = items as [HTMLElement, HTMLElement];
    // The form's code loads lazily, so each line's button arrives after the line.
    expect(
      await within(yogaLine).findByRole('button', { name: 'Change the price of Yoga at 07:00' }),
    ).toHaveTextContent('Change price');
    expect(
      await within(swimLine).findByRole('button', {
        name: 'Change the price of Family Swim at 07:00',
      }),
    ).toHaveTextContent('Change price');

    await user.click(
      within(yogaLine).getByRole('button', { name: 'Change the price of Yoga at 07:00' }),
    );
    const form = within(yogaLine).getByRole('form', { name: 'New price for Yoga at 07:00' });
    expect(within(form).getByText('Now €8.50.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save price' }));

    expect(
      within(form).getByText('Enter the new price in pounds and pence, like 8 or 7.50.'),
    ).toBeVisible();
    expect(within(form).getByText('Say why the price changes.')).toBeVisible();
    expect(within(form).getByLabelText('New price')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(priceChanges(calls)).toEqual([]);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends the new price in pence and the trimmed reason for the customer served', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(priceChangeApi(calls));
    renderApp('/basket', serving(dana));

    await user.click(
      await screen.findByRole('button', { name: 'Change the price of Yoga at 07:00' }),
    );
    const form = screen.getByRole('form', { name: 'New price for Yoga at 07:00' });
    await user.type(within(form).getByLabelText('New price'), '7.50');
    await user.type(within(form).getByLabelText('Reason'), '  Class started late  ');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));

    // Saved, the form closes and the line offers the change again.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New price for Yoga at 07:00' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Change the price of Yoga at 07:00' })).toBeVisible();
    const changes = priceChanges(calls);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.url.pathname).toBe(priceChangePath);
    expect(change?.method).toBe('PUT');
    expect(change?.body).toEqual({
      selected_user_id: morgan.id,
      price: 750,
      reason: 'Class started late',
    });
    // The basket is asked again for the customer served, to show the new price.
    await waitFor(() =>
      expect(
        calls.filter(
          (call) =>
            call.url.pathname === '/api/activities/cart' &&
            call.url.searchParams.get('selected_user_id') === String(morgan.id),
        ).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('is not offered to a receptionist serving a customer, whose basket shows the staff symbol', async () => {
    stubFetch(deskApi([]));
    await loadPriceChangeForm();
    renderApp('/basket', serving(jordan));

    const items = await linesWithoutPriceChange();
    // The basket at the desk writes its amounts in the staff symbol too.
    expect(items[0]).toHaveTextContent('€8.50');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('€12.40');
  });

  // Staff signed in anywhere but a kiosk are at the desk (site-mode.ts: siteModeOf), so the
  // online site with a manager signed in cannot be set up; a kiosk is the one place that is not
  // the desk where a manager can be signed in (a kiosk stays a kiosk whoever signs in on it).
  it('is not offered to a manager signed in on a kiosk, which is not the desk', async () => {
    stubFetch(deskApi([]));
    await loadPriceChangeForm();
    renderApp('/basket', serving(dana, { isKiosk: true }));

    await linesWithoutPriceChange();
  });
});

describe('a refund at the desk', () => {
  it('cancels the bookings chosen and refunds them the way they were paid, with the reason', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    let refunded = false;
    const order = wireOrder({ id: 91, total: price(850) });
    stubFetch((request) => {
      calls.push(request);
      if (request.url.pathname === '/api/foh/orders/91/refunds') {
        refunded = true;
        return jsonResponse(
          {
            data: {
              order_id: 91,
              booking_ids: [9101],
              total: { raw: 850, formatted: '£8.50' },
              refunds: [
                { tender_type: 'cash', amount: { raw: 850, formatted: '£8.50' }, reference: null },
              ],
              reason: 'Instructor ill',
            },
          },
          201,
        );
      }
      if (request.url.pathname === '/api/foh/orders/91/receipt') {
        return jsonResponse({
          data: {
            ...order,
            payments: [
              { tender_type: 'cash', amount: price(850), reference: 'D-91', card: null },
              ...(refunded
                ? [{ tender_type: 'cash', amount: price(-850), reference: 'R-91', card: null }]
                : []),
            ],
            operator_name: 'Lido Leisure',
            customer: {
              id: morgan.id,
              reference: morgan.reference,
              first_name: 'Morgan',
              last_name: 'Booker',
              is_walk_in: false,
            },
            change: { raw: 0, formatted: '£0.00' },
            served_by: 'Jordan Reid',
            cancelled_booking_ids: refunded ? [9101] : [],
          },
        });
      }
      return undefined;
    });
    renderApp('/desk/orders/91/receipt', atTheDesk(morgan));

    const section = await screen.findByRole('region', { name: 'Refund' });
    await user.click(within(section).getByRole('button', { name: 'Refund' }));
    expect(within(section).getByText('Choose at least one booking to refund.')).toBeVisible();
    expect(within(section).getByText('Say why the booking is refunded.')).toBeVisible();

    await user.click(within(section).getByRole('checkbox', { name: /^Yoga/ }));
    await user.type(within(section).getByLabelText('Reason'), 'Instructor ill');
    await user.click(within(section).getByRole('button', { name: 'Refund' }));
    expect(
      await within(section).findByText('Refunded €8.50: €8.50 in cash from the till.'),
    ).toBeVisible();
    const [sent] = calls.filter((call) => call.url.pathname === '/api/foh/orders/91/refunds');
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({
      booking_ids: [9101],
      refund_to: 'original',
      reason: 'Instructor ill',
      reference: null,
    });

    // The receipt, asked again, shows the booking cancelled and the cash paid back.
    const receipt = screen.getByRole('article', { name: 'Receipt for order 91' });
    await waitFor(() => expect(receipt).toHaveTextContent('cancelled'));
    expect(within(receipt).getByRole('row', { name: /Refund: Cash/ })).toHaveTextContent('-€8.50');
    expect(
      within(section).getByText('Every booking of this order has been cancelled.'),
    ).toBeVisible();
  });
});
