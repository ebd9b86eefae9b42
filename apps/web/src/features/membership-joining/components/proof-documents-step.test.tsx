import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  joiningApi,
  membershipId,
  signedInAsPriya,
  wireJoining,
} from '../fixtures/joining-api';

const paymentAddress = `/join/504?venue=2&membership=${membershipId}`;
const base = `/api/online-joining/memberships/${membershipId}`;
const studentCard = { id: 88, name: 'Student card' };

/** Lido Student, its Direct Debit set up, its Student card not yet uploaded. */
const needingCard = wireJoining({
  plan: { id: 504, name: 'Lido Student' },
  proof_document: 'Student card',
  documents: [{ ...studentCard, uploaded: false }],
});

describe('/join/:planId?membership=, a plan that needs proof', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the Student card before the first payment, then shows the payment', async () => {
    const calls: StubRequest[] = [];
    let membership = needingCard;
    const joining = joiningApi(calls, { membership: needingCard });
    stubFetch((request) => {
      if (request.method === 'GET' && request.url.pathname === base) {
        calls.push(request);
        return jsonResponse({ data: membership });
      }
      if (request.url.pathname === `/api/my-account/documents/${studentCard.id}/file`) {
        calls.push(request);
        membership = wireJoining({
          ...needingCard,
          documents: [{ ...studentCard, uploaded: true }],
        });
        return jsonResponse({
          data: {
            ...studentCard,
            membership_id: membershipId,
            status: 'uploaded',
            uploaded_at: '2026-11-26T10:00:00.000Z',
            expires_on: '2027-09-30',
            days_to_expiry: 308,
            file_name: 'card.png',
          },
        });
      }
      return joining(request);
    });
    const user = userEvent.setup();
    renderApp(paymentAddress, signedInAsPriya);

    const step = (await screen.findByRole('heading', { level: 2, name: 'Your Student card' }))
      .parentElement!;
    expect(step).toHaveTextContent(
      'Lido Student is for people who can show a Student card. Upload a photo or scan of it before your first payment',
    );
    // No card form, and the payment is not prepared, until the card is uploaded.
    expect(screen.queryByTestId('card-form')).toBeNull();
    expect(callsTo(calls, 'POST', `${base}/prepare`)).toHaveLength(0);

    await user.upload(
      within(step).getByLabelText('Photo or scan of your Student card'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' }),
    );
    await user.type(within(step).getByLabelText('Expiry date'), '2027-09-30');
    await user.click(within(step).getByRole('button', { name: 'Upload' }));

    const payment = await screen.findByRole('heading', { level: 2, name: 'Your first payment' });
    await waitFor(() => expect(payment).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Your Student card' })).toBeNull();
    expect(callsTo(calls, 'PUT', `/api/my-account/documents/${studentCard.id}/file`)).toHaveLength(
      1,
    );
    await waitFor(() => expect(callsTo(calls, 'POST', `${base}/prepare`)).toHaveLength(1));
  });
});
