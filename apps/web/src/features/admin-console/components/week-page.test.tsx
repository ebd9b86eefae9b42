import type { VenueWeek } from '@lido/contract';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';
import { expectStatusToSay } from '../../../test/status-line';

// Dana manages Swiss Cottage. The week of 19 October 2026 ends on the Sunday the clocks go back;
// the API gives every time in London's, so the page shows them as they come.

type WireSession = VenueWeek['sessions'][number];
const wireSession = (fields: Partial<WireSession>): WireSession => ({
  occurrence_id: 7001,
  kind: 'class',
  name: 'Spin',
  location_name: 'Studio 1',
  date: '2026-10-24',
  start_time: '08:30',
  end_time: '09:15',
  capacity: 24,
  booked: 12,
  waiting: 0,
  cancelled: false,
  ...fields,
});

const spin = wireSession({});
const pilates = wireSession({
  occurrence_id: 7002,
  name: 'Reformer Pilates',
  date: '2026-10-20',
  start_time: '12:00',
  end_time: '12:50',
  capacity: 2,
  booked: 2,
  waiting: 3,
});
const badminton = wireSession({
  occurrence_id: 7003,
  kind: 'slot',
  name: 'Badminton 60min',
  location_name: 'Sports Hall, Court 1',
  date: '2026-10-25',
  start_time: '07:00',
  end_time: '08:00',
  capacity: 1,
  booked: 0,
});
const yoga = wireSession({
  occurrence_id: 7004,
  name: 'Yoga',
  date: '2026-10-23',
  start_time: '18:00',
  end_time: '19:00',
  cancelled: true,
});

const weekOf = (from: string, sessions: WireSession[]): { data: VenueWeek } => ({
  data: {
    venue: { id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage' },
    from,
    to: '2026-10-25',
    sessions,
  },
});

/** Swiss Cottage's week, with `move` answering moves (and the week read again after one). */
function venueWeekApi(
  sessions: () => WireSession[],
  move: (request: StubRequest) => Response = () => jsonResponse({}, 500),
) {
  return stubFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/activities/venues') {
      return jsonResponse({ data: [{ id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage' }] });
    }
    if (pathname === '/api/admin/venues/swiss-cottage/week') {
      return jsonResponse(weekOf(searchParams.get('from') ?? '', sessions()));
    }
    if (pathname.startsWith('/api/admin/occurrences/')) return move(request);
    return undefined;
  });
}

const weekRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  requestedUrls(fetchMock).filter((url) => url.startsWith('/api/admin/venues/'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a venue’s week', () => {
  it('shows each day with its sessions: time, places booked, waiting, cancelled marked', async () => {
    const fetchMock = venueWeekApi(() => [spin, pilates, badminton, yoga]);
    renderApp('/admin/week?venue=swiss-cottage&from=2026-10-22', signedInAsManager);

    const saturday = await screen.findByRole('region', { name: 'Sat 24 October' });
    // Any day of a week shows the week from its Monday.
    expect(weekRequests(fetchMock)).toEqual([
      '/api/admin/venues/swiss-cottage/week?from=2026-10-19',
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Swiss Cottage, week of Mon 19 October',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mon 19 October',
      'Tue 20 October',
      'Wed 21 October',
      'Thu 22 October',
      'Fri 23 October',
      'Sat 24 October',
      'Sun 25 October',
    ]);
    expect(within(saturday).getByRole('button')).toHaveAccessibleName(
      'Spin 08:30–09:15 12/24 booked Studio 1',
    );
    const tuesday = screen.getByRole('region', { name: 'Tue 20 October' });
    expect(within(tuesday).getByRole('button')).toHaveTextContent('3 waiting');
    // Classes are shown first: the court slot on Sunday waits for "All sessions".
    const sunday = () => screen.getByRole('region', { name: 'Sun 25 October' });
    expect(within(sunday()).getByText('No sessions.')).toBeVisible();
    const friday = screen.getByRole('region', { name: 'Fri 23 October' });
    expect(within(friday).queryByRole('button')).toBeNull();
    expect(within(friday).getByTestId('week-session')).toHaveTextContent(
      'Yoga 18:00–19:00 Cancelled',
    );
    expect(
      within(screen.getByRole('region', { name: 'Mon 19 October' })).getByText('No sessions.'),
    ).toBeVisible();

    expect(screen.getByRole('link', { name: 'Previous week' })).toHaveAttribute(
      'href',
      '/admin/week?venue=swiss-cottage&from=2026-10-12',
    );
    expect(screen.getByRole('link', { name: 'Next week' })).toHaveAttribute(
      'href',
      '/admin/week?venue=swiss-cottage&from=2026-10-26',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Show'), 'All sessions');
    expect(within(sunday()).getByRole('button')).toHaveTextContent(
      'Badminton 60min 07:00–08:00 0/1 booked Sports Hall, Court 1',
    );
    await user.selectOptions(screen.getByLabelText('Show'), 'Courts, lanes and pitches');
    expect(screen.getAllByTestId('week-session')).toHaveLength(1);
    expect(screen.getByTestId('week-session')).toHaveTextContent('Badminton 60min');
  });

  it(
    'moves a session by keyboard alone, sending the new date and time once, and says where it went',
    { timeout: 30_000 },
    async () => {
      const moves: StubRequest[] = [];
      let moved = false;
      const fetchMock = venueWeekApi(
        () => [
          moved ? { ...spin, date: '2026-10-25', start_time: '09:00', end_time: '09:45' } : spin,
        ],
        (request) => {
          moves.push(request);
          moved = true;
          return jsonResponse({
            data: {
              occurrence_id: 7001,
              name: 'Spin',
              from: { date: '2026-10-24', start_time: '08:30', end_time: '09:15' },
              to: { date: '2026-10-25', start_time: '09:00', end_time: '09:45' },
              moved: true,
              customers_emailed: 12,
            },
          });
        },
      );
      const user = userEvent.setup();
      renderApp('/admin/week?venue=swiss-cottage&from=2026-10-19', signedInAsManager);
      const block = await screen.findByRole('button', { name: /^Spin 08:30/ });

      block.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Move Spin' });
      const date = within(dialog).getByLabelText('New date');
      const time = within(dialog).getByLabelText('New start time');
      await waitFor(() => expect(date).toHaveFocus());
      expect(date).toHaveValue('2026-10-24');
      expect(time).toHaveValue('08:30');

      await user.clear(date);
      await user.type(date, '2026-10-25');
      await user.clear(time);
      await user.type(time, '09:00');
      expect(dialog).toHaveAccessibleDescription(
        'Move Spin from Sat 24 October at 08:30 to Sun 25 October at 09:00? Its 12 booked customers will be emailed.',
      );
      within(dialog).getByRole('button', { name: 'Move' }).focus();
      await user.keyboard('{Enter}');

      await expectStatusToSay('Spin moved to Sun 25 October at 09:00.');
      expect(moves).toHaveLength(1);
      expect(moves[0]!.url.pathname).toBe('/api/admin/occurrences/7001/move');
      expect(moves[0]!.body).toEqual({ date: '2026-10-25', time: '09:00' });
      expect(moves[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
      expect(screen.queryByRole('dialog')).toBeNull();
      // The week is read again, and shows the session where it went.
      await waitFor(() => expect(weekRequests(fetchMock)).toHaveLength(2));
      const sunday = screen.getByRole('region', { name: 'Sun 25 October' });
      expect(await within(sunday).findByRole('button', { name: /^Spin 09:00/ })).toBeVisible();
    },
  );

  it('says why a move was refused, and keeps the panel open to try another time', async () => {
    venueWeekApi(
      () => [spin],
      () =>
        jsonResponse(
          {
            message: 'This session has already started: it can no longer be moved.',
            code: 'BOOKING_STARTED',
            status: 409,
          },
          409,
        ),
    );
    const user = userEvent.setup();
    renderApp('/admin/week?venue=swiss-cottage&from=2026-10-19', signedInAsManager);
    await user.click(await screen.findByRole('button', { name: /^Spin 08:30/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Spin' });
    fireEvent.input(within(dialog).getByLabelText('New start time'), {
      target: { value: '10:15' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This session has already started: it can no longer be moved.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns that another session is in the studio then, naming it, and moves only when the manager goes ahead', async () => {
    const moves: StubRequest[] = [];
    const yogaOnSaturday = wireSession({
      occurrence_id: 7005,
      name: 'Yoga',
      start_time: '09:30',
      end_time: '10:30',
      booked: 3,
    });
    venueWeekApi(
      () => [spin, yogaOnSaturday],
      (request) => {
        moves.push(request);
        const body = request.body as Record<string, unknown>;
        if (body.allow_location_clash !== true) {
          return jsonResponse(
            {
              message:
                'Studio 1 is in use then: Spin is on Sat 24 October 2026 from 08:30 to 09:15.',
              code: 'LOCATION_CLASH',
            },
            409,
          );
        }
        return jsonResponse({
          data: {
            occurrence_id: 7005,
            name: 'Yoga',
            from: { date: '2026-10-24', start_time: '09:30', end_time: '10:30' },
            to: { date: '2026-10-24', start_time: '08:30', end_time: '09:30' },
            moved: true,
            customers_emailed: 3,
          },
        });
      },
    );
    const user = userEvent.setup();
    renderApp('/admin/week?venue=swiss-cottage&from=2026-10-19', signedInAsManager);
    await user.click(await screen.findByRole('button', { name: /^Yoga 09:30/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Yoga' });
    fireEvent.input(within(dialog).getByLabelText('New start time'), {
      target: { value: '08:30' },
    });
    const move = within(dialog).getByRole('button', { name: 'Move' });
    await user.click(move);

    // Nothing has moved yet: the manager is told what is in the studio then.
    const warning = await within(dialog).findByRole('alert');
    expect(
      within(warning)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual([
      'Clash: Studio 1 is in use then: Spin is on Sat 24 October 2026 from 08:30 to 09:15.',
      'Move Yoga there anyway, or keep it where it is?',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(move).toHaveAccessibleName('Move anyway');
    expect(moves.map((request) => request.body)).toEqual([{ date: '2026-10-24', time: '08:30' }]);
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations.map((v) => v.id)).toEqual([]);

    await user.click(move);
    await expectStatusToSay('Yoga moved to Sat 24 October at 08:30.');
    expect(moves.map((request) => request.body)).toEqual([
      { date: '2026-10-24', time: '08:30' },
      { date: '2026-10-24', time: '08:30', allow_location_clash: true },
    ]);
    // Going ahead is a request of its own, not a retry of the refused one.
    expect(moves[1]!.headers.get('Idempotency-Key')).not.toBe(
      moves[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('forgets a clash once another time is given, and keeping the session sends nothing more', async () => {
    const moves: StubRequest[] = [];
    venueWeekApi(
      () => [spin],
      (request) => {
        moves.push(request);
        return jsonResponse(
          {
            message: 'Studio 1 is in use then: Yoga is on Sat 24 October 2026 from 09:30 to 10:30.',
            code: 'LOCATION_CLASH',
          },
          409,
        );
      },
    );
    const user = userEvent.setup();
    renderApp('/admin/week?venue=swiss-cottage&from=2026-10-19', signedInAsManager);
    await user.click(await screen.findByRole('button', { name: /^Spin 08:30/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Spin' });
    const time = within(dialog).getByLabelText('New start time');
    fireEvent.input(time, { target: { value: '09:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Clash: Studio 1');

    fireEvent.input(time, { target: { value: '11:00' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves).toHaveLength(1);
  });

  it('asks for a date and time it can send', async () => {
    const fetchMock = venueWeekApi(() => [spin]);
    const user = userEvent.setup();
    renderApp('/admin/week?venue=swiss-cottage&from=2026-10-19', signedInAsManager);
    await user.click(await screen.findByRole('button', { name: /^Spin 08:30/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Spin' });
    fireEvent.input(within(dialog).getByLabelText('New date'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByLabelText('New date')).toHaveAccessibleDescription(
      'Give the new date, such as 2026-10-25.',
    );
    expect(requestedUrls(fetchMock).some((url) => url.includes('/move'))).toBe(false);
  });

  it('has no accessibility violations axe can find', async () => {
    venueWeekApi(() => [spin, pilates, badminton, yoga]);
    const { container } = renderApp(
      '/admin/week?venue=swiss-cottage&from=2026-10-19',
      signedInAsManager,
    );
    await screen.findByRole('region', { name: 'Sat 24 October' });
    // Colour contrast needs a layout jsdom does not have.
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(container, { rules })).violations.map((v) => v.id)).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: /^Spin 08:30/ }));
    await screen.findByRole('dialog', { name: 'Move Spin' });
    expect((await axe.run(document.body, { rules })).violations.map((v) => v.id)).toEqual([]);
  });
});

describe('dragging a session on the wide calendar', () => {
  it('opens the move panel at the day and quarter hour it was dropped on', async () => {
    // Seven columns need a wide screen; jsdom has no layout, so the column's box is given.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 60rem)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    venueWeekApi(() => [spin]);
    renderApp('/admin/week?venue=swiss-cottage&from=2026-10-19', signedInAsManager);
    const block = await screen.findByRole('button', { name: /^Spin 08:30/ });
    expect(block).toHaveAttribute('draggable', 'true');
    const sunday = screen.getByRole('region', { name: 'Sun 25 October' });
    const column = sunday.querySelector<HTMLElement>('[data-date="2026-10-25"]')!;
    // 06:00 to 22:00 over 640 px from y = 100: 40 px an hour.
    column.getBoundingClientRect = () => ({ top: 100, height: 640 }) as DOMRect;
    block.getBoundingClientRect = () => ({ top: 200, height: 30 }) as DOMRect;

    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    // jsdom has no DragEvent, so the pointer's height is put on each event by hand.
    const drag = (
      name: 'dragStart' | 'dragOver' | 'drop',
      target: HTMLElement,
      clientY: number,
    ) => {
      const event = createEvent[name](target, { dataTransfer });
      Object.defineProperty(event, 'clientY', { value: clientY });
      fireEvent(target, event);
    };
    // Held 10 px below its top; dropped with its top 4 hours down Sunday's column.
    drag('dragStart', block, 210);
    drag('dragOver', column, 270);
    drag('drop', column, 270);

    const dialog = await screen.findByRole('dialog', { name: 'Move Spin' });
    expect(within(dialog).getByLabelText('New date')).toHaveValue('2026-10-25');
    expect(within(dialog).getByLabelText('New start time')).toHaveValue('10:00');
    expect(dialog).toHaveAccessibleDescription(
      'Move Spin from Sat 24 October at 08:30 to Sun 25 October at 10:00? Its 12 booked customers will be emailed.',
    );
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations.map((v) => v.id)).toEqual([]);
  });
});
