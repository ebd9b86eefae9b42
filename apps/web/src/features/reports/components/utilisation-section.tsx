import type { UtilisationGrouping, UtilisationReport } from '../api/get-utilisation-report';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { BarChart } from './bar-chart';
import { DownloadCsvLink } from './download-csv-link';
import { ReportTable } from './report-table';
import { SectionProblem } from './section-problem';

const groupingLabels: Record<UtilisationGrouping, string> = {
  activity: 'Activity',
  location: 'Location',
  day: 'Day',
};

const percent = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);

interface UtilisationSectionProps {
  /** The report for the period, venue and grouping; undefined while it loads or if it failed. */
  report: UtilisationReport | undefined;
  error: unknown;
  groupBy: UtilisationGrouping;
  onGroup: (grouping: UtilisationGrouping) => void;
  csv: { path: string; query: Readonly<Record<string, string | number | undefined>> };
}

/** Sessions, places, bookings, attendance and no-shows by activity, location or day. */
export function UtilisationSection({
  report,
  error,
  groupBy,
  onGroup,
  csv,
}: UtilisationSectionProps) {
  const labelOf = (row: UtilisationReport['rows'][number]) =>
    groupBy === 'day' ? formatCalendarDate(row.key) : row.label;
  const heading = groupingLabels[groupBy];
  return (
    <section aria-labelledby="utilisation-title" className="lido-reports__section">
      <h2 id="utilisation-title">Bookings and utilisation</h2>
      <div className="lido-field lido-reports__grouping">
        <label htmlFor="utilisation-group">Group by</label>
        <select
          id="utilisation-group"
          value={groupBy}
          onChange={(event) => onGroup(event.currentTarget.value as UtilisationGrouping)}
        >
          {Object.entries(groupingLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {report ? (
        <>
          <BarChart
            summary={`Bar chart of utilisation by ${heading.toLowerCase()}: places booked as a percentage of places.`}
            tableId="utilisation-table"
            labels={report.rows.map(labelOf)}
            values={report.rows.map((row) => row.utilisationPercent ?? 0)}
            valueLabel="Utilisation (%)"
            formatValue={percent}
          />
          <ReportTable
            id="utilisation-table"
            caption={`Sessions, bookings and attendance by ${heading.toLowerCase()}`}
            columns={[
              { label: heading },
              { label: 'Sessions', isNumeric: true },
              { label: 'Places', isNumeric: true },
              { label: 'Booked', isNumeric: true },
              { label: 'Attended', isNumeric: true },
              { label: 'No-shows', isNumeric: true },
              { label: 'Utilisation', isNumeric: true },
            ]}
            rows={report.rows.map((row) => ({
              key: row.key,
              cells: [
                labelOf(row),
                row.sessions,
                row.places,
                row.booked,
                row.attended,
                row.noShows,
                percent(row.utilisationPercent),
              ],
            }))}
            total={{
              key: 'total',
              cells: [
                'Total',
                report.total.sessions,
                report.total.places,
                report.total.booked,
                report.total.attended,
                report.total.noShows,
                percent(report.total.utilisationPercent),
              ],
            }}
            emptyText="There were no sessions in this period."
          />
          <DownloadCsvLink path={csv.path} query={csv.query} report="bookings and utilisation" />
        </>
      ) : (
        <SectionProblem error={error} />
      )}
    </section>
  );
}
