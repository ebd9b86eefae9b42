import {
  type StoredFile,
  type UtilisationGrouping,
  type UtilisationQuery,
  type UtilisationReport,
  type UtilisationRow,
} from '@lido/contract';
import type { Caller } from '../../../platform/http/auth-guard';
import { listVenues } from '../../venue-setup/venues';
import { figure } from './report-csv';
import { csvFile, percentOf } from './report-output';
import { managerScope, type ReportsDeps, wireVenue } from './report-scope';
import { utilisationBetween, type UtilisationFigures } from './reports.repository';

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
