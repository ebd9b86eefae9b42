import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireCart, wireCartItem } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch, wireClient } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';
import {
  guestPassAppliedCopy,
  guestPassCodeRequired,
  guestPassRemovedCopy,
} from './components/guest-pass-code-form';

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};
const free = { benefit_applied: false, package_applied: false, formatted: '£0.00', raw: 0 };
const paid = wireCartItem();
const covered = wireCartItem({ guest_pass_code: 'ABCDE-FGHJK', price: free });
const passUrl = '/api/activities/cart/501/guest-pass';
const usedMessage = 'That guest pass has been used already.';

function basketApi(calls: StubRequest[], { enabled = true } = {}) {
  return (request: StubRequest) => {
    const { pathname } = request.url;
    if (pathname === '/api/client') {
      return jsonResponse({ data: { ...wireClient, guest_passes_enabled: enabled } });
    }
    if (pathname === passUrl) {
      calls.push(request);
      if (request.method === 'DELETE') return jsonResponse({ data: wireCart([paid]) });
      const { code } = request.body as { code: string };
      return code === 'abcde fghjk'
        ? jsonResponse({ data: wireCart([covered]) })
        : jsonResponse({ code: 'GUEST_PASS_UNAVAILABLE', message: usedMessage }, 409);
    }
    if (pathname === '/api/activities/cart') return jsonResponse({ data: wireCart([paid]) });
    return undefined;
  };
}

describe('a guest pass code in the basket', () => {
  it('prices a place by the code, shows it on the item, and takes it off again', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(basketApi(calls));
    renderApp('/basket', signedIn);
    const item = await screen.findByTestId('basket-item');
    await user.click(within(item).getByText('Have a guest pass?'));
    const form = within(item).getByRole('form', { name: 'Guest pass for Yoga on 6 Oct at 07:00' });

    await user.click(within(form).getByRole('button', { name: 'Apply guest pass' }));
    expect(within(form).getByText(guestPassCodeRequired)).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(within(form).getByLabelText('Guest pass code'), 'abcde fghjk{Enter}');
    expect(await screen.findByText(guestPassAppliedCopy)).toBeVisible();
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({ code: 'abcde fghjk', selected_user_id: null });
    expect(within(item).getByTestId('guest-pass-applied')).toHaveTextContent(
      'Guest pass ABCDE-FGHJK: one place is free.',
    );
    expect(item).toHaveTextContent('£0.00');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('£0.00');

    await user.click(
      within(item).getByRole('button', {
        name: 'Remove guest pass from Yoga on 6 Oct at 07:00',
      }),
    );
    expect(await screen.findByText(guestPassRemovedCopy)).toBeVisible();
    expect(calls[1]?.method).toBe('DELETE');
    await waitFor(() => expect(within(item).queryByTestId('guest-pass-applied')).toBeNull());
    expect(screen.getByTestId('basket-total')).toHaveTextContent('£8.50');
  });

  it("shows the server's reason beside the field when a code cannot be used", async () => {
    const user = userEvent.setup();
    stubFetch(basketApi([]));
    renderApp('/basket', signedIn);
    const item = await screen.findByTestId('basket-item');
    await user.click(within(item).getByText('Have a guest pass?'));
    const field = within(item).getByLabelText('Guest pass code');
    await user.type(field, 'KKKKK-KKKKK');
    await user.click(within(item).getByRole('button', { name: 'Apply guest pass' }));
    expect(await within(item).findByText(usedMessage)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/That guest pass has been used already/);
  });

  it('is not offered where the operator has no guest passes', async () => {
    stubFetch(basketApi([], { enabled: false }));
    renderApp('/basket', signedIn);
    const item = await screen.findByTestId('basket-item');
    expect(within(item).queryByText('Have a guest pass?')).toBeNull();
  });
});
