import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../lib/case-keys';
import { wireCart, wireCartItem } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

/** A class item whose hold ends `ms` from now. */
function heldFor(ms: number) {
  const end = new Date(Date.now() + ms).toISOString();
  return wireCartItem({ hold_expires_at: { ...wireCartItem().hold_expires_at, utc: end } });
}

const endedCopy = 'Your hold on Yoga — Tue 6 Oct 07:00 has ended, and the place was given back.';

/**
 * The basket API: `answers` in turn for each basket read (the last one repeated), and an add that
 * answers `onAdd`.
 */
function holdsApi(
  answers: ReturnType<typeof wireCart>[],
  calls: StubRequest[],
  onAdd: () => Response,
) {
  let reads = 0;
  return (request: StubRequest) => {
    if (!request.url.pathname.startsWith('/api/activities/cart')) return undefined;
    calls.push(request);
    if (request.url.pathname.endsWith('/add')) return onAdd();
    const answer = answers[Math.min(reads, answers.length - 1)];
    reads += 1;
    return jsonResponse({ data: answer });
  };
}

describe('hold notices', () => {
  it('warns once, politely, in the last two minutes of a hold', async () => {
    stubFetch(holdsApi([wireCart([heldFor(100_000)])], [], () => jsonResponse({}, 500)));
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    const status = within(screen.getByTestId('hold-notices')).getByRole('status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(
      'Less than 2 minutes left on your hold on Yoga — Tue 6 Oct 07:00: book now to keep your place.',
    );
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent(
      'Reserved for 1 min — ending soon',
    );
  });

  it('counts the last minute in seconds, without announcing each one', async () => {
    stubFetch(holdsApi([wireCart([heldFor(45_000)])], [], () => jsonResponse({}, 500)));
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    const status = within(screen.getByTestId('hold-notices')).getByRole('status');
    const countdown = screen.getByTestId('hold-countdown');
    expect(countdown).toHaveTextContent(/^Reserved for 4\d sec — ending soon$/);
    // The countdown ticks; the announced text does not change with it.
    const announced = status.textContent;
    const shown = countdown.textContent;
    await waitFor(() => expect(countdown.textContent).not.toBe(shown), { timeout: 2_000 });
    expect(status.textContent).toBe(announced);
    expect(countdown).not.toHaveAttribute('aria-live');
    expect(countdown.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('says nothing of time while a hold has more than two minutes to go', async () => {
    stubFetch(holdsApi([wireCart([heldFor(10 * 60_000)])], [], () => jsonResponse({}, 500)));
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    expect(within(screen.getByTestId('hold-notices')).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent(/^Reserved for (9|10) min$/);
  });

  it('says which hold ended when the basket loses it, and holds it again with one button', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const api = holdsApi([wireCart([heldFor(1_200)]), wireCart([])], calls, () =>
      jsonResponse({ data: wireCart([heldFor(15 * 60_000)]) }),
    );
    stubFetch(api);
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');

    // Just after the hold's end the basket is asked again, and the server has given it back.
    const status = within(screen.getByTestId('hold-notices')).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(endedCopy), { timeout: 5_000 });
    expect(screen.queryByTestId('basket-item')).toBeNull();
    expect(screen.getByText('Your basket is empty.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hold again' }));
    expect(await screen.findByTestId('basket-item')).toHaveTextContent('Yoga');
    const add = calls.find((call) => call.url.pathname.endsWith('/add'));
    expect(add?.body).toEqual({
      items: [
        {
          id: 'class-1',
          type: 'purchasableOccurrence',
          pricing_option_id: 2001,
          purchased_for_user_id: null,
        },
      ],
      selected_user_id: null,
    });
    expect(screen.queryByTestId('ended-hold')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hold again' })).toBeNull();
  });

  it('says so when the place has gone in the meantime, and keeps the notice', async () => {
    const user = userEvent.setup();
    const api = holdsApi([wireCart([heldFor(1_200)]), wireCart([])], [], () =>
      jsonResponse({ message: 'The session being booked is already full' }, 409),
    );
    stubFetch(api);
    renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    await screen.findByText(endedCopy, undefined, { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: 'Hold again' }));
    expect(
      await screen.findByText(
        'Yoga — Tue 6 Oct 07:00 could not be held again: The session being booked is already full',
      ),
    ).toBeVisible();
    expect(screen.getByText(endedCopy)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(endedCopy)).toBeNull();
  });

  it('still says which hold ended after the page is loaded again', async () => {
    stubFetch(
      holdsApi([wireCart([heldFor(1_200)]), wireCart([])], [], () => jsonResponse({}, 500)),
    );
    const first = renderApp('/basket', signedIn);
    await screen.findByText(endedCopy, undefined, { timeout: 5_000 });
    first.unmount();

    // A reload: a new store, and a basket that no longer has the item.
    stubFetch(holdsApi([wireCart([])], [], () => jsonResponse({}, 500)));
    renderApp('/basket', signedIn);
    const status = within(await screen.findByTestId('hold-notices')).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(endedCopy));
    expect(screen.getByRole('button', { name: 'Hold again' })).toBeVisible();
  });

  it('names a hold that ended while the page was away, once its item has gone', async () => {
    stubFetch(holdsApi([wireCart([heldFor(20_000)])], [], () => jsonResponse({}, 500)));
    const first = renderApp('/basket', signedIn);
    await screen.findByTestId('basket-item');
    await waitFor(() => expect(sessionStorage.getItem('lido-held-items')).toContain('class-1'));
    first.unmount();

    stubFetch(holdsApi([wireCart([])], [], () => jsonResponse({}, 500)));
    renderApp('/basket', signedIn);
    expect(await screen.findByText(endedCopy)).toBeVisible();
  });
});
