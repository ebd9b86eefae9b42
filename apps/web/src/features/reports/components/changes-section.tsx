import { useGetChangesReportQuery } from '../api/get-changes-report';
import type { ReportPeriod } from '../report-period';
import { ReportTable } from './report-table';
import { SectionProblem } from './section-problem';

interface ChangesSectionProps {
  period: ReportPeriod;
  venueId: number | undefined;
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The audit: who changed what at the venue in the period, with before and after, newest first. */
export function ChangesSection({ period, venueId }: ChangesSectionProps) {
  const query = useGetChangesReportQuery({ ...period, venueId });
  const report = query.currentData;
  return (
    <section aria-labelledby="changes-title" className="lido-reports__section">
      <h2 id="changes-title">Changes</h2>
      <p>
        Who changed what at the venue: sessions’ places, cancellations and moves from the console,
        and the desk’s payments, refunds and prices.
      </p>
      {report ? (
        <ReportTable
          id="changes-table"
          caption="Changes, newest first"
          columns={[
            { label: 'When' },
            { label: 'Who' },
            { label: 'What' },
            { label: 'Of' },
            { label: 'Before' },
            { label: 'After' },
          ]}
          rows={report.rows.map((row, index) => ({
            key: `${row.at}-${index}`,
            cells: [
              londonTime.format(new Date(row.at)),
              row.by,
              row.label,
              row.subject,
              row.before ?? '–',
              row.after ?? '–',
            ],
          }))}
          emptyText="Nothing was changed at the venue in this period."
        />
      ) : (
        <SectionProblem error={query.error} />
      )}
    </section>
  );
}
