import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { ChallengeDialog } from './challenge-dialog';

const transactionUuid = '0b5f2a4e-3c1d-4e8f-9a7b-6c5d4e3f2a1b';

function renderDialog() {
  // The transaction stays awaiting its challenge: only the customer's keys decide here.
  stubFetch(({ url }) =>
    url.pathname === `/api/checkout/transactions/${transactionUuid}`
      ? jsonResponse({ transaction_uuid: transactionUuid, transaction_status: '3DAuth' })
      : undefined,
  );
  const onResult = vi.fn();
  const pay = document.createElement('button');
  pay.textContent = 'Pay £8.50';
  document.body.append(pay);
  pay.focus();
  const view = render(
    <Provider store={createStore()}>
      <ChallengeDialog transactionUuid={transactionUuid} scaUrl="about:blank" onResult={onResult} />
    </Provider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
  const frame = within(dialog).getByTitle<HTMLIFrameElement>("Card issuer's security check");
  return { ...view, onResult, dialog, frame, pay };
}

describe('the 3-D Secure challenge dialog by keyboard', () => {
  it("moves focus into the issuer's page when it opens", () => {
    const { frame } = renderDialog();
    expect(document.activeElement).toBe(frame);
  });

  it('wraps Shift+Tab from Cancel payment back into the iframe, not behind the dialog', async () => {
    const user = userEvent.setup();
    const { frame, dialog } = renderDialog();
    within(dialog).getByRole('button', { name: 'Cancel payment' }).focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(frame);
  });

  it("sends Tab out of the issuer's last control back to the top of the dialog", async () => {
    const { dialog } = renderDialog();
    // Where the browser puts focus on Tab from the last control inside the iframe.
    act(() => screen.getByTestId('challenge-focus-wrap').focus());
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Cancel payment' }),
    );
  });

  it('cancels the payment on Escape in the dialog', async () => {
    const user = userEvent.setup();
    const { onResult, dialog } = renderDialog();
    within(dialog).getByRole('button', { name: 'Cancel payment' }).focus();
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('Cancelled');
  });

  it("cancels the payment on Escape inside a same-origin issuer's page, once", async () => {
    const { onResult, frame } = renderDialog();
    const frameDocument = frame.contentDocument;
    expect(frameDocument).not.toBeNull();
    // Each page the iframe loads is listened to.
    act(() => {
      frame.dispatchEvent(new Event('load'));
    });
    act(() => {
      frameDocument?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(onResult).not.toHaveBeenCalled();
    act(() => {
      frameDocument?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      frameDocument?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('Cancelled'));
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to what opened it when it closes', () => {
    const { unmount, pay } = renderDialog();
    unmount();
    expect(document.activeElement).toBe(pay);
  });
});
