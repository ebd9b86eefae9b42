import type { DeskTakings } from '../api/get-desk-takings';
import { formatPence } from '../../../shared/lib/format-money';
import { formatDifference } from '../money';
import { CashCountForm } from './cash-count-form';
import { TakingsTable } from './takings-table';

const londonTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const countColumns = [
  { label: 'Counted at' },
  { label: 'Counted by' },
  { label: 'Expected', isNumeric: true },
  { label: 'Counted', isNumeric: true },
  { label: 'Difference', isNumeric: true },
  { label: 'Note' },
];

interface CashSectionProps {
  takings: DeskTakings;
  symbol: string;
  /** Whether the day has begun: a later day cannot be counted. */
  canCount: boolean;
}

/** The cash the till should hold, the form to count it, and the day's counts. */
export function CashSection({ takings, symbol, canCount }: CashSectionProps) {
  const money = (amount: { raw: number }) => formatPence(amount.raw, symbol);
  const { cash, cashUps } = takings;
  const standing = cashUps.at(-1);

  return (
    <section aria-labelledby="cash-title" className="lido-end-of-day__section">
      <h2 id="cash-title">Cash</h2>
      <dl className="lido-end-of-day__summary">
        <div>
          <dt>Cash expected</dt>
          <dd data-testid="cash-expected">{money(cash.expected)}</dd>
        </div>
        <div>
          <dt>Change given</dt>
          <dd>{money(cash.changeGiven)}</dd>
        </div>
        {cash.refunded.raw !== 0 ? (
          <div>
            <dt>Cash refunded</dt>
            <dd data-testid="cash-refunded">{money(cash.refunded)}</dd>
          </div>
        ) : null}
        {standing ? (
          <div>
            <dt>Difference</dt>
            <dd data-testid="cash-difference">
              {formatDifference(standing.difference.raw, symbol)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="lido-end-of-day__hint">
        Cash expected is the cash kept from the day&apos;s payments, after change and less any cash
        refunded: what the till should hold beyond its float.
      </p>
      {canCount ? (
        <CashCountForm key={takings.date} date={takings.date} symbol={symbol} />
      ) : (
        <p>A day that has not begun cannot be cashed up.</p>
      )}
      <h3 id="counts-title">Counts recorded</h3>
      {cashUps.length === 0 ? (
        <p data-testid="no-cash-ups">The cash has not been counted for this day.</p>
      ) : (
        <>
          {cashUps.length > 1 ? <p>The last count stands.</p> : null}
          <TakingsTable
            caption="Counts recorded"
            testId="cash-ups"
            columns={countColumns}
            rows={cashUps.map((cashUp) => ({
              key: cashUp.id,
              testId: 'cash-up-row',
              cells: [
                londonTime.format(new Date(cashUp.countedAt)),
                cashUp.countedBy,
                money(cashUp.expected),
                money(cashUp.counted),
                formatDifference(cashUp.difference.raw, symbol),
                cashUp.note ?? '',
              ],
            }))}
          />
        </>
      )}
    </section>
  );
}
