import type { DeskTakings, TenderTakings } from '../api/get-desk-takings';
import { formatAmount } from '../money';
import { TakingsTable } from './takings-table';

interface TakingsReportProps {
  takings: DeskTakings;
  symbol: string;
}

const tenderColumns = [
  { label: 'Tender' },
  { label: 'Payments', isNumeric: true },
  { label: 'Amount', isNumeric: true },
];

const staffColumns = [
  { label: 'Member of staff' },
  { label: 'Payments', isNumeric: true },
  { label: 'By tender' },
  { label: 'Total', isNumeric: true },
];

const paymentsOf = (tenders: readonly TenderTakings[]) =>
  tenders.reduce((count, tender) => count + tender.count, 0);

/** The day's takings at the desk: by tender with their total, and by member of staff. */
export function TakingsReport({ takings, symbol }: TakingsReportProps) {
  const money = (amount: { raw: number }) => formatAmount(amount.raw, symbol);
  const { byTender, byStaff } = takings;

  return (
    <section aria-labelledby="takings-title" className="lido-end-of-day__section">
      <h2 id="takings-title">Takings</h2>
      {byTender.length === 0 ? (
        <p data-testid="no-takings">No payments were taken at the desk on this day.</p>
      ) : (
        <>
          <h3 id="by-tender-title">By tender</h3>
          <TakingsTable
            caption="Takings by tender"
            testId="takings-by-tender"
            columns={tenderColumns}
            rows={byTender.map((tender) => ({
              key: tender.tenderType,
              testId: 'tender-row',
              cells: [tender.label, tender.count, money(tender.amount)],
            }))}
            footer={{
              key: 'total',
              testId: 'tender-total',
              cells: ['Total', paymentsOf(byTender), money(takings.total)],
            }}
          />
          <h3 id="by-staff-title">By member of staff</h3>
          <TakingsTable
            caption="Takings by member of staff"
            testId="takings-by-staff"
            columns={staffColumns}
            rows={byStaff.map((staff) => ({
              key: staff.staffUserId,
              testId: 'staff-row',
              cells: [
                staff.name,
                paymentsOf(staff.tenders),
                <ul key="tenders" className="lido-end-of-day__tenders">
                  {staff.tenders.map((tender) => (
                    <li key={tender.tenderType}>
                      {tender.label}: {money(tender.amount)}
                    </li>
                  ))}
                </ul>,
                money(staff.total),
              ],
            }))}
          />
        </>
      )}
    </section>
  );
}
