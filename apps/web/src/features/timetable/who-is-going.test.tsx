import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireCart, wireCartItem } from '../../test/basket-fixtures';
import { wireCategory, wireClass, wireDates, wireSlot } from '../../test/browse-fixtures';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';
import { wireAttendees } from '../../test/attendee-fixtures';
import { addedToBasketCopy } from '../../shared/state/cart-actions';
import { inYourBasketCopy } from './components/action-button';
import { chooseSomeoneCopy } from './components/who-is-going-dialog';

const venueApi = '/api/activities/venue/bethnal-green';
const timetable = '/location/bethnal-green/yoga/2026-10-06/by-time';

const signedInAs = (user: typeof wireAlex) => ({
  auth: { loggedIn: true, user: camelizeKeys(user), isLoginPending: false, error: null },
});
const alexWithoutFamily = { ...wireAlex, family_members: [] };

/** The first render loads the lazy timetable route, which takes a while on a cold start. */
const lazyRoute = { timeout: 5000 };

function isAdd(request: StubRequest) {
  return request.method === 'POST' && request.url.pathname === '/api/activities/cart/add';
}

/** A yoga timetable with one class (`yoga`), an empty basket, and every add recorded. */
function yogaApi(
  adds: StubRequest[],
  yoga = wireClass({ id: 'class-1', pricing_option_id: 2001 }),
) {
  return (request: StubRequest) => {
    switch (request.url.pathname) {
      case `${venueApi}/categories/yoga`:
        return jsonResponse({ data: wireCategory() });
      case `${venueApi}/activity-category/yoga/dates`:
        return jsonResponse({ data: wireDates(['2026-10-06']) });
      case `${venueApi}/activity/yoga/v2/timetable`:
        return jsonResponse({ data: [yoga] });
      case '/api/activities/cart':
        return jsonResponse({ data: wireCart([]) });
      default:
        if (!isAdd(request)) return undefined;
        adds.push(request);
        return jsonResponse({
          data: wireCart([
            wireCartItem({ id: 511, purchased_for_user_id: 1002 }),
            wireCartItem({ id: 512, purchased_for_user_id: 1003 }),
          ]),
        });
    }
  };
}

// The first test pays for loading the lazy timetable route: more than the 5 s default on a busy machine.
describe('who is going', { timeout: 15_000 }, () => {
  it('asks a customer with a family who is going, and adds one place per person chosen', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch(yogaApi(adds));
    renderApp(timetable, signedInAs(wireAlex));
    const book = await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute);
    await user.click(book);

    const dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    expect(adds).toHaveLength(0);
    const people = within(dialog).getAllByRole('checkbox');
    expect(people.map((box) => box.closest('label')?.textContent)).toEqual([
      'Alex Morgan (you)',
      'Sam Morgan',
      'Ruby Morgan',
    ]);
    // The customer is ticked to begin with, and the focus starts on the choice.
    expect(within(dialog).getByLabelText('Alex Morgan (you)')).toBeChecked();
    expect(within(dialog).getByLabelText('Alex Morgan (you)')).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: /Yoga at 07:00/ })).toBeVisible();

    // Keyboard only: the parent books for the two children and not themself.
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(within(dialog).getByLabelText('Alex Morgan (you)')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Sam Morgan')).toBeChecked();
    expect(within(dialog).getByLabelText('Ruby Morgan')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));

    expect(screen.queryByRole('dialog', { name: 'Who is going?' })).toBeNull();
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toEqual({
      items: [
        {
          id: 'class-1',
          type: 'purchasableOccurrence',
          pricing_option_id: 2001,
          purchased_for_user_id: 1002,
        },
        {
          id: 'class-1',
          type: 'purchasableOccurrence',
          pricing_option_id: 2001,
          purchased_for_user_id: 1003,
        },
      ],
      selected_user_id: null,
    });
    expect(await screen.findByText(addedToBasketCopy)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shopping basket, 2 items' })).toBeVisible();
  });

  it("sends the customer's own place as before, without naming an attendee", async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch(yogaApi(adds));
    renderApp(timetable, signedInAs(wireAlex));
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute));
    const dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    await user.click(within(dialog).getByLabelText('Ruby Morgan'));
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toEqual({
      items: [
        { id: 'class-1', type: 'purchasableOccurrence', pricing_option_id: 2001 },
        {
          id: 'class-1',
          type: 'purchasableOccurrence',
          pricing_option_id: 2001,
          purchased_for_user_id: 1003,
        },
      ],
      selected_user_id: null,
    });
  });

  it('asks for someone before adding, and Cancel or Escape adds nothing', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch(yogaApi(adds));
    renderApp(timetable, signedInAs(wireAlex));
    const book = await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute);
    await user.click(book);
    let dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    await user.click(within(dialog).getByLabelText('Alex Morgan (you)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(chooseSomeoneCopy);
    expect(within(dialog).getByRole('group')).toHaveAccessibleDescription(chooseSomeoneCopy);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the Book button that opened it.
    expect(book).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(adds).toHaveLength(0);
  });

  it('adds at once, as before, for a customer without a family', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch(yogaApi(adds));
    renderApp(timetable, signedInAs(alexWithoutFamily));
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adds[0]?.body).toEqual({
      items: [{ id: 'class-1', type: 'purchasableOccurrence', pricing_option_id: 2001 }],
      selected_user_id: null,
    });
  });

  it('asks who is going for a court, too', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    const court = wireSlot({
      id: 'court-slot-1',
      allows_anonymous_bookings: false,
      location: {
        id: '6001',
        name: 'Court 1',
        type: 'resource',
        slug: 'court-1',
        venue_id: 90001,
        venue_slug: 'bethnal-green',
      },
    });
    stubFetch((request) => {
      switch (request.url.pathname) {
        case `${venueApi}/categories/badminton`:
          return jsonResponse({
            data: wireCategory({
              slug: 'badminton',
              name: 'Badminton',
              v2_type: 'resources',
              v1_type: 'ad_hoc_templates',
              allocation_strategy: 'customer',
              locations: [court.location],
            }),
          });
        case `${venueApi}/activity-category/badminton/dates`:
          return jsonResponse({ data: wireDates(['2026-10-06']) });
        case `${venueApi}/activity/badminton/v2/slots`:
          return jsonResponse({ data: [court] });
        default:
          return yogaApi(adds)(request);
      }
    });
    renderApp('/location/bethnal-green/badminton/2026-10-06/by-location', signedInAs(wireAlex));
    await user.click(
      await screen.findByRole('button', { name: 'Book Court 1 at 07:00' }, lazyRoute),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    await user.click(within(dialog).getByLabelText('Sam Morgan'));
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toMatchObject({
      items: [{ id: 'court-slot-1' }, { id: 'court-slot-1', purchased_for_user_id: 1002 }],
    });
  });
});

/** Who may go to the juniors' class (ages 8 to 15), as the previous-attendees call answers. */
const tooOld = 'This session is for ages 8 to 15 on the day, and Alex will be 40.';
const juniorClass = wireClass({
  id: 'class-1',
  pricing_option_id: 2001,
  restrictions: {
    pre_waiver: null,
    pre_induction: null,
    criteria: { members_only: false, min_age: 8, max_age: 15, description: 'Ages 8 to 15' },
  },
  has_pre_purchase_restrictions: true,
  restriction_ids: [71],
});
const standingPath = '/api/activities/restrictions/71/question-waivers/previous-attendees';

/** The junior class's timetable, with who may go: Alex never, and `reasons` for the children. */
function juniorApi(adds: StubRequest[], asked: StubRequest[], reasons: Record<number, string>) {
  return (request: StubRequest) => {
    if (request.url.pathname !== standingPath) return yogaApi(adds, juniorClass)(request);
    asked.push(request);
    const people = wireAttendees
      .filter((person) => person.relationship !== 'previous')
      .map((person) => {
        const reason = person.relationship === 'self' ? tooOld : (reasons[person.id] ?? null);
        return { ...person, may_attend: reason === null, reason };
      });
    return jsonResponse({ data: people });
  };
}

describe('who is going to a class with an age range', { timeout: 15_000 }, () => {
  it('shows the parent who may not go unticked, disabled and saying why, and ticks nobody of two children', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    const asked: StubRequest[] = [];
    stubFetch(juniorApi(adds, asked, {}));
    renderApp(timetable, signedInAs(wireAlex));
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute));

    const dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    // Asked for the session's own day, as ages count on the day.
    expect(asked[0]?.url.searchParams.get('date')).toBe('2026-10-06');
    const alex = within(dialog).getByLabelText('Alex Morgan (you)');
    expect(alex).not.toBeChecked();
    expect(alex).toBeDisabled();
    expect(alex).toHaveAccessibleDescription(tooOld);
    expect(within(dialog).getByLabelText('Sam Morgan')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Ruby Morgan')).not.toBeChecked();
    // The focus starts on the first who may go.
    expect(within(dialog).getByLabelText('Sam Morgan')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(chooseSomeoneCopy);
    await user.click(within(dialog).getByLabelText('Sam Morgan'));
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toMatchObject({
      items: [{ id: 'class-1', purchased_for_user_id: 1002 }],
    });
  });

  it('ticks the one child who may go', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch(juniorApi(adds, [], { 1002: 'Ages 8 to 15' }));
    renderApp(timetable, signedInAs(wireAlex));
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute));
    const dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    expect(within(dialog).getByLabelText('Ruby Morgan')).toBeChecked();
    expect(within(dialog).getByLabelText('Ruby Morgan')).toHaveFocus();
    expect(within(dialog).getByLabelText('Sam Morgan')).toBeDisabled();
    expect(within(dialog).getByLabelText('Sam Morgan')).toHaveAccessibleDescription('Ages 8 to 15');
    expect(within(dialog).getByLabelText('Alex Morgan (you)')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]?.body).toMatchObject({
      items: [{ id: 'class-1', purchased_for_user_id: 1003 }],
    });
  });

  it('ticks nobody when nobody may go', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch(juniorApi(adds, [], { 1002: 'Ages 8 to 15', 1003: 'Ages 8 to 15' }));
    renderApp(timetable, signedInAs(wireAlex));
    await user.click(await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute));
    const dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    const people = within(dialog).getAllByRole('checkbox');
    expect(people).toHaveLength(3);
    for (const person of people) {
      expect(person).not.toBeChecked();
      expect(person).toBeDisabled();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(chooseSomeoneCopy);
    expect(adds).toHaveLength(0);
  });
});

/** The row's "In your basket" (or "2 in your basket", as the stub's basket holds two places). */
const inBasketLabel = new RegExp(`${inYourBasketCopy}$`, 'i');

describe('Book keeps the focus', { timeout: 15_000 }, () => {
  it('stays on Book while the place is added, then moves to "In your basket" in its place', async () => {
    const user = userEvent.setup();
    stubFetch(yogaApi([]));
    renderApp(timetable, signedInAs(alexWithoutFamily));
    const book = await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute);
    book.focus();
    await user.keyboard('{Enter}');
    // Busy while the place is added (button.test.tsx), not disabled, which would drop the focus.
    expect(book).toHaveFocus();
    await waitFor(() => expect(screen.getByText(inBasketLabel)).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });

  it('after "Who is going?" too: back on Book, then on "In your basket"', async () => {
    const user = userEvent.setup();
    const adds: StubRequest[] = [];
    stubFetch(yogaApi(adds));
    renderApp(timetable, signedInAs(wireAlex));
    const book = await screen.findByRole('button', { name: 'Book Yoga at 07:00' }, lazyRoute);
    book.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Who is going?' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(book).toHaveFocus();
    await waitFor(() => expect(screen.getByText(inBasketLabel)).toHaveFocus());
    expect(adds).toHaveLength(1);
  });
});
