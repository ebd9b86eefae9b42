import {
  type StoredFile,
  type TakingsQuery,
  type TakingsReport,
  type TakingsRow,
} from '@lido/contract';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { type TenderType, tenderTypes } from '../../../tender';
import { deskTakingsBetween, tenderTypeLabels } from '../../money/payments';
import { listVenues } from '../../venue-setup/venues';
import { figure, pounds } from './report-csv';
import { csvFile } from './report-output';
import { currencyOf, managerScope, type ReportsDeps, wireVenue } from './report-scope';
import { onlineTakingsBetween } from './reports.repository';

interface TenderDay {
  date: string;
  tenderType: TenderType;
  count: number;
  takenPence: number;
  refundedPence: number;
}

/**
 * Takings at a venue by day and tender: the desk's exactly as the end of day sums them
 * (payments' `deskTakingsBetween`: cash net of change, refunds its staff gave as negative rows),
 * and online payments and refunds for the venue's sessions; refunds netted.
 */
export async function takingsReport(
  deps: ReportsDeps,
  caller: Caller,
  query: TakingsQuery,
): Promise<TakingsReport> {
  const scope = await managerScope(deps, caller, query.venue_id);
  const period = { venueId: scope.venue.id, from: query.from, to: query.to };
  const [desk, online, currency] = await Promise.all([
    deskTakingsBetween(deps.db, period.venueId, period.from, period.to),
    onlineTakingsBetween(deps.db, period),
    currencyOf(deps.db),
  ]);
  const money = (pence: number) => ({ raw: pence, formatted: formatPence(pence, currency) });

  const days = new Map<string, TenderDay>();
  for (const row of [...desk, ...online]) {
    const id = `${row.date} ${row.tenderType}`;
    const day = days.get(id) ?? {
      date: row.date,
      tenderType: row.tenderType,
      count: 0,
      takenPence: 0,
      refundedPence: 0,
    };
    day.count += row.count;
    if (row.isRefund) day.refundedPence += row.amountPence;
    else day.takenPence += row.amountPence;
    days.set(id, day);
  }
  const tenderOrder = (tender: TenderType) => tenderTypes.indexOf(tender);
  const sorted = [...days.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || tenderOrder(a.tenderType) - tenderOrder(b.tenderType),
  );
  const wire = (day: TenderDay, label: string): TakingsRow => ({
    date: day.date,
    tender_type: day.tenderType,
    label,
    count: day.count,
    taken: money(day.takenPence),
    refunded: money(day.refundedPence),
    net: money(day.takenPence + day.refundedPence),
  });
  const summed = (rows: readonly TenderDay[], tenderType: TenderType): TenderDay => ({
    date: '',
    tenderType,
    count: rows.reduce((total, row) => total + row.count, 0),
    takenPence: rows.reduce((total, row) => total + row.takenPence, 0),
    refundedPence: rows.reduce((total, row) => total + row.refundedPence, 0),
  });
  const tendersUsed = tenderTypes.filter((tender) =>
    sorted.some((day) => day.tenderType === tender),
  );
  const total = wire(summed(sorted, 'card'), 'Total');
  return {
    from: query.from,
    to: query.to,
    venue: wireVenue(scope.venue),
    venues: scope.venues.map(wireVenue),
    rows: sorted.map((day) => wire(day, tenderTypeLabels[day.tenderType])),
    by_tender: tendersUsed.map((tender) =>
      wire(
        summed(
          sorted.filter((day) => day.tenderType === tender),
          tender,
        ),
        tenderTypeLabels[tender],
      ),
    ),
    total: { ...total, tender_type: '' },
  };
}

export async function takingsCsv(
  deps: ReportsDeps,
  caller: Caller,
  query: TakingsQuery,
): Promise<StoredFile> {
  const [report, currency, venues] = await Promise.all([
    takingsReport(deps, caller, query),
    currencyOf(deps.db),
    listVenues(deps.db),
  ]);
  const slug = venues.find((venue) => venue.id === report.venue.id)?.slug;
  return csvFile(
    `takings-${slug ?? report.venue.id}-${query.from}-to-${query.to}.csv`,
    [
      'Date',
      'Tender',
      'Payments',
      `Taken (${currency})`,
      `Refunded (${currency})`,
      `Net (${currency})`,
    ],
    report.rows.map((row) => [
      row.date,
      row.label,
      figure(row.count),
      pounds(row.taken.raw),
      pounds(row.refunded.raw),
      pounds(row.net.raw),
    ]),
  );
}
