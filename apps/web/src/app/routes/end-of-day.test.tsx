import type { DeskTakings, User } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneQuery } from '../../shared/hooks/use-media-query';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import type { StubRequest } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { signedInAsAlex } from '../../test/wire-users';
import type { RootState } from '../store';

/**
 * Jordan at Swiss Cottage's desk, signed in with a staff account whose currency symbol is the
 * euro: every amount on the page must carry it, not the £ the API's own `formatted` strings do.
 */
const wireJordan: User = {
  id: 801,
  type: 'staff',
  reference: 'STAFF801',
  first_name: 'Jordan',
  last_name: 'Reid',
  email: 'frontdesk@lido.example',
  home_venue_id: 90001,
  home_venue_slug: 'swiss-cottage-leisure-centre',
  membership_user: null,
  has_outstanding_penalties: false,
  credit: { balance: 0, formatted_balance: '£0.00' },
  has_instruction: false,
  has_billing_date: false,
  document_expiry: [],
  membership_document_upload_required: false,
  profile_photo: null,
  family_members: [],
  is_staff: true,
  currency_symbol: '€',
};

const signedInAsStaff: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireJordan), isLoginPending: false, error: null },
};

const money = (raw: number) => ({ raw, formatted: `£${(raw / 100).toFixed(2)}` });

const tender = (tenderType: string, label: string, count: number, pence: number) => ({
  tender_type: tenderType,
  label,
  count,
  amount: money(pence),
});

/** 20 October: Jordan took cash and a voucher, Dana cash and a card on the terminal. */
function wireTakings(date = '2026-10-20', cashUps: DeskTakings['cash_ups'] = []): DeskTakings {
  return {
    date,
    venue_id: 90001,
    by_tender: [
      tender('cash', 'Cash', 3, 3_740),
      tender('offline-voucher', 'Voucher', 1, 500),
      tender('terminal', 'Card terminal', 2, 123_450),
    ],
    by_staff: [
      {
        staff_user_id: 801,
        name: 'Jordan Reid',
        tenders: [tender('cash', 'Cash', 2, 2_490), tender('offline-voucher', 'Voucher', 1, 500)],
        refunds: [],
        total: money(2_990),
      },
      {
        staff_user_id: 802,
        name: 'Dana Whitfield',
        tenders: [
          tender('cash', 'Cash', 1, 1_250),
          tender('terminal', 'Card terminal', 2, 123_450),
        ],
        refunds: [],
        total: money(124_700),
      },
    ],
    refunds: [],
    total: money(127_690),
    cash: { expected: money(3_740), change_given: money(760), refunded: money(0) },
    cash_ups: cashUps,
  };
}

function wireCashUp(counted: number, id = 31): DeskTakings['cash_ups'][number] {
  return {
    id,
    date: '2026-10-20',
    expected: money(3_740),
    counted: money(counted),
    difference: money(counted - 3_740),
    counted_by: 'Jordan Reid',
    counted_at: '2026-10-20T17:45:00.000Z',
    note: 'Till 1',
  };
}

function rowTexts(table: HTMLElement, testId: string): string[] {
  return within(table)
    .getAllByTestId(testId)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' | '),
    );
}

describe('the desk’s end of day', () => {
  it('opens on London’s today and shows the takings by tender and by member of staff in the staff symbol', async () => {
    // 23:30 in UTC is already 00:30 the next day in London (British Summer Time).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-20T23:30:00Z'));
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/foh/takings'
        ? jsonResponse({ data: wireTakings(url.searchParams.get('date') ?? '') })
        : undefined,
    );
    renderApp('/desk/takings', signedInAsStaff);

    expect(await screen.findByRole('heading', { level: 1, name: 'End of day' })).toBeVisible();
    const byTender = await screen.findByTestId('takings-by-tender');
    expect(requestedUrls(fetchMock)).toContain('/api/foh/takings?date=2026-10-21');
    expect(screen.getByLabelText('Day')).toHaveValue('2026-10-21');

    expect(rowTexts(byTender, 'tender-row')).toEqual([
      'Cash | 3 | €37.40',
      'Voucher | 1 | €5.00',
      'Card terminal | 2 | €1,234.50',
    ]);
    expect(rowTexts(byTender, 'tender-total')).toEqual(['Total | 6 | €1,276.90']);
    expect(rowTexts(screen.getByTestId('takings-by-staff'), 'staff-row')).toEqual([
      'Jordan Reid | 3 | Cash: €24.90Voucher: €5.00 | €29.90',
      'Dana Whitfield | 3 | Cash: €12.50Card terminal: €1,234.50 | €1,247.00',
    ]);
    expect(screen.getByTestId('cash-expected')).toHaveTextContent('€37.40');
    expect(screen.getByText('€7.60')).toBeVisible();
    expect(screen.getByTestId('end-of-day')).not.toHaveTextContent('£');
  });

  it('lists the refunds by how the money went back, and what the day took after them', async () => {
    const takings = wireTakings();
    const refunded: DeskTakings = {
      ...takings,
      refunds: [tender('cash', 'Cash', 1, -850), tender('credit', 'Account credit', 1, -390)],
      by_staff: takings.by_staff.map((staff) =>
        staff.staff_user_id === 801
          ? { ...staff, refunds: [tender('cash', 'Cash', 1, -850)], total: money(2_140) }
          : staff,
      ),
      total: money(127_690 - 1_240),
      cash: { expected: money(3_740 - 850), change_given: money(760), refunded: money(-850) },
    };
    stubFetch(({ url }) =>
      url.pathname === '/api/foh/takings' ? jsonResponse({ data: refunded }) : undefined,
    );
    renderApp('/desk/takings?date=2026-10-20', signedInAsStaff);

    const byTender = await screen.findByTestId('takings-by-tender');
    expect(rowTexts(byTender, 'tender-total')).toEqual(['Taken | 6 | €1,276.90']);
    expect(rowTexts(screen.getByTestId('refunds-by-tender'), 'refund-row')).toEqual([
      'Cash | 1 | -€8.50',
      'Account credit | 1 | -€3.90',
    ]);
    expect(screen.getByTestId('net-takings')).toHaveTextContent('Taken less refunds: €1,264.50');
    expect(rowTexts(screen.getByTestId('takings-by-staff'), 'staff-row')[0]).toBe(
      'Jordan Reid | 3 | Cash: €24.90Voucher: €5.00Refunded (Cash): -€8.50 | €21.40',
    );
    expect(screen.getByTestId('cash-refunded')).toHaveTextContent('-€8.50');
    expect(screen.getByTestId('cash-expected')).toHaveTextContent('€28.90');
  });

  it('checks the cash counted, records it in pence and shows the difference and the count', async () => {
    const user = userEvent.setup();
    const posted: StubRequest[] = [];
    stubFetch((request) => {
      const { url, method } = request;
      if (url.pathname === '/api/foh/takings') return jsonResponse({ data: wireTakings() });
      if (url.pathname === '/api/foh/cash-ups' && method === 'POST') {
        posted.push(request);
        return jsonResponse({ data: wireCashUp(3_690) }, 201);
      }
      return undefined;
    });
    renderApp('/desk/takings?date=2026-10-20', signedInAsStaff);
    expect(await screen.findByTestId('no-cash-ups')).toBeVisible();

    const counted = screen.getByLabelText('Cash counted');
    const record = screen.getByRole('button', { name: 'Record count' });
    await user.click(record);
    expect(await screen.findByText('Enter the cash counted.')).toBeVisible();
    expect(counted).toHaveAttribute('aria-invalid', 'true');
    expect(counted).toHaveFocus();

    for (const [typed, message] of [
      ['36.905', 'Enter the cash counted in pounds and pence, for example 152.40.'],
      ['-5', 'The cash counted cannot be negative.'],
      ['thirty', 'Enter the cash counted in pounds and pence, for example 152.40.'],
      ['1000000.01', 'The cash counted may not be greater than €1,000,000.00.'],
    ] as const) {
      await user.clear(counted);
      await user.type(counted, typed);
      await user.click(record);
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(posted).toEqual([]);

    await user.clear(counted);
    await user.type(counted, '€36.9');
    await user.type(screen.getByLabelText('Note (optional)'), 'Till 1');
    await user.click(record);

    expect(await screen.findByTestId('cash-up-recorded')).toHaveTextContent(
      'Count recorded: €36.90 counted against €37.40 expected, a difference of -€0.50 short.',
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({ date: '2026-10-20', counted_cash: 3_690, note: 'Till 1' });
    expect(posted[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByTestId('cash-difference')).toHaveTextContent('-€0.50 short');
    expect(rowTexts(screen.getByTestId('cash-ups'), 'cash-up-row')).toEqual([
      // 17:45 UTC is 18:45 in London in October.
      '18:45 | Jordan Reid | €37.40 | €36.90 | -€0.50 short | Till 1',
    ]);
    expect(counted).toHaveValue('');
  });

  it('lists every count of the day, the last standing', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/foh/takings'
        ? jsonResponse({
            data: wireTakings('2026-10-20', [wireCashUp(3_690), wireCashUp(3_990, 32)]),
          })
        : undefined,
    );
    renderApp('/desk/takings?date=2026-10-20', signedInAsStaff);
    const counts = await screen.findByTestId('cash-ups');
    expect(within(counts).getAllByTestId('cash-up-row')).toHaveLength(2);
    expect(screen.getByText('The last count stands.')).toBeVisible();
    expect(screen.getByTestId('cash-difference')).toHaveTextContent('+€2.50 over');
  });

  it('shows each table as cards of labelled facts on a phone', async () => {
    // Under 575 px the phone query matches.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === phoneQuery,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    stubFetch(({ url }) =>
      url.pathname === '/api/foh/takings' ? jsonResponse({ data: wireTakings() }) : undefined,
    );
    renderApp('/desk/takings?date=2026-10-20', signedInAsStaff);
    const byTender = await screen.findByRole('list', { name: 'Takings by tender' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const total = within(byTender).getByTestId('tender-total');
    expect(
      within(total)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Tender', 'Payments', 'Amount']);
    expect(
      within(total)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Total', '6', '€1,276.90']);
    expect(screen.getByRole('list', { name: 'Takings by member of staff' })).toBeVisible();
  });

  it('shows another day when one is chosen, and refuses a day still to come', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(({ url }) =>
      url.pathname === '/api/foh/takings'
        ? jsonResponse({
            data: {
              ...wireTakings(url.searchParams.get('date') ?? ''),
              by_tender: [],
              by_staff: [],
            },
          })
        : undefined,
    );
    const app = renderApp('/desk/takings?date=2026-10-20', signedInAsStaff);
    const day = await screen.findByLabelText('Day');
    await screen.findByTestId('no-takings');

    await user.clear(day);
    await user.type(day, '2026-10-18');
    await user.click(screen.getByRole('button', { name: 'Show takings' }));
    await waitFor(() => expect(app.location()).toBe('/desk/takings?date=2026-10-18'));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/foh/takings?date=2026-10-18'),
    );

    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Show takings' }));
    expect(await screen.findByText('Choose a day, today or earlier.')).toBeVisible();
    expect(app.location()).toBe('/desk/takings?date=2026-10-18');
  });

  it('tells a signed-in customer it is not for them, and asks the desk for nothing', async () => {
    const fetchMock = stubFetch();
    renderApp('/desk/takings', signedInAsAlex);
    expect(await screen.findByRole('heading', { level: 1, name: 'End of day' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorised.');
    expect(requestedUrls(fetchMock).some((url) => url.startsWith('/api/foh/'))).toBe(false);
  });

  it('sends a signed-out visitor to log in, and back here after', async () => {
    stubFetch();
    const app = renderApp('/desk/takings?date=2026-10-20');
    await waitFor(() =>
      expect(app.location()).toBe('/desk/login?redirect=%2Fdesk%2Ftakings%3Fdate%3D2026-10-20'),
    );
  });
});
