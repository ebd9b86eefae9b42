import { useGetMembershipsReportQuery } from '../api/get-memberships-report';
import type { ReportPeriod } from '../report-period';
import { DownloadCsvLink } from './download-csv-link';
import { ReportTable } from './report-table';
import { SectionProblem } from './section-problem';

interface MembershipsSectionProps {
  period: ReportPeriod;
  csv: { path: string; query: Readonly<Record<string, string | number | undefined>> };
}

const percent = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);

/** Members of each of the operator's plans: at the start and end, joined, ended, churn. */
export function MembershipsSection({ period, csv }: MembershipsSectionProps) {
  const query = useGetMembershipsReportQuery(period);
  const report = query.currentData;
  return (
    <section aria-labelledby="memberships-title" className="lido-reports__section">
      <h2 id="memberships-title">Memberships</h2>
      <p>
        Members of every venue, by plan. Churn is the members who left in the period as a share of
        those at its start.
      </p>
      {report ? (
        <>
          <ReportTable
            id="memberships-table"
            caption="Members by plan"
            columns={[
              { label: 'Plan' },
              { label: 'At the start', isNumeric: true },
              { label: 'Joined', isNumeric: true },
              { label: 'Ended', isNumeric: true },
              { label: 'At the end', isNumeric: true },
              { label: 'Churn', isNumeric: true },
            ]}
            rows={report.rows.map((row) => ({
              key: String(row.planId),
              cells: [
                row.plan,
                row.activeAtStart,
                row.joined,
                row.ended,
                row.activeAtEnd,
                percent(row.churnPercent),
              ],
            }))}
            total={{
              key: 'total',
              cells: [
                report.total.plan,
                report.total.activeAtStart,
                report.total.joined,
                report.total.ended,
                report.total.activeAtEnd,
                percent(report.total.churnPercent),
              ],
            }}
            emptyText="The operator has no membership plans."
          />
          <DownloadCsvLink path={csv.path} query={csv.query} report="memberships" />
        </>
      ) : (
        <SectionProblem error={query.error} />
      )}
    </section>
  );
}
