import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassRowV2 } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { wireCategory, wireClass, wireDates } from '../../../test/browse-fixtures';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

// Issue 43, item 1: the date strip shows the days without sessions, an empty day offers the next
// day with one, and sessions "Available only" hides are counted by why they cannot be booked.

const venueApi = '/api/activities/venue/bethnal-green';
const sessionDatesPath = '/api/timetable/venues/bethnal-green/activities/yoga/session-dates';
const timetable = (date: string, query = '') =>
  `/location/bethnal-green/yoga/${date}/by-time${query}`;

const gymInduction = {
  id: 'induction-id',
  name: 'Gym Induction',
  category_slug: 'gym-induction',
  venue_slug: 'bethnal-green',
};
const needsInduction = (id: string, start: string) =>
  wireClass({
    id,
    start,
    end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    restrictions: { pre_waiver: null, pre_induction: gymInduction, criteria: null },
    has_pre_purchase_restrictions: true,
    requires_induction: true,
    action_to_show: { status: null, reason: 'Induction needed — book one' },
  });
const full = wireClass({
  id: 'full',
  start: '12:00',
  end: '13:00',
  spaces: 0,
  action_to_show: { status: 'FULL', reason: 'The session being booked is already full' },
});
const membersOnly = wireClass({
  id: 'members',
  start: '13:00',
  end: '14:00',
  action_to_show: { status: null, reason: 'Members only' },
});
const juniors = wireClass({
  id: 'juniors',
  start: '15:00',
  end: '16:00',
  action_to_show: { status: null, reason: 'Ages 8 to 15' },
});
const notReleased = wireClass({
  id: 'later',
  start: '18:00',
  end: '19:00',
  first_bookable_at: {
    utc: '2026-10-05T21:00:00+00:00',
    local: '2026-10-05T22:00:00+01:00',
    timezone: 'Europe/London',
    format_12_hour: '10:00pm',
    format_24_hour: '22:00',
  },
  action_to_show: { status: null, reason: 'You cannot book this activity yet' },
});
const bookable = wireClass({ id: 'open', start: '07:00', end: '08:00' });

/** The yoga timetable: classes by date, and the session counts (or a failure of that call). */
function yogaApi(
  byDate: Record<string, ClassRowV2[]>,
  counts: Record<string, number> | 'failing' = Object.fromEntries(
    Object.entries(byDate).map(([date, rows]) => [date, rows.length]),
  ),
) {
  return stubFetch(({ url }: StubRequest) => {
    switch (url.pathname) {
      case `${venueApi}/categories/yoga`:
        return jsonResponse({ data: wireCategory() });
      case `${venueApi}/activity-category/yoga/dates`:
        return jsonResponse({ data: wireDates(Object.keys(byDate)) });
      case `${venueApi}/activity/yoga/v2/timetable`:
        return jsonResponse({ data: byDate[url.searchParams.get('date') ?? ''] ?? [] });
      case sessionDatesPath:
        return counts === 'failing'
          ? jsonResponse({ message: 'Something has gone wrong, please try again.' }, 500)
          : jsonResponse({
              data: Object.entries(counts).map(([date, sessions]) => ({ date, sessions })),
            });
      default:
        return undefined;
    }
  });
}

const week = {
  '2026-10-05': [bookable],
  '2026-10-06': [],
  '2026-10-07': [bookable, notReleased],
};

describe('the date strip', () => {
  it('greys the days without sessions and names them so, still reachable by keyboard', async () => {
    const user = userEvent.setup();
    yogaApi(week);
    renderApp(timetable('2026-10-05'));
    const dates = await screen.findByRole('navigation', { name: 'Dates' });
    const empty = await within(dates).findByRole('link', { name: 'Day 2026-10-06, no sessions' });
    expect(empty).toHaveClass('lido-dates__date--empty');
    expect(empty).toHaveAttribute('href', timetable('2026-10-06'));
    for (const date of ['2026-10-05', '2026-10-07']) {
      const link = within(dates).getByRole('link', { name: `Day ${date}` });
      expect(link).not.toHaveClass('lido-dates__date--empty');
    }
    expect(
      within(dates).getByRole('link', { name: 'Next day, Day 2026-10-06, no sessions' }),
    ).toBeVisible();

    for (let presses = 0; presses < 30 && document.activeElement !== empty; presses++) {
      await user.tab();
    }
    expect(empty).toHaveFocus();
  });

  it('stays as it was when the counts cannot be had', async () => {
    yogaApi(week, 'failing');
    renderApp(timetable('2026-10-06'));
    expect(await screen.findByText('No results were found at this centre')).toBeVisible();
    const dates = screen.getByRole('navigation', { name: 'Dates' });
    expect(within(dates).getByRole('link', { name: 'Day 2026-10-06' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Next session/ })).toBeNull();
  });
});

describe('an empty day', () => {
  it('says so and its Next session opens the next day with a session, focus on its date', async () => {
    const user = userEvent.setup();
    yogaApi({ ...week, '2026-10-08': [bookable] }, { ...counts(week), '2026-10-08': 1 });
    const app = renderApp(timetable('2026-10-06', '?show=all'));
    const copy = await screen.findByText('No results were found at this centre');
    const status = copy.closest('[role="status"]') as HTMLElement;
    expect(status).toBeVisible();
    const next = await within(status).findByRole('link', {
      name: 'Next session: Wednesday 7 October',
    });
    // The filters chosen go along.
    expect(next).toHaveAttribute('href', timetable('2026-10-07', '?show=all'));

    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(timetable('2026-10-07', '?show=all')));
    await waitFor(() => expect(screen.getByText('Day 2026-10-07')).toHaveFocus());
    expect(await screen.findAllByTestId('class')).toHaveLength(2);
  });

  it('says when no later date shown has a session', async () => {
    yogaApi({ '2026-10-05': [bookable], '2026-10-06': [], '2026-10-07': [] });
    renderApp(timetable('2026-10-06'));
    expect(await screen.findByText('There are no more sessions in the dates shown.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Next session/ })).toBeNull();
  });
});

describe('sessions that cannot be booked', () => {
  it('names the induction needed, not "full", when Available only hides them all', async () => {
    const user = userEvent.setup();
    yogaApi({ '2026-10-06': [needsInduction('a', '07:00'), needsInduction('b', '18:00')] });
    renderApp(timetable('2026-10-06'));
    const summary = await screen.findByTestId('unbookable-summary');
    expect(screen.getByLabelText('Available only')).toBeChecked();
    expect(summary).toHaveTextContent('You cannot book any of the 2 sessions on this day:');
    expect(summary).toHaveTextContent('2 sessions need the Gym Induction first.');
    expect(summary).not.toHaveTextContent(/full/i);
    expect(within(summary).getByRole('link', { name: 'Book a Gym Induction' })).toHaveAttribute(
      'href',
      '/location/bethnal-green/gym-induction',
    );

    await user.click(within(summary).getByRole('button', { name: 'Show all' }));
    const rows = await screen.findAllByTestId('class');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveTextContent('Induction needed — book one');
    expect(screen.queryByTestId('unbookable-summary')).toBeNull();
  });

  it('counts each reason, with when booking opens', async () => {
    yogaApi({ '2026-10-06': [full, membersOnly, juniors, notReleased] });
    renderApp(timetable('2026-10-06'));
    const summary = await screen.findByTestId('unbookable-summary');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 session is full.',
      '1 session is for members only.',
      '1 session is for ages 8 to 15.',
      '1 session is not open for booking yet: booking opens Mon 5 Oct at 22:00.',
    ]);
  });

  it('says what it hides beside sessions it shows, unless they are only full', async () => {
    yogaApi({ '2026-10-06': [bookable, membersOnly], '2026-10-07': [bookable, full] });
    const app = renderApp(timetable('2026-10-06'));
    expect(await screen.findAllByTestId('class')).toHaveLength(1);
    const note = screen.getByTestId('unbookable-summary');
    expect(note).toHaveTextContent('Also on this day, hidden by “Available only”:');
    expect(note).toHaveTextContent('1 session is for members only.');

    await act(() => app.router.navigate(timetable('2026-10-07')));
    await waitFor(() => expect(screen.getByText('Day 2026-10-07')).toBeVisible());
    expect(await screen.findAllByTestId('class')).toHaveLength(1);
    expect(screen.queryByTestId('unbookable-summary')).toBeNull();
  });

  it('shows on its row when a session not yet released opens for booking', async () => {
    yogaApi({ '2026-10-06': [notReleased] });
    renderApp(timetable('2026-10-06', '?show=all'));
    const [row] = await screen.findAllByTestId('class');
    expect(row).toHaveTextContent('You cannot book this activity yet');
    expect(row).toHaveTextContent('Booking opens Mon 5 Oct at 22:00');
  });
});

function counts(byDate: Record<string, ClassRowV2[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(byDate).map(([date, rows]) => [date, rows.length]));
}
