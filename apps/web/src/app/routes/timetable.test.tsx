import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  wireCategory,
  wireClass,
  wireDates,
  wireSlot,
  wireTicketSession,
  wireTimesRow,
} from '../../test/browse-fixtures';
import { selectSelectedLocation } from '../../features/timetable/timetable.slice';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const venueApi = '/api/activities/venue/bethnal-green';
const dates = wireDates(['2026-10-05', '2026-10-06', '2026-10-07']);

const classes = [
  wireClass({
    id: 'early',
    start: '07:00',
    end: '08:00',
    instructors: [{ id: 301, name: 'Aisha Khan' }],
    tags: [{ id: 401, name: 'Beginner friendly' }],
  }),
  wireClass({
    id: 'full',
    start: '12:15',
    end: '13:15',
    spaces: 0,
    instructors: [{ id: 302, name: 'Ben Carter' }],
    tags: [{ id: 402, name: 'High intensity' }],
    action_to_show: { status: 'FULL', reason: 'The session being booked is already full' },
  }),
  wireClass({
    id: 'later',
    start: '18:30',
    end: '19:30',
    instructors: [{ id: 302, name: 'Ben Carter' }],
    action_to_show: { status: null, reason: 'You cannot book this activity yet' },
  }),
];

function classesApi(rows = classes) {
  return ({ url }: StubRequest) => {
    switch (url.pathname) {
      case `${venueApi}/categories/yoga`:
        return jsonResponse({ data: wireCategory() });
      case `${venueApi}/activity-category/yoga/dates`:
        return jsonResponse({ data: dates });
      case `${venueApi}/activity/yoga/v2/timetable`:
      case `${venueApi}/activity/yoga/timetable`:
        return jsonResponse({ data: rows });
      default:
        return undefined;
    }
  };
}

const classNames = () =>
  screen.queryAllByTestId('class').map((card) => within(card).getByRole('heading').textContent);

describe('class timetable', () => {
  it('lists each class with its time, instructors, tags, spaces and action', async () => {
    stubFetch(classesApi());
    renderApp('/location/bethnal-green/yoga/2026-10-06/by-time?show=all');
    const cards = await screen.findAllByTestId('class');
    expect(cards).toHaveLength(3);
    const [early, full, later] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(early).toHaveTextContent('07:00 – 08:00');
    expect(early).toHaveTextContent('with Aisha Khan');
    expect(early).toHaveTextContent('Beginner friendly');
    expect(early).toHaveTextContent('20 spaces left');
    expect(within(early).getByRole('button', { name: 'Book Yoga at 07:00' })).toBeEnabled();
    expect(within(full).getByRole('button', { name: 'Full: Yoga at 12:15' })).toBeDisabled();
    expect(full).toHaveTextContent('The session being booked is already full');
    expect(within(later).queryByRole('button')).toBeNull();
    expect(later).toHaveTextContent('You cannot book this activity yet');
  });

  it('shows who a class is for, and links a missing induction to booking one', async () => {
    stubFetch(
      classesApi([
        wireClass({
          id: 'juniors',
          start: '09:00',
          end: '09:45',
          restrictions: {
            pre_waiver: null,
            pre_induction: null,
            criteria: { members_only: false, min_age: 8, max_age: 15, description: 'Ages 8 to 15' },
          },
          has_pre_purchase_restrictions: true,
          restriction_ids: [1],
          action_to_show: { status: null, reason: 'Ages 8 to 15' },
        }),
        wireClass({
          id: 'gym',
          start: '18:00',
          end: '19:00',
          restrictions: {
            pre_waiver: null,
            pre_induction: {
              id: 'induction-id',
              name: 'Gym Induction',
              category_slug: 'gym-induction',
              venue_slug: 'bethnal-green',
            },
            criteria: null,
          },
          has_pre_purchase_restrictions: true,
          requires_induction: true,
          restriction_ids: [2],
          action_to_show: { status: null, reason: 'Induction needed — book one' },
        }),
      ]),
    );
    renderApp('/location/bethnal-green/yoga/2026-10-06/by-time?show=all');
    const [juniors, gym] = (await screen.findAllByTestId('class')) as [HTMLElement, HTMLElement];
    expect(within(juniors).getByTestId('restrictions')).toHaveTextContent('Ages 8 to 15');
    expect(within(juniors).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(within(gym).getByTestId('restrictions')).toHaveTextContent('Gym Induction needed first');
    expect(gym).toHaveTextContent('Induction needed — book one');
    expect(within(gym).getByRole('link', { name: 'book one: Gym Induction' })).toHaveAttribute(
      'href',
      '/location/bethnal-green/gym-induction',
    );
  });

  it('filters by available only, time range, instructors and tags, kept in the address', async () => {
    const user = userEvent.setup();
    stubFetch(classesApi());
    const app = renderApp('/location/bethnal-green/yoga/2026-10-06/by-time');
    await screen.findAllByTestId('class');

    // Classes show what can be booked by default (SPEC.md section 4); Show all adds the rest.
    expect(screen.getByLabelText('Available only')).toBeChecked();
    expect(classNames()).toHaveLength(1);
    await user.click(screen.getByLabelText('Show all'));
    await waitFor(() => expect(classNames()).toHaveLength(3));
    await waitFor(() =>
      expect(app.location()).toBe('/location/bethnal-green/yoga/2026-10-06/by-time?show=all'),
    );

    await user.selectOptions(screen.getByLabelText('From'), '12:00');
    await user.selectOptions(screen.getByLabelText('To'), '13:00');
    // 12:15–13:15 does not end by 13:00: only items fully inside the range stay.
    await waitFor(() => expect(screen.queryAllByTestId('class')).toHaveLength(0));
    expect(await screen.findByText('No results were found at this centre')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('To'), '13:30');
    await waitFor(() => expect(screen.getAllByTestId('class')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the class defaults: available only.
    await waitFor(() => expect(screen.getByLabelText('Available only')).toBeChecked());
    await user.click(screen.getByLabelText('Show all'));

    await user.click(screen.getByLabelText('Ben Carter'));
    await waitFor(() => expect(screen.getAllByTestId('class')).toHaveLength(2));
    await user.click(screen.getByLabelText('Aisha Khan'));
    await waitFor(() => expect(screen.getAllByTestId('class')).toHaveLength(3));
    await user.click(screen.getByLabelText('Ben Carter'));
    await user.click(screen.getByLabelText('Aisha Khan'));

    await user.click(screen.getByLabelText('High intensity'));
    await waitFor(() => expect(screen.getAllByTestId('class')).toHaveLength(1));
    await waitFor(() =>
      expect(app.location()).toBe(
        '/location/bethnal-green/yoga/2026-10-06/by-time?show=all&tag=402',
      ),
    );
  });

  it('shows the filters a link names, and carries them to the other dates and the class', async () => {
    stubFetch(classesApi());
    renderApp(
      '/location/bethnal-green/yoga/2026-10-06/by-time?instructor=302&from=12:00&show=all&embedded=true',
    );
    await screen.findAllByTestId('class');
    // Ben Carter's classes from 12:00: the 12:15 and the 18:30.
    expect(classNames()).toEqual(['Yoga', 'Yoga']);
    expect(screen.getAllByTestId('class')[0]).toHaveTextContent('12:15');
    expect(screen.getByLabelText('Ben Carter')).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('720');
    const nav = screen.getByRole('navigation', { name: 'Dates' });
    expect(within(nav).getByRole('link', { name: 'Next day, Day 2026-10-07' })).toHaveAttribute(
      'href',
      '/location/bethnal-green/yoga/2026-10-07/by-time?instructor=302&from=12:00&show=all&embedded=true',
    );
    expect(
      within(screen.getAllByTestId('class')[0] as HTMLElement).getByRole('link'),
    ).toHaveAttribute(
      'href',
      '/location/bethnal-green/yoga/2026-10-06/by-time/class/full?instructor=302&from=12:00&show=all&embedded=true',
    );
  });

  it('keeps the filters when coming back from a class', async () => {
    const user = userEvent.setup();
    stubFetch(classesApi());
    const app = renderApp('/location/bethnal-green/yoga/2026-10-06/by-time');
    await screen.findAllByTestId('class');
    await user.click(screen.getByLabelText('Show all'));
    await waitFor(() => expect(classNames()).toHaveLength(3));
    await user.click(screen.getAllByRole('link', { name: 'Yoga' })[0] as HTMLElement);
    await waitFor(() =>
      expect(app.location()).toBe(
        '/location/bethnal-green/yoga/2026-10-06/by-time/class/early?show=all',
      ),
    );
    await act(() => app.router.navigate(-1));
    await waitFor(() =>
      expect(app.location()).toBe('/location/bethnal-green/yoga/2026-10-06/by-time?show=all'),
    );
    expect(screen.getByLabelText('Show all')).toBeChecked();
    expect(classNames()).toHaveLength(3);
  });

  it('shows times in 12-hour form when chosen', async () => {
    const user = userEvent.setup();
    stubFetch(classesApi());
    renderApp('/location/bethnal-green/yoga/2026-10-06/by-time?show=all');
    await screen.findAllByTestId('class');
    await user.click(screen.getByLabelText('12-hour'));
    expect(screen.getAllByTestId('class')[2]).toHaveTextContent('6:30pm – 7:30pm');
  });

  it('says no results were found at this centre on an empty day', async () => {
    stubFetch(classesApi([]));
    renderApp('/location/bethnal-green/yoga/2026-10-06/by-time');
    expect(await screen.findByText('No results were found at this centre')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('uses the v2 timetable from the migration date and v1 before it', async () => {
    const fetchMock = stubFetch(classesApi());
    renderApp('/location/bethnal-green/yoga/2026-01-01/by-time');
    await screen.findAllByTestId('class');
    expect(requestedUrls(fetchMock)).toContain(
      `${venueApi}/activity/yoga/v2/timetable?date=2026-01-01`,
    );

    const v1Fetch = stubFetch(classesApi());
    renderApp('/location/bethnal-green/yoga/2025-12-31/by-time');
    await waitFor(() =>
      expect(requestedUrls(v1Fetch)).toContain(
        `${venueApi}/activity/yoga/timetable?date=2025-12-31`,
      ),
    );
  });

  it("shows the API's message for a date outside the viewing window", async () => {
    const message = 'The date should be within the valid days you are able to view.';
    stubFetch((request) =>
      request.url.pathname.endsWith('/v2/timetable')
        ? jsonResponse({ message, errors: { date: [message] }, status: 422 }, 422)
        : classesApi()(request),
    );
    renderApp('/location/bethnal-green/yoga/2026-12-25/by-time');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links between the dates of the window', async () => {
    stubFetch(classesApi());
    renderApp('/location/bethnal-green/yoga/2026-10-06/by-time');
    const nav = await screen.findByRole('navigation', { name: 'Dates' });
    expect(within(nav).getByRole('link', { name: 'Day 2026-10-06' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(within(nav).getByRole('link', { name: 'Next day, Day 2026-10-07' })).toHaveAttribute(
      'href',
      '/location/bethnal-green/yoga/2026-10-07/by-time',
    );
  });

  it("goes home with the spec's toast when the activity does not exist", async () => {
    stubFetch(({ url }) =>
      url.pathname === `${venueApi}/categories/underwater-hockey`
        ? jsonResponse({ message: 'Activity not found.' }, 404)
        : undefined,
    );
    const app = renderApp('/location/bethnal-green/underwater-hockey/2026-10-06/by-time');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(
      await screen.findByText("We couldn't find the activity you are looking for"),
    ).toBeVisible();
    expect(app.store.getState().toasts.items[0]?.closeAfter).toBe(3000);
  });
});

describe('court timetable', () => {
  const badminton = wireCategory({
    name: 'Badminton 60min',
    slug: 'badminton-60min',
    v1_type: 'ad_hoc_templates',
    v2_type: 'resources',
    allocation_strategy: 'customer',
    locations: [
      { id: '1', name: 'Court 1', type: 'resource', slug: 'court-1', venue_id: 1, venue_slug: 'x' },
      { id: '2', name: 'Court 2', type: 'resource', slug: 'court-2', venue_id: 1, venue_slug: 'x' },
    ],
  });
  const court = (id: string) => badminton.locations.find((location) => location.id === id)!;
  const slots = [
    wireSlot({ id: 'a', location: court('1'), slot_display_location: 'Court 1' }),
    wireSlot({
      id: 'b',
      location: court('2'),
      slot_display_location: 'Court 2',
      spaces: 0,
      action_to_show: { status: 'FULL', reason: 'The session being booked is already full' },
    }),
  ];

  function courtsApi({ url }: StubRequest) {
    switch (url.pathname) {
      case `${venueApi}/categories/badminton-60min`:
        return jsonResponse({ data: badminton });
      case `${venueApi}/activity-category/badminton-60min/dates`:
        return jsonResponse({ data: dates });
      case `${venueApi}/activity/badminton-60min/v2/times`:
        return jsonResponse({
          data: [
            wireTimesRow({ start: '07:00', end: '08:00', spaces: 1 }),
            wireTimesRow({ start: '08:00', end: '09:00', composite_key: '1c120287' }),
          ],
        });
      case `${venueApi}/activity/badminton-60min/v2/slots`:
        return jsonResponse({ data: slots });
      default:
        return undefined;
    }
  }

  it('opens a start time onto its courts, a full one reading "FULL - Court 2"', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(courtsApi);
    const app = renderApp('/location/bethnal-green/badminton-60min/2026-10-06/by-time');
    const toggle = await screen.findByRole('button', { name: /07:00 – 08:00/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await waitFor(() =>
      expect(app.location()).toBe(
        '/location/bethnal-green/badminton-60min/2026-10-06/by-time/slot/07:00-08:00/857b83f9',
      ),
    );
    const courts = await screen.findByRole('list', { name: 'Courts at 07:00' });
    expect(within(courts).getByRole('button', { name: 'FULL - Court 2' })).toBeDisabled();
    expect(within(courts).getByRole('button', { name: 'Book Court 1 at 07:00' })).toBeEnabled();
    expect(courts).toHaveTextContent('£8.50');
    expect(requestedUrls(fetchMock)).toContain(
      `${venueApi}/activity/badminton-60min/v2/slots?date=2026-10-06&composite_key=857b83f9`,
    );
  });

  it('groups the day by court on the by-location view', async () => {
    const user = userEvent.setup();
    stubFetch(courtsApi);
    const app = renderApp('/location/bethnal-green/badminton-60min/2026-10-06/by-location');
    expect(await screen.findAllByTestId('court')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Court or lane'), 'Court 2');
    expect(screen.getAllByTestId('court')).toHaveLength(1);
    expect(selectSelectedLocation(app.store.getState())).toBe('2');
  });
});

describe('ticket timetable', () => {
  it('lists sessions with ticket types and prices and counts chosen tickets', async () => {
    const user = userEvent.setup();
    const swim = wireCategory({
      name: 'Public Swim',
      slug: 'public-swim',
      parent_slug: 'swimming',
      v1_type: 'fast_ticket_templates',
      v2_type: 'ticketed',
    });
    const fetchMock = stubFetch(({ url }) => {
      if (url.pathname === `${venueApi}/categories/public-swim`)
        return jsonResponse({ data: swim });
      if (url.pathname === `${venueApi}/activity-category/swimming/activity/public-swim/v2/tickets`)
        return jsonResponse({ data: [wireTicketSession()] });
      return undefined;
    });
    renderApp('/location/bethnal-green/public-swim/2026-10-06/by-time');
    const session = await screen.findByTestId('ticket-session');
    expect(session).toHaveTextContent('Adult');
    expect(session).toHaveTextContent('£5.50');
    expect(session).toHaveTextContent('Junior');
    expect(session).toHaveTextContent('£3.00');
    await user.click(within(session).getByRole('button', { name: 'One more Adult ticket' }));
    await user.click(within(session).getByRole('button', { name: 'One more Junior ticket' }));
    expect(session).toHaveTextContent('2 tickets: £8.50');
    expect(requestedUrls(fetchMock)).toContain(
      `${venueApi}/activity-category/swimming/activity/public-swim/v2/tickets?date=2026-10-06`,
    );
  });

  it('uses the v2 tickets from the migration date and v1 before it', async () => {
    const swim = wireCategory({
      name: 'Public Swim',
      slug: 'public-swim',
      parent_slug: 'swimming',
      v1_type: 'fast_ticket_templates',
      v2_type: 'ticketed',
    });
    const swimApi = ({ url }: StubRequest) =>
      url.pathname === `${venueApi}/categories/public-swim`
        ? jsonResponse({ data: swim })
        : url.pathname.endsWith('/tickets')
          ? jsonResponse({ data: [wireTicketSession()] })
          : undefined;
    const v2Fetch = stubFetch(swimApi);
    renderApp('/location/bethnal-green/public-swim/2026-01-01/by-time');
    await screen.findByTestId('ticket-session');
    expect(requestedUrls(v2Fetch)).toContain(
      `${venueApi}/activity-category/swimming/activity/public-swim/v2/tickets?date=2026-01-01`,
    );

    const v1Fetch = stubFetch(swimApi);
    renderApp('/location/bethnal-green/public-swim/2025-12-31/by-time');
    await waitFor(() =>
      expect(requestedUrls(v1Fetch)).toContain(
        `${venueApi}/activity-category/swimming/activity/public-swim/tickets?date=2025-12-31`,
      ),
    );
  });
});
