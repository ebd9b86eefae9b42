import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../../test/fetch-stub';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  joiningApi,
  membershipId,
  signedInAsPriya,
  wireJoined,
  wireJoining,
} from '../fixtures/joining-api';

const confirmedAddress = `/join/confirmed/${membershipId}`;

describe('/join/confirmed/:membershipId', () => {
  it('welcomes the member with their number, the Direct Debit and the Guarantee, read afresh', async () => {
    const calls: StubRequest[] = [];
    stubFetch(
      joiningApi(calls, {
        membership: wireJoined({
          direct_debit: { ...wireJoined().direct_debit, status: 'submitted' },
          proof_document: null,
        }),
      }),
    );
    renderApp(confirmedAddress, signedInAsPriya);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lido Flex' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Welcome to Lido Flex — Lido Leisure'));
    expect(screen.getByTestId('membership-number')).toHaveTextContent(
      'Your membership number is M0000123',
    );
    expect(screen.getByText(/We have taken your first payment of £22.00/)).toBeVisible();
    const directDebit = screen.getByRole('region', { name: 'Your Direct Debit' });
    expect(within(directDebit).getByTestId('monthly-collection')).toHaveTextContent(
      '£42.00 a month by Direct Debit from Tue 1 December 2026.',
    );
    expect(within(directDebit).getByTestId('direct-debit-details')).toHaveTextContent(
      'Account holderPriya ShahAccount numberending ••11BankBARCLAYS BANK PLCStatusBeing set up with your bank',
    );
    const guarantee = screen.getByRole('region', { name: 'The Direct Debit Guarantee' });
    expect(within(guarantee).getAllByRole('paragraph')).toHaveLength(5);
    expect(guarantee).toHaveTextContent(
      'If an error is made in the payment of your Direct Debit, by GoCardless Ltd on behalf of Lido Leisure',
    );
    const page = screen.getByTestId('joining-confirmed');
    expect(within(page).getByRole('link', { name: 'Go to My account' })).toHaveAttribute(
      'href',
      '/my-account',
    );
    // The header has its own Book an activity link: this one leads to the home venue's page.
    expect(within(page).getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      '/location/hackney-lido',
    );
    expect(callsTo(calls, 'GET', `/api/online-joining/memberships/${membershipId}`)).toHaveLength(
      1,
    );
  });

  it('asks for the proof a concession plan needs', async () => {
    stubFetch(joiningApi([], { membership: wireJoined({ proof_document: 'Student card' }) }));
    renderApp(confirmedAddress, signedInAsPriya);
    expect(
      await screen.findByText(
        'Please show your student card at reception on your first visit, or upload it in My account.',
      ),
    ).toBeVisible();
  });

  it('sends a membership not yet paid for back to its first payment', async () => {
    stubFetch(joiningApi([], { membership: wireJoining() }));
    renderApp(confirmedAddress, signedInAsPriya);
    expect(await screen.findByRole('link', { name: 'Make your first payment' })).toHaveAttribute(
      'href',
      `/join/501?venue=2&membership=${membershipId}`,
    );
    expect(screen.queryByText(/Your membership number is/)).toBeNull();
  });

  it('asks a signed-out visitor to log in first', async () => {
    stubFetch(joiningApi([], { membership: wireJoined() }));
    const app = renderApp(confirmedAddress);
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(confirmedAddress)}`),
    );
  });
});
