import type { MembershipsReport, TakingsReport, UtilisationReport } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import type { StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsAlex, signedInAsManager } from '../../../test/wire-users';

/** Dana Whitfield, Swiss Cottage's duty manager. */

const venues = [
  { id: 90002, name: 'Britannia Leisure Centre' },
  { id: 90001, name: 'Swiss Cottage Leisure Centre' },
];
const money = (raw: number) => ({ raw, formatted: `£${(raw / 100).toFixed(2)}` });

function wireUtilisation(from: string, to: string, groupBy = 'activity'): UtilisationReport {
  const row = (key: string, label: string, places: number, booked: number) => ({
    key,
    label,
    sessions: places / 4,
    places,
    booked,
    attended: 1,
    no_shows: 1,
    utilisation_percent: Math.round((booked * 1000) / places) / 10,
  });
  return {
    from,
    to,
    venue: venues[1]!,
    venues,
    group_by: groupBy as UtilisationReport['group_by'],
    rows:
      groupBy === 'day'
        ? [row('2026-10-23', '2026-10-23', 48, 3)]
        : [row('c-badminton', 'Badminton 60min', 48, 3), row('c-swim', 'Public Swim', 40, 0)],
    total: { ...row('', 'Total', 88, 3), attended: 2, no_shows: 2 },
  };
}

function wireTakings(from: string, to: string): TakingsReport {
  const row = (date: string, tender: string, label: string, taken: number, refunded: number) => ({
    date,
    tender_type: tender,
    label,
    count: 2,
    taken: money(taken),
    refunded: money(refunded),
    net: money(taken + refunded),
  });
  return {
    from,
    to,
    venue: venues[1]!,
    venues,
    rows: [
      row('2026-10-20', 'card', 'Card', 1285, 0),
      row('2026-10-20', 'cash', 'Cash', 2570, -1285),
    ],
    by_tender: [],
    total: { ...row('', '', 'Total', 3855, -1285), count: 4 },
  };
}

function wireMemberships(from: string, to: string): MembershipsReport {
  const plan = {
    plan_id: 501,
    plan: 'Adult Monthly',
    active_at_start: 3,
    joined: 2,
    ended: 2,
    active_at_end: 3,
    churn_percent: 66.7,
  };
  return { from, to, rows: [plan], total: { ...plan, plan_id: null, plan: 'All plans' } };
}

function wireChanges(from: string, to: string) {
  return {
    from,
    to,
    venue: { id: 90001, name: 'Swiss Cottage Leisure Centre' },
    venues: [{ id: 90001, name: 'Swiss Cottage Leisure Centre' }],
    rows: [
      {
        at: '2026-10-20T16:05:00.000Z',
        by: 'Dana Whitfield',
        action: 'session-capacity',
        label: 'Capacity changed',
        subject: 'Session 7001',
        before: 'places 12',
        after: 'places 16',
      },
      {
        at: '2026-10-20T09:30:00.000Z',
        by: 'Jordan Reid',
        action: 'pay',
        label: 'Payment taken',
        subject: 'Order 55',
        before: null,
        after: null,
      },
    ],
  };
}

const reports: StubHandler = ({ url }) => {
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  switch (url.pathname) {
    case '/api/admin/reports/utilisation':
      return jsonResponse({
        data: wireUtilisation(from, to, url.searchParams.get('group_by') ?? 'activity'),
      });
    case '/api/admin/reports/takings':
      return jsonResponse({ data: wireTakings(from, to) });
    case '/api/admin/reports/memberships':
      return jsonResponse({ data: wireMemberships(from, to) });
    case '/api/admin/reports/changes':
      return jsonResponse({ data: wireChanges(from, to) });
    default:
      return undefined;
  }
};

function rowTexts(table: HTMLElement, testId: string): string[] {
  return within(table)
    .getAllByTestId(testId)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' | '),
    );
}

afterEach(() => {
  vi.useRealTimers();
});

// The whole app renders, and the page's lazy chunk is compiled on its first use.
vi.setConfig({ testTimeout: 30_000 });

describe('the managers’ reports', () => {
  it('open on this week, Monday to Sunday in London, with each report as a captioned table', async () => {
    // 23:30 UTC on Sunday 25 October: the clocks went back that morning, so it is 23:30 on
    // Sunday in London too, and the week is still the 19th to the 25th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-25T23:30:00Z'));
    const fetchMock = stubFetch(reports);
    renderApp('/admin/reports', signedInAsManager);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const utilisation = await screen.findByRole('table', {
      name: 'Sessions, bookings and attendance by activity',
    });
    expect(requestedUrls(fetchMock)).toEqual(
      expect.arrayContaining([
        '/api/admin/reports/utilisation?from=2026-10-19&to=2026-10-25&group_by=activity',
        '/api/admin/reports/takings?from=2026-10-19&to=2026-10-25',
        '/api/admin/reports/memberships?from=2026-10-19&to=2026-10-25',
      ]),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-19');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-25');
    expect(rowTexts(utilisation, 'utilisation-table-row')).toEqual([
      'Badminton 60min | 12 | 48 | 3 | 1 | 1 | 6.3%',
      'Public Swim | 10 | 40 | 0 | 1 | 1 | 0.0%',
    ]);
    expect(rowTexts(utilisation, 'utilisation-table-total')).toEqual([
      'Total | 22 | 88 | 3 | 2 | 2 | 3.4%',
    ]);
    expect(
      within(utilisation)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Activity', 'Sessions', 'Places', 'Booked', 'Attended', 'No-shows', 'Utilisation']);

    const takings = await screen.findByRole('table', { name: 'Takings by day and tender' });
    expect(rowTexts(takings, 'takings-table-row')).toEqual([
      '20 October 2026 | Card | 2 | £12.85 | £0.00 | £12.85',
      '20 October 2026 | Cash | 2 | £25.70 | -£12.85 | £12.85',
    ]);
    expect(rowTexts(takings, 'takings-table-total')).toEqual([
      'Total |  | 4 | £38.55 | -£12.85 | £25.70',
    ]);
    const members = await screen.findByRole('table', { name: 'Members by plan' });
    expect(rowTexts(members, 'memberships-table-row')).toEqual([
      'Adult Monthly | 3 | 2 | 2 | 3 | 66.7%',
    ]);
    // Who changed what, in London's time, newest first.
    const changes = await screen.findByRole('table', { name: 'Changes, newest first' });
    expect(requestedUrls(fetchMock)).toContain(
      '/api/admin/reports/changes?from=2026-10-19&to=2026-10-25',
    );
    expect(rowTexts(changes, 'changes-table-row')).toEqual([
      '20 Oct, 17:05 | Dana Whitfield | Capacity changed | Session 7001 | places 12 | places 16',
      '20 Oct, 10:30 | Jordan Reid | Payment taken | Order 55 | – | –',
    ]);

    // The CSV files, for the same period and venue.
    expect(
      screen
        .getAllByRole('link', { name: /^Download CSV/ })
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      [
        'Download CSV of bookings and utilisation',
        '/api/admin/reports/utilisation.csv?from=2026-10-19&to=2026-10-25&group_by=activity',
      ],
      ['Download CSV of takings', '/api/admin/reports/takings.csv?from=2026-10-19&to=2026-10-25'],
      [
        'Download CSV of memberships',
        '/api/admin/reports/memberships.csv?from=2026-10-19&to=2026-10-25',
      ],
    ]);
    // The charts say what they show and point at their table for the figures.
    const chart = screen.getByRole('img', { name: /^Bar chart of utilisation by activity/ });
    expect(chart).toHaveAttribute('aria-describedby', 'utilisation-table');
    expect(screen.getByRole('img', { name: /^Bar chart of each day's takings/ })).toHaveAttribute(
      'aria-describedby',
      'takings-table',
    );
    // Each bar is a row of text: its label, then its value, so no label is drawn over another.
    expect(
      within(chart)
        .getAllByRole('listitem', { hidden: true })
        .map((row) => [
          within(row).getByTestId('chart-label').textContent,
          row.querySelector('.lido-bar-chart__value')?.textContent,
        ]),
    ).toEqual([
      ['Badminton 60min', '6.3%'],
      ['Public Swim', '0.0%'],
    ]);
    const bars = [...chart.querySelectorAll<HTMLElement>('.lido-bar-chart__bar')];
    expect(bars.map((bar) => bar.style.getPropertyValue('--bar-size'))).toEqual(['100%', '0%']);
  });

  it('has no accessibility violations axe can find', async () => {
    stubFetch(reports);
    const { container } = renderApp(
      '/admin/reports?from=2026-10-19&to=2026-10-25',
      signedInAsManager,
    );
    await screen.findByRole('table', { name: 'Members by plan' });
    await screen.findByRole('table', { name: 'Takings by day and tender' });
    // Colour contrast needs a layout jsdom does not have; the journeys check it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows another period, venue and grouping when chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(reports);
    const app = renderApp('/admin/reports?from=2026-10-19&to=2026-10-25', signedInAsManager);
    await screen.findByRole('table', { name: 'Sessions, bookings and attendance by activity' });

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-09-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-09-30');
    await user.selectOptions(screen.getByLabelText('Venue'), 'Britannia Leisure Centre');
    await user.click(screen.getByRole('button', { name: 'Show reports' }));
    await waitFor(() =>
      expect(app.location()).toBe('/admin/reports?from=2026-09-01&to=2026-09-30&venue=90002'),
    );
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain(
        '/api/admin/reports/takings?from=2026-09-01&to=2026-09-30&venue_id=90002',
      ),
    );

    await user.selectOptions(screen.getByLabelText('Group by'), 'Day');
    await waitFor(() =>
      expect(app.location()).toBe(
        '/admin/reports?from=2026-09-01&to=2026-09-30&venue=90002&group=day',
      ),
    );
    const byDay = await screen.findByRole('table', {
      name: 'Sessions, bookings and attendance by day',
    });
    expect(rowTexts(byDay, 'utilisation-table-row')[0]).toMatch(/^23 October 2026 \| 12/);
    expect(
      screen.getByRole('link', { name: 'Download CSV of bookings and utilisation' }),
    ).toHaveAttribute(
      'href',
      '/api/admin/reports/utilisation.csv?from=2026-09-01&to=2026-09-30&venue_id=90002&group_by=day',
    );
  });

  it('refuses a period that runs backwards or is longer than 366 days, and asks for nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(reports);
    const app = renderApp('/admin/reports?from=2026-10-19&to=2026-10-25', signedInAsManager);
    await screen.findByRole('table', { name: 'Members by plan' });
    const asked = requestedUrls(fetchMock).length;

    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(await screen.findByText('The last day cannot be before the first.')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.clear(to);
    await user.type(to, '2027-10-20');
    await user.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(await screen.findByText('Choose a period of at most 366 days.')).toBeVisible();
    expect(app.location()).toBe('/admin/reports?from=2026-10-19&to=2026-10-25');
    expect(requestedUrls(fetchMock)).toHaveLength(asked);
  });

  it('tells a receptionist the reports are for managers, once', async () => {
    stubFetch(({ url }) =>
      url.pathname.startsWith('/api/admin/reports/')
        ? jsonResponse({ message: 'Only a manager can see the reports.', code: 'FORBIDDEN' }, 403)
        : undefined,
    );
    renderApp('/admin/reports', signedInAsManager);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a manager can see the reports.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a signed-in customer it is not for them, and asks for no report', async () => {
    const fetchMock = stubFetch();
    renderApp('/admin/reports', signedInAsAlex);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorised.');
    expect(requestedUrls(fetchMock).some((url) => url.startsWith('/api/admin/'))).toBe(false);
  });

  it('sends a signed-out visitor to log in, and back here after', async () => {
    stubFetch();
    const app = renderApp('/admin/reports?from=2026-10-19&to=2026-10-25');
    await waitFor(() =>
      expect(app.location()).toBe(
        '/desk/login?redirect=%2Fadmin%2Freports%3Ffrom%3D2026-10-19%26to%3D2026-10-25',
      ),
    );
  });
});
