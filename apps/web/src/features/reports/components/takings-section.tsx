import { useDeskMoney } from '../../../shared/hooks/use-desk-money';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { type TakingsReportRow, useGetTakingsReportQuery } from '../api/get-takings-report';
import type { ReportPeriod } from '../report-period';
import { BarChart } from './bar-chart';
import { DownloadCsvLink } from './download-csv-link';
import { ReportTable } from './report-table';
import { SectionProblem } from './section-problem';

interface TakingsSectionProps {
  period: ReportPeriod;
  venueId: number | undefined;
  csv: { path: string; query: Readonly<Record<string, string | number | undefined>> };
}

/** Net takings of each day, over every tender: what the chart draws. */
function netByDay(rows: readonly TakingsReportRow[]): { day: string; pence: number }[] {
  const days = new Map<string, number>();
  for (const row of rows) days.set(row.date, (days.get(row.date) ?? 0) + row.net.raw);
  return [...days].map(([day, pence]) => ({ day, pence }));
}

/** The venue's takings by day and tender, refunds netted, as the end of day sums the desk. */
export function TakingsSection({ period, venueId, csv }: TakingsSectionProps) {
  const query = useGetTakingsReportQuery({ ...period, venueId });
  const money = useDeskMoney();
  const report = query.currentData;
  const days = report ? netByDay(report.rows) : [];
  return (
    <section aria-labelledby="takings-title" className="lido-reports__section">
      <h2 id="takings-title">Takings</h2>
      <p>
        Payments at the desk and online for this venue&apos;s sessions, less refunds. Cash is what
        was kept after change.
      </p>
      {report ? (
        <>
          <BarChart
            summary="Bar chart of each day's takings after refunds."
            tableId="takings-table"
            labels={days.map(({ day }) => formatCalendarDate(day))}
            values={days.map(({ pence }) => pence / 100)}
            valueLabel="Takings"
            formatValue={(pounds) => money(Math.round(pounds * 100))}
          />
          <ReportTable
            id="takings-table"
            caption="Takings by day and tender"
            columns={[
              { label: 'Day' },
              { label: 'Tender' },
              { label: 'Payments', isNumeric: true },
              { label: 'Taken', isNumeric: true },
              { label: 'Refunded', isNumeric: true },
              { label: 'Net', isNumeric: true },
            ]}
            rows={report.rows.map((row) => ({
              key: `${row.date} ${row.tenderType}`,
              cells: [
                formatCalendarDate(row.date),
                row.label,
                row.count,
                money(row.taken.raw),
                money(row.refunded.raw),
                money(row.net.raw),
              ],
            }))}
            total={{
              key: 'total',
              cells: [
                'Total',
                '',
                report.total.count,
                money(report.total.taken.raw),
                money(report.total.refunded.raw),
                money(report.total.net.raw),
              ],
            }}
            emptyText="Nothing was taken in this period."
          />
          <DownloadCsvLink path={csv.path} query={csv.query} report="takings" />
        </>
      ) : (
        <SectionProblem error={query.error} />
      )}
    </section>
  );
}
