import type { DeskTakings, TenderTakings } from '../api/get-desk-takings';
import { formatPence } from '../../../shared/lib/format-money';
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

const amountOf = (tenders: readonly TenderTakings[]) =>
  tenders.reduce((pence, tender) => pence + tender.amount.raw, 0);

const refundColumns = [
  { label: 'Paid back as' },
  { label: 'Refunds', isNumeric: true },
  { label: 'Amount', isNumeric: true },
];

/**
 * The day's takings at the desk: by tender, the refunds by how the money went back, what is left
 * of the day's takings after them, and the same by member of staff.
 */
export function TakingsReport({ takings, symbol }: TakingsReportProps) {
  const money = (amount: { raw: number }) => formatPence(amount.raw, symbol);
  const { byTender, byStaff, refunds } = takings;

  return (
    <section aria-labelledby="takings-title" className="lido-end-of-day__section">
      <h2 id="takings-title">Takings</h2>
      {byTender.length === 0 && refunds.length === 0 ? (
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
              cells: [
                refunds.length > 0 ? 'Taken' : 'Total',
                paymentsOf(byTender),
                money(refunds.length > 0 ? { raw: amountOf(byTender) } : takings.total),
              ],
            }}
          />
          {refunds.length > 0 ? (
            <>
              <h3 id="refunds-title">Refunds</h3>
              <TakingsTable
                caption="Refunds by how the money went back"
                testId="refunds-by-tender"
                columns={refundColumns}
                rows={refunds.map((refund) => ({
                  key: refund.tenderType,
                  testId: 'refund-row',
                  cells: [refund.label, refund.count, money(refund.amount)],
                }))}
              />
              <p data-testid="net-takings">
                <strong>Taken less refunds: {money(takings.total)}</strong>
              </p>
            </>
          ) : null}
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
                  {staff.refunds.map((refund) => (
                    <li key={`refund-${refund.tenderType}`}>
                      Refunded ({refund.label}): {money(refund.amount)}
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
