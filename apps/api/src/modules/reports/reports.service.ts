import {
  type MembershipsQuery,
  type MembershipsReport,
  type MembershipsRow,
  ONLY_MANAGER_SEES_REPORTS,
  REPORT_VENUE_NOT_FOUND,
  type StoredFile,
  type TakingsQuery,
  type TakingsReport,
  type TakingsRow,
  type UtilisationGrouping,
  type UtilisationQuery,
  type UtilisationReport,
  type UtilisationRow,
} from '@lido/contract';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Caller } from '../../http/auth-guard';
import { formatPence } from '../../money';
import { type TenderType, tenderTypes } from '../../tender';
import { deskStaffOf, findStaffRole } from '../accounts';
import { deskTakingsBetween, tenderTypeLabels } from '../payments';
import { findOperator, listVenues, type VenueRow } from '../venues';
import { type CsvCell, csvText, figure, pounds } from './report-csv';
import {
  membershipsBetween,
  onlineTakingsBetween,
  utilisationBetween,
  type UtilisationFigures,
} from './reports.repository';

export interface ReportsDeps {
  db: Database;
}

/** A part of a whole as a percentage to one decimal place; none of nothing. */
const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

interface ManagerScope {
  venue: VenueRow;
  venues: VenueRow[];
  operatorId: number;
}

/**
 * Reports are for managers: a customer is refused as at the desk ("Unauthorised."), a
 * receptionist with the reason. A manager reports on their own venue unless they name another of
 * their operator's; a venue that is not one of those is not found.
 */
async function managerScope(
  deps: ReportsDeps,
  caller: Caller,
  venueId: number | undefined,
): Promise<ManagerScope> {
  const staff = deskStaffOf(caller);
  if ((await findStaffRole(deps.db, staff.staffUserId)) !== 'manager') {
    throw new DomainError('FORBIDDEN', ONLY_MANAGER_SEES_REPORTS);
  }
  const all = await listVenues(deps.db);
  const own = all.find((venue) => venue.id === staff.venueId);
  if (!own) throw new DomainError('FORBIDDEN', ONLY_MANAGER_SEES_REPORTS);
  const venues = all.filter((venue) => venue.operatorId === own.operatorId);
  const venue = venueId === undefined ? own : venues.find((each) => each.id === venueId);
  if (!venue) throw new DomainError('NOT_FOUND', REPORT_VENUE_NOT_FOUND);
  return { venue, venues, operatorId: own.operatorId };
}

const wireVenue = (venue: VenueRow) => ({ id: venue.id, name: venue.name });

async function currencyOf(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}

function utilisationRow(figures: UtilisationFigures): UtilisationRow {
  return {
    key: figures.key,
    label: figures.label,
    sessions: figures.sessions,
    places: figures.places,
    booked: figures.booked,
    attended: figures.attended,
    no_shows: figures.noShows,
    utilisation_percent: percentOf(figures.booked, figures.places),
  };
}

/** Sessions at a venue over the period by activity, location or day, and how full they were. */
export async function utilisationReport(
  deps: ReportsDeps,
  caller: Caller,
  query: UtilisationQuery,
): Promise<UtilisationReport> {
  const scope = await managerScope(deps, caller, query.venue_id);
  const groups = await utilisationBetween(deps.db, {
    venueId: scope.venue.id,
    from: query.from,
    to: query.to,
    groupBy: query.group_by,
  });
  const sum = (pick: (group: UtilisationFigures) => number) =>
    groups.reduce((total, group) => total + pick(group), 0);
  return {
    from: query.from,
    to: query.to,
    venue: wireVenue(scope.venue),
    venues: scope.venues.map(wireVenue),
    group_by: query.group_by,
    rows: groups.map(utilisationRow),
    total: utilisationRow({
      key: '',
      label: 'Total',
      sessions: sum((group) => group.sessions),
      places: sum((group) => group.places),
      booked: sum((group) => group.booked),
      attended: sum((group) => group.attended),
      noShows: sum((group) => group.noShows),
    }),
  };
}

const groupingHeadings: Record<UtilisationGrouping, string> = {
  activity: 'Activity',
  location: 'Location',
  day: 'Day',
};

export async function utilisationCsv(
  deps: ReportsDeps,
  caller: Caller,
  query: UtilisationQuery,
): Promise<StoredFile> {
  const report = await utilisationReport(deps, caller, query);
  const slug = (await listVenues(deps.db)).find((venue) => venue.id === report.venue.id)?.slug;
  return csvFile(
    `utilisation-by-${query.group_by}-${slug ?? report.venue.id}-${query.from}-to-${query.to}.csv`,
    [
      groupingHeadings[query.group_by],
      'Sessions',
      'Places',
      'Booked',
      'Attended',
      'No-shows',
      'Utilisation (%)',
    ],
    report.rows.map((row) => [
      row.label,
      figure(row.sessions),
      figure(row.places),
      figure(row.booked),
      figure(row.attended),
      figure(row.no_shows),
      figure(row.utilisation_percent),
    ]),
  );
}

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

/** The operator's members by plan over the period: held at its start and end, joined, ended. */
export async function membershipsReport(
  deps: ReportsDeps,
  caller: Caller,
  query: MembershipsQuery,
): Promise<MembershipsReport> {
  const scope = await managerScope(deps, caller, undefined);
  const plans = await membershipsBetween(deps.db, {
    operatorId: scope.operatorId,
    from: query.from,
    to: query.to,
  });
  const wire = (plan: {
    planId: number | null;
    plan: string;
    activeAtStart: number;
    joined: number;
    ended: number;
    activeAtEnd: number;
  }): MembershipsRow => ({
    plan_id: plan.planId,
    plan: plan.plan,
    active_at_start: plan.activeAtStart,
    joined: plan.joined,
    ended: plan.ended,
    active_at_end: plan.activeAtEnd,
    churn_percent: percentOf(plan.ended, plan.activeAtStart),
  });
  const sum = (pick: (plan: (typeof plans)[number]) => number) =>
    plans.reduce((total, plan) => total + pick(plan), 0);
  return {
    from: query.from,
    to: query.to,
    rows: plans.map(wire),
    total: wire({
      planId: null,
      plan: 'All plans',
      activeAtStart: sum((plan) => plan.activeAtStart),
      joined: sum((plan) => plan.joined),
      ended: sum((plan) => plan.ended),
      activeAtEnd: sum((plan) => plan.activeAtEnd),
    }),
  };
}

export async function membershipsCsv(
  deps: ReportsDeps,
  caller: Caller,
  query: MembershipsQuery,
): Promise<StoredFile> {
  const report = await membershipsReport(deps, caller, query);
  return csvFile(
    `memberships-${query.from}-to-${query.to}.csv`,
    ['Plan', 'Active at start', 'Joined', 'Ended', 'Active at end', 'Churn (%)'],
    report.rows.map((row) => [
      row.plan,
      figure(row.active_at_start),
      figure(row.joined),
      figure(row.ended),
      figure(row.active_at_end),
      figure(row.churn_percent),
    ]),
  );
}

function csvFile(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): StoredFile {
  return {
    file_name: fileName,
    content_type: 'text/csv; charset=utf-8',
    content: new TextEncoder().encode(csvText(header, rows)),
  };
}
