import type { MembershipDirectDebit } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wirePreparation } from '../../../test/basket-fixtures';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { wireMembership } from '../../../test/membership-fixtures';
import { renderApp } from '../../../test/render-app';
import { signedInAsAlex } from '../../../test/wire-users';

// Alex's Lido Flex: October's Direct Debit was collected, November's failed for want of funds.

const money = (raw: number) => ({ raw, formatted: `£${(raw / 100).toFixed(2)}` });
const providerUrl = 'https://pi-test.opayo.example/api/v1';
const transactionUuid = '0b6f6b0e-6a58-4d0b-9d59-4a1f0f1f4a11';
const base = '/api/my-account/memberships/701';

const lidoFlex = wireMembership({ starts_on: '2026-09-01', monthly_price: money(4200) });

const collection = (id: number, chargeDate: string, status: string, isPaidByCard = false) => ({
  id,
  charge_date: chargeDate,
  amount: money(4200),
  status,
  failure_cause: status === 'failed' ? 'insufficient_funds' : null,
  is_paid_by_card: isPaidByCard,
});

const owing: MembershipDirectDebit = {
  membership_id: 701,
  mandate: {
    status: 'active',
    account_holder_name: 'Alex Morgan',
    account_number_ending: '33',
    bank_name: 'BARCLAYS BANK PLC',
  },
  payments: [collection(1, '2026-10-01', 'paid_out'), collection(2, '2026-11-01', 'failed')],
  arrears: money(4200),
};

const paid: MembershipDirectDebit = {
  ...owing,
  payments: [collection(1, '2026-10-01', 'paid_out'), collection(2, '2026-11-01', 'failed', true)],
  arrears: money(0),
};

/** The memberships, Direct Debit and arrears calls; the arrears are paid once completed. */
function stubArrearsApi(calls: StubRequest[]) {
  let directDebit = owing;
  return stubFetch((request) => {
    calls.push(request);
    if (request.url.href === `${providerUrl}/card-identifiers`) {
      return jsonResponse({ cardIdentifier: 'CARD-ID-1', expiry: '', cardType: 'Visa' }, 201);
    }
    switch (`${request.method} ${request.url.pathname}`) {
      case 'GET /api/my-account/memberships':
        return jsonResponse({ data: [lidoFlex] });
      case `GET ${base}/direct-debit`:
        return jsonResponse({ data: directDebit });
      case `POST ${base}/arrears/prepare`:
        return jsonResponse({ ...wirePreparation, url: providerUrl, amount: money(4200) });
      case `POST ${base}/arrears/authorise`:
        return jsonResponse({
          transaction_uuid: transactionUuid,
          transaction_status: 'Authorised',
        });
      case `POST ${base}/arrears/complete`:
        directDebit = paid;
        return jsonResponse({ data: directDebit });
      default:
        return undefined;
    }
  });
}

describe('A failed Direct Debit in My account', () => {
  it('is shown on the membership with what is owed, the account and the collections', async () => {
    stubArrearsApi([]);
    renderApp('/my-account/memberships', signedInAsAlex);

    const arrears = await screen.findByTestId('membership-arrears');
    expect(arrears).toHaveTextContent('A Direct Debit payment failed. You owe £42.00.');
    const pay = within(arrears).getByRole('link', { name: 'Pay £42.00 by card' });
    expect(pay).toHaveAttribute('href', '/my-account/memberships/701/pay');
    expect(pay).toHaveAccessibleDescription('Lido Flex');
    expect(
      screen.getByText('Paid by Direct Debit from account ending 33 (active)'),
    ).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Direct Debit payments' });
    const rows = within(payments)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // The newest first.
    expect(rows).toEqual(['1 November 2026£42.00Failed', '1 October 2026£42.00Collected']);
  });

  it('is paid by card on its own page, and then the membership owes nothing', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubArrearsApi(calls);
    const app = renderApp('/my-account/memberships/701/pay', signedInAsAlex);

    expect(await screen.findByRole('heading', { name: 'Pay what you owe' })).toBeVisible();
    expect(await screen.findByText('A Direct Debit payment failed. You owe £42.00.')).toBeVisible();
    expect(screen.getByRole('list', { name: /You owe £42.00/ })).toHaveTextContent(
      '£42.00 due on 1 November 2026',
    );
    const form = await screen.findByTestId('card-form');
    await user.type(within(form).getByLabelText('Name on card'), 'Alex Morgan');
    await user.type(within(form).getByLabelText('Card number'), '4929000000006');
    await user.type(within(form).getByLabelText('Expiry date (MMYY)'), '1230');
    await user.type(within(form).getByLabelText('Security code'), '123');
    const payButton = screen.getByRole('button', { name: 'Pay £42.00' });
    await waitFor(() => expect(payButton).toBeEnabled());
    await user.click(payButton);

    await waitFor(() => expect(app.location()).toBe('/my-account/memberships'));
    expect(await screen.findByText('Thank you: what you owed is paid.')).toBeVisible();
    const completed = calls.find(
      (call) => call.method === 'POST' && call.url.pathname === `${base}/arrears/complete`,
    );
    expect(completed?.body).toEqual({ transaction_uuid: transactionUuid });
    expect(completed?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing owed: no alert, and the failed month says how it was paid.
    const payments = await screen.findByRole('table', { name: 'Direct Debit payments' });
    expect(payments).toHaveTextContent('Failed, then paid by card');
    expect(screen.queryByTestId('membership-arrears')).toBeNull();
  });

  it('says so when nothing is owed', async () => {
    stubFetch((request) =>
      request.url.pathname === `${base}/direct-debit` ? jsonResponse({ data: paid }) : undefined,
    );
    renderApp('/my-account/memberships/701/pay', signedInAsAlex);
    expect(await screen.findByText('Nothing is owed on this membership.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your memberships' })).toHaveAttribute(
      'href',
      '/my-account/memberships',
    );
    expect(screen.queryByTestId('card-form')).toBeNull();
  });
});
