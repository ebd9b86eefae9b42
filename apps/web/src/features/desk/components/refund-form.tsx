import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import type { DeskReceiptView, DeskRefundView } from '../api/desk-checkout';
import { useRefundAtDeskMutation } from '../api/desk-checkout';
import { useDeskMoney } from '../../../shared/hooks/use-desk-money';

const CHOOSE_BOOKING = 'Choose at least one booking to refund.';
const REASON_REQUIRED = 'Say why the booking is refunded.';

const refundTenderLabels: Record<DeskRefundView['refunds'][number]['tenderType'], string> = {
  credit: 'to account credit',
  cash: 'in cash from the till',
  terminal: 'on the card terminal',
  card: 'to the card that paid online',
};

/**
 * Refunds bookings of the order at the desk: they are cancelled (their places go back on sale)
 * and their full price goes back the way it was paid, or to account credit, with a reason the
 * audit log keeps.
 */
export function RefundForm({ receipt }: { receipt: DeskReceiptView }) {
  const money = useDeskMoney();
  const [chosen, setChosen] = useState<number[]>([]);
  const [refundTo, setRefundTo] = useState<'original' | 'credit'>('original');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{
    bookings?: string;
    reason?: string;
    reference?: string;
    form?: string;
  }>({});
  const [done, setDone] = useState<DeskRefundView | null>(null);
  const [refund, refunding] = useRefundAtDeskMutation();
  const idempotencyKey = useRef(newIdempotencyKey());
  const cancelled = new Set(receipt.cancelledBookingIds);
  const refundable = receipt.bookings.filter((booking) => !cancelled.has(booking.id));

  const onRefund = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const problems: typeof errors = {};
    if (chosen.length === 0) problems.bookings = CHOOSE_BOOKING;
    if (reason.trim() === '') problems.reason = REASON_REQUIRED;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await refund({
      orderId: receipt.id,
      idempotencyKey: idempotencyKey.current,
      body: {
        bookingIds: chosen,
        refundTo,
        reason: reason.trim(),
        reference: reference.trim() === '' ? null : reference.trim(),
      },
    });
    if ('error' in result) {
      idempotencyKey.current = newIdempotencyKey();
      if (isApiError(result.error)) {
        setErrors({
          reference: result.error.fieldErrors.reference?.[0],
          reason: result.error.fieldErrors.reason?.[0],
          bookings: result.error.fieldErrors.bookingIds?.[0],
          form: errorCopy(result.error),
        });
      }
      return;
    }
    idempotencyKey.current = newIdempotencyKey();
    setChosen([]);
    setReason('');
    setReference('');
    setDone(result.data);
  };

  const summary = done
    ? `Refunded ${money(done.total.raw)}: ` +
      done.refunds
        .map((line) => `${money(line.amount.raw)} ${refundTenderLabels[line.tenderType]}`)
        .join(', ') +
      '.'
    : null;

  return (
    <section className="lido-desk-refund" aria-labelledby="desk-refund-heading">
      <h2 id="desk-refund-heading">Refund</h2>
      <p role="status">{summary}</p>
      {refundable.length === 0 ? (
        <p>Every booking of this order has been cancelled.</p>
      ) : (
        <form className="lido-form" noValidate onSubmit={(event) => void onRefund(event)}>
          <fieldset
            aria-describedby={errors.bookings ? 'desk-refund-bookings-error' : undefined}
            aria-invalid={errors.bookings ? true : undefined}
          >
            <legend>Bookings to cancel and refund</legend>
            {refundable.map((booking) => (
              <label key={booking.id} className="lido-desk-refund__choice">
                <input
                  type="checkbox"
                  checked={chosen.includes(booking.id)}
                  onChange={(event) =>
                    setChosen((ids) =>
                      event.target.checked
                        ? [...ids, booking.id]
                        : ids.filter((id) => id !== booking.id),
                    )
                  }
                />
                {booking.name}, {booking.date.fullDatePretty} {booking.startsAt.format24Hour} —{' '}
                {money(booking.price.raw)}
              </label>
            ))}
            {errors.bookings ? (
              <p id="desk-refund-bookings-error" className="lido-field__error">
                {errors.bookings}
              </p>
            ) : null}
          </fieldset>
          <fieldset>
            <legend>Refund to</legend>
            <label className="lido-desk-refund__choice">
              <input
                type="radio"
                name="desk-refund-to"
                checked={refundTo === 'original'}
                onChange={() => setRefundTo('original')}
              />
              The way it was paid
            </label>
            <label className="lido-desk-refund__choice">
              <input
                type="radio"
                name="desk-refund-to"
                checked={refundTo === 'credit'}
                onChange={() => setRefundTo('credit')}
              />
              Account credit
            </label>
          </fieldset>
          <FormField
            id="desk-refund-reason"
            label="Reason"
            autoComplete="off"
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {refundTo === 'original' ? (
            <FormField
              id="desk-refund-reference"
              label="Terminal refund reference (when it goes back on the card terminal)"
              autoComplete="off"
              value={reference}
              error={errors.reference}
              onChange={(event) => setReference(event.target.value)}
            />
          ) : null}
          {errors.form && !errors.bookings && !errors.reason && !errors.reference ? (
            <p role="alert">{errors.form}</p>
          ) : null}
          <Button type="submit" variant="secondary" disabled={refunding.isLoading}>
            Refund
          </Button>
        </form>
      )}
    </section>
  );
}
