import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireCart, wireCartItem } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';
import { clearedBasketCopy } from '../../shared/state/cart-actions';
import { clearBasketWarning } from './components/clear-basket-button';

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

function basketApi(calls: StubRequest[], clearAnswer = () => jsonResponse({ data: wireCart([]) })) {
  return (request: StubRequest) => {
    if (!request.url.pathname.startsWith('/api/activities/cart')) return undefined;
    calls.push(request);
    if (request.method === 'DELETE') return clearAnswer();
    return jsonResponse({ data: wireCart([wireCartItem()]) });
  };
}

const clears = (calls: StubRequest[]) => calls.filter((call) => call.method === 'DELETE');

describe("the basket's buttons", () => {
  it('makes Checkout the filled button and Clear basket an outlined, destructive one beside it', async () => {
    stubFetch(basketApi([]));
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveClass('lido-button--primary');
    const clear = screen.getByRole('button', { name: 'Clear basket' });
    expect(clear).not.toHaveClass('lido-button--primary');
    expect(clear).not.toHaveClass('lido-button--secondary');
    expect(clear).toHaveClass('lido-button--destructive');
  });

  it('asks before clearing; keeping the basket (or Escape) clears nothing and gives focus back', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(basketApi(calls));
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    const clear = screen.getByRole('button', { name: 'Clear basket' });

    clear.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Clear your basket?' });
    expect(dialog).toHaveAccessibleDescription(clearBasketWarning);
    // The safe answer has focus.
    expect(within(dialog).getByRole('button', { name: 'Keep my basket' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(clear).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(clear).toHaveFocus();
    expect(clears(calls)).toHaveLength(0);
    expect(screen.getByTestId('basket-item')).toBeVisible();
  });

  it('clears once confirmed, and focus lands on the empty basket', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(basketApi(calls));
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');

    screen.getByRole('button', { name: 'Clear basket' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, clear basket' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(clearedBasketCopy)).toBeVisible();
    expect(clears(calls)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Your basket is empty.')).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the basket and gives focus back when clearing fails', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(basketApi(calls, () => jsonResponse({ message: 'Try again later.' }, 500)));
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    const clear = screen.getByRole('button', { name: 'Clear basket' });

    await user.click(clear);
    await user.click(screen.getByRole('button', { name: 'Yes, clear basket' }));
    expect(await screen.findByText('Try again later.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('basket-item')).toBeVisible();
    expect(clear).toHaveFocus();
  });
});
