import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@lido/contract';
import { agreeToEveryWaiverCopy } from '../../features/attendees/components/attendees-page';
import { updatedInBasketCopy } from '../../features/basket/cart-actions';
import { camelizeKeys } from '../../lib/case-keys';
import { climbingWaiverBody, wireAttendees, wireClimbingItem } from '../../test/attendee-fixtures';
import { wireCart } from '../../test/basket-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};
const attendeesPath = '/api/activities/restrictions/71/question-waivers/previous-attendees';
/** The first render loads the lazy route, which takes a while on a cold start. */
const lazyRoute = { timeout: 5000 };

/** Sam's place and Alex's own at Tuesday's climbing, neither waiver agreed yet. */
const unsigned = () =>
  wireCart([wireClimbingItem(601, 1002), wireClimbingItem(602, null)], {
    attendeeWaiversRequired: true,
  });

interface Answers {
  cart?: () => Cart;
  /** The basket once the waivers are signed. */
  afterSigning?: () => Cart;
  sign?: () => Response;
}

function attendeesApi(calls: StubRequest[], answers: Answers = {}) {
  let cart = (answers.cart ?? unsigned)();
  return (request: StubRequest) => {
    const { pathname } = request.url;
    if (pathname === attendeesPath) {
      calls.push(request);
      return jsonResponse({ data: wireAttendees });
    }
    if (pathname === '/api/activities/question-waivers' && request.method === 'POST') {
      calls.push(request);
      const answer = answers.sign?.();
      if (answer) return answer;
      if (answers.afterSigning) cart = answers.afterSigning();
      return jsonResponse({ data: { completed_waivers: [] } });
    }
    if (pathname === '/api/activities/cart/601' && request.method === 'PUT') {
      calls.push(request);
      const body = request.body as { options: { purchased_for_user_id: number } };
      cart = wireCart(
        [
          wireClimbingItem(601, body.options.purchased_for_user_id, { signed: true }),
          wireClimbingItem(602, null),
        ],
        { attendeeWaiversRequired: true },
      );
      return jsonResponse({ data: cart });
    }
    if (pathname === '/api/activities/cart') {
      calls.push(request);
      return jsonResponse({ data: cart });
    }
    return undefined;
  };
}

const callsTo = (calls: StubRequest[], pathname: string, method = 'GET') =>
  calls.filter((call) => call.url.pathname === pathname && call.method === method);

async function places(): Promise<[HTMLElement, HTMLElement]> {
  const found = await screen.findAllByTestId('attendee-place', {}, lazyRoute);
  expect(found).toHaveLength(2);
  // Each place's choice appears once the attendees answer has arrived.
  await within(found[0] as HTMLElement).findByLabelText('Jo Bloggs');
  return found as [HTMLElement, HTMLElement];
}

// The first test pays for loading the lazy route: more than the 5 s default on a busy machine.
describe('attendees page', { timeout: 15_000 }, () => {
  it('lists each place with who is going and its waiver, as plain text', async () => {
    const calls: StubRequest[] = [];
    stubFetch(attendeesApi(calls));
    renderApp('/attendees', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attendees' }, lazyRoute),
    ).toBeVisible();
    const [sams, alexs] = await places();

    expect(within(sams).getByRole('heading', { level: 2, name: 'Climbing' })).toBeVisible();
    expect(sams).toHaveTextContent('Tue 6 October 2026, 07:00 – 08:00');
    const who = within(sams).getByRole('group', { name: 'Who is going?' });
    expect(
      within(who)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Alex Morgan (you)', 'Sam Morgan', 'Ruby Morgan', 'Jo Bloggs']);
    expect(within(who).getByLabelText('Sam Morgan')).toBeChecked();
    // Who may not go is shown, cannot be chosen, and says why.
    const ruby = within(who).getByLabelText('Ruby Morgan');
    expect(ruby).toBeDisabled();
    expect(ruby).toHaveAccessibleDescription(
      'Ruby Morgan is 9: this session is for ages 10 and over.',
    );
    expect(within(alexs).getByLabelText('Alex Morgan (you)')).toBeChecked();

    // The waiver as written: its line breaks kept, its markup shown, never run as HTML.
    expect(within(sams).getByRole('heading', { level: 3, name: 'Climbing waiver' })).toBeVisible();
    const text = within(sams).getByTestId('waiver-text');
    expect(text.textContent).toBe(climbingWaiverBody);
    expect(text.querySelector('b')).toBeNull();
    expect(
      within(sams).getByLabelText('I have read and agree to the Climbing waiver for Sam'),
    ).not.toBeChecked();
    expect(
      within(alexs).getByLabelText('I have read and agree to the Climbing waiver for Alex'),
    ).not.toBeChecked();
    // One question for the restriction the two places share.
    expect(callsTo(calls, attendeesPath)).toHaveLength(1);
  });

  it('changes who is going on the basket item', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(attendeesApi(calls));
    renderApp('/attendees', signedIn);
    const [sams] = await places();

    await user.click(within(sams).getByLabelText('Jo Bloggs'));
    expect(await screen.findByText(updatedInBasketCopy)).toBeVisible();
    const [update] = callsTo(calls, '/api/activities/cart/601', 'PUT');
    expect(update?.body).toEqual({
      options: { purchased_for_user_id: 1004 },
      selected_user_id: null,
    });
    const [place] = await places();
    expect(within(place).getByLabelText('Jo Bloggs')).toBeChecked();
    // Jo has agreed to this waiver already.
    expect(within(place).getByTestId('waiver-signed')).toHaveTextContent('Agreed for Jo.');
  });

  it('signs the ticked waivers in one call, then goes to checkout', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const signed = () =>
      wireCart([
        wireClimbingItem(601, 1002, { signed: true }),
        wireClimbingItem(602, null, { signed: true }),
      ]);
    stubFetch(attendeesApi(calls, { afterSigning: signed }));
    const app = renderApp('/attendees', signedIn);
    const [sams, alexs] = await places();

    await user.click(
      within(sams).getByLabelText('I have read and agree to the Climbing waiver for Sam'),
    );
    await user.click(
      within(alexs).getByLabelText('I have read and agree to the Climbing waiver for Alex'),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(app.location()).toBe('/basket/checkout'));
    const signing = callsTo(calls, '/api/activities/question-waivers', 'POST');
    expect(signing).toHaveLength(1);
    expect(signing[0]?.body).toEqual({
      waivers: [
        { restriction_id: 71, user_id: 1002, version: 3, accepted: true },
        { restriction_id: 71, user_id: 1001, version: 3, accepted: true },
      ],
      selected_user_id: null,
    });
    expect(app.store.getState().basket.attendeeWaiversRequired).toBe(false);
  });

  it('stays, and says so, while a place still waits for its waiver', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const halfSigned = () =>
      wireCart([wireClimbingItem(601, 1002, { signed: true }), wireClimbingItem(602, null)], {
        attendeeWaiversRequired: true,
      });
    stubFetch(attendeesApi(calls, { afterSigning: halfSigned }));
    const app = renderApp('/attendees', signedIn);
    const [sams] = await places();
    await user.click(
      within(sams).getByLabelText('I have read and agree to the Climbing waiver for Sam'),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(agreeToEveryWaiverCopy);
    expect(callsTo(calls, '/api/activities/question-waivers', 'POST')[0]?.body).toMatchObject({
      waivers: [{ restriction_id: 71, user_id: 1002 }],
    });
    expect(app.location()).toBe('/attendees');
    expect(within(sams).getByTestId('waiver-signed')).toHaveTextContent('Agreed for Sam.');
  });

  it("shows the server's sentence when the waivers cannot be signed", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const refusal = 'Please read the latest version of the Climbing waiver.';
    stubFetch(attendeesApi(calls, { sign: () => jsonResponse({ message: refusal }, 409) }));
    const app = renderApp('/attendees', signedIn);
    const [sams] = await places();
    await user.click(
      within(sams).getByLabelText('I have read and agree to the Climbing waiver for Sam'),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(app.location()).toBe('/attendees');
  });
});
