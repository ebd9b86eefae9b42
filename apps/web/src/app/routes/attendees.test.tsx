import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@lido/contract';
import {
  agreeToEveryWaiverCopy,
  answerRequiredQuestionsCopy,
  answersNotSavedCopy,
} from '../../features/attendees/components/attendees-page';
import { answerThisQuestionCopy } from '../../features/attendees/components/place-questions';
import { updatedInBasketCopy } from '../../shared/state/cart-actions';
import { camelizeKeys } from '../../shared/lib/case-keys';
import {
  climbingWaiverBody,
  wireAttendees,
  wireBoulderingItem,
  wireClimbingItem,
  wireClimbingQuestions,
} from '../../test/attendee-fixtures';
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
  /** The answers call's answer (default: saved). */
  answer?: () => Response;
  /** The basket once the answers are saved. */
  afterAnswering?: () => Cart;
  /** The basket once a place's attendee is changed (default: Sam's climbing place, below). */
  afterChange?: (cartItemId: number, userId: number) => Cart;
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
    if (pathname === `/api/activities/cart/${cart.id}/questions` && request.method === 'POST') {
      calls.push(request);
      const answer = answers.answer?.();
      if (answer) return answer;
      if (answers.afterAnswering) cart = answers.afterAnswering();
      const { answers: given } = request.body as { answers: unknown[] };
      return jsonResponse({ data: { answered: given.length } });
    }
    const changed = /^\/api\/activities\/cart\/(\d+)$/.exec(pathname);
    if (changed && request.method === 'PUT' && answers.afterChange) {
      calls.push(request);
      const body = request.body as { options: { purchased_for_user_id: number } };
      cart = answers.afterChange(Number(changed[1]), body.options.purchased_for_user_id);
      return jsonResponse({ data: cart });
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
    // The focus goes to what stops the checkout, not to the page.
    expect(screen.getByRole('alert')).toHaveFocus();
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

describe('attendees page: custom questions', { timeout: 15_000 }, () => {
  /** Sam's climbing place (a waiver and questions) and Alex's bouldering (questions only). */
  const climbingWithQuestions = (
    answers?: Partial<Record<number, string>>,
    waiver: { signed?: boolean } = {},
  ) => ({ ...wireClimbingItem(601, 1002, waiver), questions: wireClimbingQuestions(answers) });

  async function questionPlaces(count: number): Promise<HTMLElement[]> {
    const found = await screen.findAllByTestId('attendee-place', {}, lazyRoute);
    expect(found).toHaveLength(count);
    return found;
  }

  it('asks each kind of question for the person going, prefilled with their answers', async () => {
    const calls: StubRequest[] = [];
    const cart = () =>
      wireCart(
        [
          climbingWithQuestions(),
          wireBoulderingItem(
            602,
            null,
            wireClimbingQuestions({ 81: 'A sore left knee', 82: 'A few times', 83: 'yes' }),
          ),
        ],
        { attendeeWaiversRequired: true },
      );
    stubFetch(attendeesApi(calls, { cart }));
    renderApp('/attendees', signedIn);
    const [climbing, bouldering] = (await questionPlaces(2)) as [HTMLElement, HTMLElement];
    await within(climbing).findByLabelText('Jo Bloggs');

    // Under the waiver, Sam's questions: a text box, a choice and a yes/no, labelled by their text.
    const samsQuestions = within(climbing).getByRole('region', { name: 'Questions for Sam' });
    const injuries = within(samsQuestions).getByRole('textbox', {
      name: 'Any injuries the instructor should know about?',
    });
    expect(injuries).toHaveValue('');
    expect(injuries).toHaveAttribute('maxLength', '500');
    const experience = within(samsQuestions).getByRole('group', {
      name: 'How much have you climbed before? (required)',
    });
    expect(
      within(experience)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Never', 'A few times', 'Regularly']);
    for (const radio of within(experience).getAllByRole('radio')) expect(radio).not.toBeChecked();
    const shoes = within(samsQuestions).getByRole('group', {
      name: 'Do you have your own climbing shoes? (required)',
    });
    expect(within(shoes).getByRole('radio', { name: 'Yes' })).toHaveAttribute('value', 'yes');
    expect(within(shoes).getByRole('radio', { name: 'No' })).toHaveAttribute('value', 'no');

    // A place with questions and no waiver is listed too: who is going is the customer's party,
    // and the answers Alex gave before are filled in.
    expect(within(bouldering).getByRole('heading', { level: 2, name: 'Bouldering' })).toBeVisible();
    expect(within(bouldering).queryByTestId('waiver-text')).toBeNull();
    const who = within(bouldering).getByRole('group', { name: 'Who is going?' });
    expect(within(who).getByLabelText('Alex Morgan (you)')).toBeChecked();
    expect(within(who).getByLabelText('Sam Morgan')).not.toBeChecked();
    const alexs = within(bouldering).getByRole('region', { name: 'Questions for Alex' });
    expect(
      within(alexs).getByLabelText('Any injuries the instructor should know about?'),
    ).toHaveValue('A sore left knee');
    expect(within(alexs).getByRole('radio', { name: 'A few times' })).toBeChecked();
    expect(within(alexs).getByRole('radio', { name: 'Yes' })).toBeChecked();
    // The attendees call is only for the waiver's restriction.
    expect(callsTo(calls, attendeesPath)).toHaveLength(1);
  });

  it("shows the new attendee's own answers when who is going changes", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const forAlex = () =>
      wireCart([wireBoulderingItem(602, null, wireClimbingQuestions({ 82: 'Regularly' }))]);
    stubFetch(
      attendeesApi(calls, {
        cart: forAlex,
        afterChange: (_, userId) =>
          wireCart([wireBoulderingItem(602, userId, wireClimbingQuestions({ 82: 'Never' }))]),
      }),
    );
    renderApp('/attendees', signedIn);
    const [place] = (await questionPlaces(1)) as [HTMLElement];
    expect(within(place).getByRole('radio', { name: 'Regularly' })).toBeChecked();

    await user.click(within(place).getByLabelText('Sam Morgan'));
    expect(await screen.findByText(updatedInBasketCopy)).toBeVisible();
    expect(callsTo(calls, '/api/activities/cart/602', 'PUT')[0]?.body).toEqual({
      options: { purchased_for_user_id: 1002 },
      selected_user_id: null,
    });
    const [changed] = (await questionPlaces(1)) as [HTMLElement];
    await within(changed).findByRole('region', { name: 'Questions for Sam' });
    expect(within(changed).getByRole('radio', { name: 'Never' })).toBeChecked();
    expect(within(changed).getByRole('radio', { name: 'Regularly' })).not.toBeChecked();
  });

  it('posts every answer given, by place and question, before signing the waivers', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const cart = () =>
      wireCart(
        [
          climbingWithQuestions(),
          wireBoulderingItem(602, null, wireClimbingQuestions({ 82: 'A few times', 83: 'yes' })),
        ],
        {
          attendeeWaiversRequired: true,
        },
      );
    const answered = { 81: 'A bad wrist', 82: 'Never', 83: 'no' };
    stubFetch(
      attendeesApi(calls, {
        cart,
        afterAnswering: () =>
          wireCart(
            [
              climbingWithQuestions(answered),
              wireBoulderingItem(
                602,
                null,
                wireClimbingQuestions({ 82: 'A few times', 83: 'yes' }),
              ),
            ],
            { attendeeWaiversRequired: true },
          ),
        afterSigning: () =>
          wireCart([
            climbingWithQuestions(answered, { signed: true }),
            wireBoulderingItem(602, null, wireClimbingQuestions({ 82: 'A few times', 83: 'yes' })),
          ]),
      }),
    );
    const app = renderApp('/attendees', signedIn);
    const [climbing] = (await questionPlaces(2)) as [HTMLElement, HTMLElement];
    await within(climbing).findByLabelText('Jo Bloggs');

    await user.type(
      within(climbing).getByLabelText('Any injuries the instructor should know about?'),
      '  A bad wrist ',
    );
    await user.click(within(climbing).getByRole('radio', { name: 'Never' }));
    await user.click(within(climbing).getByRole('radio', { name: 'No' }));
    await user.click(
      within(climbing).getByLabelText('I have read and agree to the Climbing waiver for Sam'),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(app.location()).toBe('/basket/checkout'));
    const answering = callsTo(calls, '/api/activities/cart/107288259/questions', 'POST');
    expect(answering).toHaveLength(1);
    expect(answering[0]?.body).toEqual({
      answers: [
        { cart_item_id: 601, question_id: 81, answer: 'A bad wrist' },
        { cart_item_id: 601, question_id: 82, answer: 'Never' },
        { cart_item_id: 601, question_id: 83, answer: 'no' },
        // Alex's answers from before are sent again; the blank text question is not.
        { cart_item_id: 602, question_id: 82, answer: 'A few times' },
        { cart_item_id: 602, question_id: 83, answer: 'yes' },
      ],
      selected_user_id: null,
    });
    const signing = callsTo(calls, '/api/activities/question-waivers', 'POST');
    expect(signing).toHaveLength(1);
    // The answers go first.
    expect(calls.indexOf(answering[0] as StubRequest)).toBeLessThan(
      calls.indexOf(signing[0] as StubRequest),
    );
  });

  it('stays, and says so, while a required question is unanswered', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(
      attendeesApi(calls, {
        cart: () => wireCart([wireBoulderingItem(602, null)]),
        afterAnswering: () =>
          wireCart([wireBoulderingItem(602, null, wireClimbingQuestions({ 82: 'Regularly' }))]),
      }),
    );
    const app = renderApp('/attendees', signedIn);
    const [place] = (await questionPlaces(1)) as [HTMLElement];
    await user.click(within(place).getByRole('radio', { name: 'Regularly' }));
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(answerRequiredQuestionsCopy);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).not.toHaveTextContent(agreeToEveryWaiverCopy);
    expect(callsTo(calls, '/api/activities/cart/107288259/questions', 'POST')[0]?.body).toEqual({
      answers: [{ cart_item_id: 602, question_id: 82, answer: 'Regularly' }],
      selected_user_id: null,
    });
    expect(app.location()).toBe('/attendees');
    // The question still to answer says so; the answered one does not.
    expect(
      within(place).getByRole('group', { name: 'Do you have your own climbing shoes? (required)' }),
    ).toHaveAccessibleDescription(answerThisQuestionCopy);
    expect(
      within(place).getByRole('group', { name: 'How much have you climbed before? (required)' }),
    ).not.toHaveAccessibleDescription(answerThisQuestionCopy);
    expect(callsTo(calls, '/api/activities/question-waivers', 'POST')).toHaveLength(0);
  });

  it('shows a generic message when the answers cannot be saved, and goes no further', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(
      attendeesApi(calls, {
        cart: () =>
          wireCart([climbingWithQuestions({ 82: 'Never', 83: 'no' })], {
            attendeeWaiversRequired: true,
          }),
        answer: () => jsonResponse({ message: 'Question 82 is not asked at this session.' }, 422),
      }),
    );
    const app = renderApp('/attendees', signedIn);
    const [place] = (await questionPlaces(1)) as [HTMLElement];
    await within(place).findByLabelText('Jo Bloggs');
    await user.click(
      within(place).getByLabelText('I have read and agree to the Climbing waiver for Sam'),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    expect(await screen.findByText(answersNotSavedCopy)).toBeVisible();
    // Busy, not disabled, while it saved: the focus stays on the button pressed.
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveFocus();
    expect(screen.queryByText('Question 82 is not asked at this session.')).toBeNull();
    expect(callsTo(calls, '/api/activities/cart/107288259/questions', 'POST')).toHaveLength(1);
    expect(callsTo(calls, '/api/activities/question-waivers', 'POST')).toHaveLength(0);
    expect(app.location()).toBe('/attendees');
  });
});
