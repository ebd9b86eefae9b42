import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsAlex, wireAlex } from '../../../test/wire-users';

// Dana manages Swiss Cottage; Jordan is a receptionist there. The console writes through the
// operator import, so these tests check the files each form sends and how its answers read back.

const staff = (role: 'manager' | 'receptionist') =>
  camelizeKeys({
    ...wireAlex,
    id: role === 'manager' ? 802 : 801,
    type: 'staff' as const,
    reference: null,
    first_name: role === 'manager' ? 'Dana' : 'Jordan',
    last_name: 'Reid',
    family_members: [],
    is_staff: true,
    staff_role: role,
  });

const signedInAs = (role: 'manager' | 'receptionist'): Partial<RootState> => ({
  auth: { loggedIn: true, user: staff(role), isLoginPending: false, error: null },
});

const venueKeys = [
  {
    operator_id: 'SWC',
    lido_id: '90001',
    name: 'Swiss Cottage Sports Centre',
    slug: 'swiss-cottage-sports-centre',
    venue_id: null,
    v2_type: null,
  },
];
const locationKeys = [
  {
    operator_id: 'SWC-STUDIO-1',
    lido_id: '5001',
    name: 'Studio 1',
    slug: null,
    venue_id: 90001,
    v2_type: null,
  },
];

/** The console's API: import keys, and the import answering with `answer` for each request. */
function consoleApi(calls: StubRequest[], answer: (request: StubRequest) => Response) {
  const activityKeys: object[] = [];
  return stubFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/admin/import/keys') {
      const kind = searchParams.get('kind');
      return jsonResponse({
        data: kind === 'venues' ? venueKeys : kind === 'locations' ? locationKeys : activityKeys,
      });
    }
    if (pathname === '/api/admin/import') {
      calls.push(request);
      const response = answer(request);
      if (response.status === 200) {
        activityKeys.push({
          operator_id: sentRows(request, 'activities.json')[0]?.activity_id,
          lido_id: '0199',
          name: 'Aqua Zumba',
          slug: 'aqua-zumba',
          venue_id: 90001,
          v2_type: 'classes',
        });
      }
      return response;
    }
    return undefined;
  });
}

type SentFile = { name: string; content: string };
function sentRows(request: StubRequest, name: string): Array<Record<string, unknown>> {
  const files = (request.body as { files: SentFile[] }).files;
  const file = files.find((candidate) => candidate.name === name);
  return file ? (JSON.parse(file.content) as Array<Record<string, unknown>>) : [];
}

const report = (
  kinds: Array<[string, number, number, number]>,
  dryRun = false,
  notices: string[] = [],
) =>
  jsonResponse({
    data: {
      dry_run: dryRun,
      notices,
      written: !dryRun,
      kinds: kinds.map(([kind, created, updated, unchanged]) => ({
        kind,
        files: [`${kind}.csv`],
        created,
        updated,
        unchanged,
      })),
    },
  });

const refusal = (errors: Record<string, string[]>) =>
  jsonResponse(
    { message: 'The import has problems; nothing was written.', errors, status: 422 },
    422,
  );

describe('the operator console', () => {
  it('sends a signed-out visitor to the staff log-in, and back after', async () => {
    stubFetch();
    const app = renderApp('/admin/import');
    await waitFor(() => expect(app.location()).toBe('/desk/login?redirect=%2Fadmin%2Fimport'));
  });

  it('tells a receptionist only a manager can use it, and a customer it is not for them', async () => {
    const fetchMock = stubFetch();
    const receptionist = renderApp('/admin', signedInAs('receptionist'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a manager can use the console.',
    );
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
    receptionist.unmount();

    renderApp('/admin/sessions', signedInAsAlex);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorised.');
    expect(requestedUrls(fetchMock).some((url) => url.startsWith('/api/admin'))).toBe(false);
  });

  it('links each part of the console for a manager', async () => {
    stubFetch();
    renderApp('/admin', signedInAs('manager'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operator console' }),
    ).toBeVisible();
    for (const [name, href] of [
      ['Import', '/admin/import'],
      ['Add a venue', '/admin/venues/new'],
      ['Add a location', '/admin/locations/new'],
      ['Add a weekly class', '/admin/classes/new'],
      ['Sessions', '/admin/sessions'],
      ['Reports', '/admin/reports'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it(
    'is in the header’s main navigation for managers, not for receptionists',
    { timeout: 30_000 },
    async () => {
      stubFetch();
      const manager = renderApp('/admin', signedInAs('manager'));
      const main = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(main).getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
      manager.unmount();

      renderApp('/admin', signedInAs('receptionist'));
      const mainForReceptionist = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(mainForReceptionist).queryByRole('link', { name: 'Console' })).toBeNull();
    },
  );
});

describe('importing files', () => {
  it('checks the files chosen and counts what importing would do, with focus on the result', async () => {
    const calls: StubRequest[] = [];
    consoleApi(calls, () =>
      report(
        [
          ['venues', 2, 1, 0],
          ['locations', 0, 0, 4],
        ],
        true,
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/import', signedInAs('manager'));

    await user.click(await screen.findByRole('button', { name: 'Check files' }));
    expect(screen.getByText('Choose at least one .csv or .json file.')).toBeVisible();

    const venues = new File(['venue_id,name\nSWC,Swiss Cottage\n'], 'venues.csv', {
      type: 'text/csv',
    });
    const locations = new File(['[]'], 'locations.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Files'), [venues, locations]);
    await user.click(screen.getByRole('button', { name: 'Check files' }));

    const counts = await screen.findByTestId('import-counts');
    expect(calls[0]!.body).toEqual({
      files: [
        { name: 'venues.csv', content: 'venue_id,name\nSWC,Swiss Cottage\n' },
        { name: 'locations.json', content: '[]' },
      ],
      dry_run: true,
    });
    expect(
      within(counts)
        .getAllByTestId('import-count-row')
        .map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '),
        ),
    ).toEqual(['Venues | venues.csv | 2 | 1 | 0', 'Locations | locations.csv | 0 | 0 | 4']);
    expect(screen.getByRole('heading', { name: 'The files are ready to import' })).toBeVisible();
    expect(screen.queryByTestId('import-notices')).toBeNull();
    await waitFor(() => expect(counts.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('says what a dry run would do beyond its rows, such as a plan’s new price', async () => {
    const notice =
      'Lido Flex: the monthly price changes from £39.50 to £42.00, and the Direct Debits of its 3 current members move to the new price from their next collection.';
    consoleApi([], () => report([['membership_plans', 0, 1, 0]], true, [notice]));
    const user = userEvent.setup();
    renderApp('/admin/import', signedInAs('manager'));
    await user.upload(await screen.findByLabelText('Files'), [
      new File(['plan_id,name\nFLEX,Lido Flex\n'], 'membership_plans.csv'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Check files' }));

    const notices = await screen.findByTestId('import-notices');
    expect(screen.getByRole('heading', { name: 'What else importing them changes' })).toBeVisible();
    expect(
      within(notices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([notice]);
  });

  it('lists every problem of a refused import by file, line and column', async () => {
    const calls: StubRequest[] = [];
    consoleApi(calls, () =>
      refusal({
        'venues.csv, line 3, postcode (column 6)': [
          '"postcode" must be a UK postcode, such as NW3 3AN.',
        ],
        'booking_windows.csv, line 2, address_line_1': ['Something else.'],
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/import', signedInAs('manager'));
    await user.upload(await screen.findByLabelText('Files'), [
      new File(['x'], 'venues.csv'),
      new File(['y'], 'booking_windows.csv'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const problems = await screen.findByTestId('import-problems');
    expect(calls[0]!.body).toMatchObject({ dry_run: false });
    expect(screen.getByRole('heading', { name: 'Nothing was imported' })).toBeVisible();
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'venues.csv, line 3, postcode (column 6): "postcode" must be a UK postcode, such as NW3 3AN.',
      'booking_windows.csv, line 2, address_line_1: Something else.',
    ]);
  });
});

describe('adding a venue', () => {
  it(
    'imports a one-row venues.json under a console id, puts a problem beside its field, then says what was made',
    { timeout: 30_000 },
    async () => {
      const calls: StubRequest[] = [];
      consoleApi(calls, (request) =>
        calls.length === 1
          ? refusal({
              'venues.json, line 2, postcode': [
                '"postcode" must be a UK postcode, such as NW3 3AN.',
              ],
            })
          : (venueKeys.push({
              operator_id: sentRows(request, 'venues.json')[0]!.venue_id as string,
              lido_id: '90002',
              name: 'Kings Cross Pool',
              slug: 'kings-cross-pool',
              venue_id: null,
              v2_type: null,
            }),
            report([['venues', 1, 0, 0]])),
      );
      const user = userEvent.setup();
      renderApp('/admin/venues/new', signedInAs('manager'));

      await user.type(await screen.findByLabelText('Name'), 'Kings Cross Pool');
      await user.type(screen.getByLabelText('Address line 1'), '1 Goods Way');
      await user.type(screen.getByLabelText('Town or city'), 'London');
      await user.type(screen.getByLabelText(/Area or borough/), 'Camden');
      await user.type(screen.getByLabelText('Postcode'), 'N1C');
      await user.click(screen.getByRole('button', { name: 'Add the venue' }));

      expect(await screen.findByRole('heading', { name: 'The venue was not added' })).toBeVisible();
      const postcode = screen.getByLabelText('Postcode');
      expect(postcode).toHaveAccessibleDescription(
        'Postcode must be a UK postcode, such as NW3 3AN.',
      );
      expect(
        screen.getByRole('link', { name: 'Postcode must be a UK postcode, such as NW3 3AN.' }),
      ).toHaveAttribute('href', '#venue-postcode');
      const [row] = sentRows(calls[0]!, 'venues.json');
      expect(row).toEqual({
        venue_id: expect.stringMatching(/^console-kings-cross-pool-[a-z0-9]+$/) as string,
        name: 'Kings Cross Pool',
        address_line_1: '1 Goods Way',
        town: 'London',
        area: 'Camden',
        postcode: 'N1C',
        online_joining: 'no',
      });

      await user.type(postcode, ' 4AB');
      await user.click(screen.getByRole('button', { name: 'Add the venue' }));
      const made = await screen.findByRole('heading', { name: 'Kings Cross Pool has been added' });
      await waitFor(() => expect(made).toHaveFocus());
      // Sent again after a refusal, the venue keeps its id: it is the same row, never a second venue.
      expect(sentRows(calls[1]!, 'venues.json')[0]).toMatchObject({
        venue_id: row!.venue_id,
        postcode: 'N1C 4AB',
      });
      expect(
        await screen.findByRole('link', { name: 'See Kings Cross Pool on the booking site' }),
      ).toHaveAttribute('href', '/location/kings-cross-pool');
      venueKeys.pop();
    },
  );
});

describe('adding a weekly class', () => {
  it(
    'imports the activity, its price and its weekly schedule together, at a location of the venue',
    { timeout: 30_000 },
    async () => {
      const calls: StubRequest[] = [];
      consoleApi(calls, () =>
        report([
          ['activities', 1, 0, 0],
          ['prices', 1, 0, 0],
          ['schedules', 1, 0, 0],
        ]),
      );
      const user = userEvent.setup();
      renderApp('/admin/classes/new', signedInAs('manager'));

      expect(await screen.findByLabelText('Location')).toHaveValue('SWC-STUDIO-1');
      await user.type(screen.getByLabelText('Name'), 'Aqua Zumba');
      await user.click(screen.getByLabelText('Monday'));
      await user.click(screen.getByLabelText('Thursday'));
      await user.type(screen.getByLabelText('Start time'), '18:00');
      await user.type(screen.getByLabelText('End time'), '18:45');
      await user.type(screen.getByLabelText('Places'), '20');
      await user.type(screen.getByLabelText('Price in pounds'), '6.50');
      await user.type(screen.getByLabelText('Member price in pounds (optional)'), '4.00');
      await user.click(screen.getByRole('button', { name: 'Add the class' }));

      expect(
        await screen.findByRole('heading', {
          name: 'Aqua Zumba has been added at Swiss Cottage Sports Centre',
        }),
      ).toBeVisible();
      const request = calls[0]!;
      expect((request.body as { files: SentFile[] }).files.map((file) => file.name)).toEqual([
        'activities.json',
        'prices.json',
        'schedules.json',
      ]);
      const [activity] = sentRows(request, 'activities.json');
      const id = activity!.activity_id as string;
      expect(id).toMatch(/^console-aqua-zumba-/);
      expect(activity).toEqual({
        activity_id: id,
        venue_id: 'SWC',
        name: 'Aqua Zumba',
        kind: 'class',
        location_ids: ['SWC-STUDIO-1'],
      });
      expect(sentRows(request, 'prices.json')).toEqual([
        { price_id: id, activity_id: id, name: 'Standard', price: '6.50', member_price: '4.00' },
      ]);
      expect(sentRows(request, 'schedules.json')).toEqual([
        {
          schedule_id: id,
          activity_id: id,
          location_id: 'SWC-STUDIO-1',
          days: ['Mon', 'Thu'],
          start_time: '18:00',
          end_time: '18:45',
          capacity: '20',
          waitlist: 'yes',
        },
      ]);
      expect(
        await screen.findByRole('link', { name: 'See Aqua Zumba on the booking site' }),
      ).toHaveAttribute('href', '/location/swiss-cottage-sports-centre/aqua-zumba');
    },
  );

  it('puts a schedule’s problem beside the field it came from', { timeout: 30_000 }, async () => {
    const calls: StubRequest[] = [];
    consoleApi(calls, () =>
      refusal({
        'schedules.json, line 2, end_time': [
          'The session must end after it starts, on the same day.',
        ],
        'prices.json, line 2, price': [
          '"price" must be an amount in pounds, such as 4.50 (no more than two decimal places).',
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/classes/new', signedInAs('manager'));
    await user.type(await screen.findByLabelText('Name'), 'Yoga');
    await user.click(screen.getByRole('button', { name: 'Add the class' }));

    await screen.findByRole('heading', { name: 'The class was not added' });
    expect(screen.getByLabelText('End time')).toHaveAccessibleDescription(
      'The same day The session must end after it starts, on the same day.',
    );
    expect(screen.getByLabelText('Price in pounds')).toHaveAccessibleDescription(
      'Such as 6.50 Price must be an amount in pounds, such as 4.50 (no more than two decimal places).',
    );
  });
});

describe('a day’s sessions', () => {
  const yogaSession = {
    id: 7001,
    name: 'Yoga',
    starts_at: { format_12_hour: '6:00pm', format_24_hour: '18:00' },
    ends_at: { format_12_hour: '7:00pm', format_24_hour: '19:00' },
    location: {
      id: '5001',
      name: 'Studio 1',
      type: 'studio',
      slug: 'studio-1',
      venue_id: 90001,
      venue_slug: 'swiss-cottage',
    },
    bookings_count: 12,
    capacity: 12,
  };

  /** The venue list and Swiss Cottage's activities: Yoga (classes) and Badminton (courts). */
  const swissCottageDay = (pathname: string) => {
    if (pathname === '/api/activities/venues') {
      return jsonResponse({ data: [{ id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage' }] });
    }
    if (pathname === '/api/activities/venue/swiss-cottage/categories') {
      return jsonResponse({
        data: [
          {
            name: 'Yoga',
            slug: 'yoga',
            has_children: false,
            v2_type: 'classes',
            v1_type: 'class_templates',
          },
          {
            name: 'Badminton',
            slug: 'badminton',
            has_children: false,
            v2_type: 'resources',
            v1_type: 'ad_hoc_templates',
          },
        ],
      });
    }
    return undefined;
  };

  it(
    'lists a venue’s classes on the day asked with places booked, and changes a session’s capacity',
    { timeout: 30_000 },
    async () => {
      const puts: StubRequest[] = [];
      let capacity = 12;
      const fetchMock = stubFetch((request) => {
        const { pathname } = request.url;
        const venueDay = swissCottageDay(pathname);
        if (venueDay) return venueDay;
        if (pathname === '/api/activities/venue/swiss-cottage/activity/yoga/timetable') {
          return jsonResponse({ data: [{ ...yogaSession, capacity }] });
        }
        if (pathname === '/api/staff/occurrences/7001/capacity') {
          puts.push(request);
          capacity = (request.body as { capacity: number }).capacity;
          return jsonResponse({ data: { occurrence_id: 7001, capacity, booked: 12, offered: 0 } });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderApp('/admin/sessions?venue=swiss-cottage&date=2026-10-20', signedInAs('manager'));

      const table = await screen.findByTestId('sessions');
      expect(requestedUrls(fetchMock)).toContain(
        '/api/activities/venue/swiss-cottage/activity/yoga/timetable?date=2026-10-20',
      );
      expect(requestedUrls(fetchMock).some((url) => url.includes('/badminton/'))).toBe(false);
      expect(within(table).getByTestId('session-row')).toHaveTextContent(
        '18:00 to 19:00YogaStudio 112 of 12',
      );

      await user.click(screen.getByRole('button', { name: 'Change capacity of Yoga at 18:00' }));
      const places = screen.getByLabelText('Places');
      await waitFor(() => expect(places).toHaveFocus());
      await user.clear(places);
      await user.type(places, '0');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Give a whole number of places from 1 to 1000.'),
      ).toBeVisible();
      expect(puts).toHaveLength(0);

      await user.clear(places);
      await user.type(places, '16');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Yoga at 18:00 now has 16 places, 12 booked.')).toBeVisible();
      expect(puts[0]!.body).toEqual({ capacity: 16 });
      expect(puts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
      await waitFor(() =>
        expect(within(table).getByTestId('session-row')).toHaveTextContent('12 of 16'),
      );
    },
  );

  it(
    'cancels a session with the reason its customers are told, and says what was refunded',
    { timeout: 30_000 },
    async () => {
      const posts: StubRequest[] = [];
      let isCancelled = false;
      stubFetch((request) => {
        const { pathname } = request.url;
        const venueDay = swissCottageDay(pathname);
        if (venueDay) return venueDay;
        if (pathname === '/api/activities/venue/swiss-cottage/activity/yoga/timetable') {
          // A cancelled session leaves the timetable.
          return jsonResponse({ data: isCancelled ? [] : [yogaSession] });
        }
        if (pathname === '/api/admin/occurrences/7001/cancel') {
          posts.push(request);
          isCancelled = true;
          return jsonResponse({
            data: {
              occurrence_id: 7001,
              name: 'Yoga',
              date: '2026-10-20',
              start_time: '18:00',
              cancelled_at: '2026-10-20T09:00:00.000Z',
              reason: 'The studio has flooded.',
              already_cancelled: false,
              bookings_cancelled: 12,
              refunded_to_card: { raw: 5100, formatted: '£51.00' },
              refunded_to_credit: { raw: 3400, formatted: '£34.00' },
              holds_released: 0,
              waitlist_closed: 2,
              customers_emailed: 11,
            },
          });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderApp('/admin/sessions?venue=swiss-cottage&date=2026-10-20', signedInAs('manager'));

      await screen.findByTestId('sessions');
      await user.click(screen.getByRole('button', { name: 'Cancel Yoga at 18:00' }));
      const reason = screen.getByLabelText('Reason');
      await waitFor(() => expect(reason).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Cancel the session' }));
      expect(
        await screen.findByText('Give a reason: the booked customers are told it.'),
      ).toBeVisible();
      expect(posts).toHaveLength(0);

      await user.type(reason, 'The studio has flooded.');
      await user.click(screen.getByRole('button', { name: 'Cancel the session' }));
      expect(
        await screen.findByText(
          'Yoga at 18:00 has been cancelled. 12 bookings refunded in full (£51.00 to cards, £34.00 to account credit); 11 customers emailed.',
        ),
      ).toBeVisible();
      expect(posts[0]!.body).toEqual({ reason: 'The studio has flooded.' });
      expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
      expect(await screen.findByText('No sessions this day.')).toBeVisible();
    },
  );
});
