import { useEffect, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import type { ClassItem } from '../../../shared/lib/timetable-item';
import { type SessionCancellation, useCancelSessionMutation } from '../api/cancel-session';

export const reasonNeededCopy = 'Give a reason: the booked customers are told it.';
const REASON_MAX = 500;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What cancelling a session did: its bookings refunded, and who was told. */
export function sessionCancelledCopy(
  session: { name: string; startsAt: { format24Hour: string } },
  result: SessionCancellation,
): string {
  const called = `${session.name} at ${session.startsAt.format24Hour} has been cancelled.`;
  if (result.bookingsCancelled === 0) return `${called} Nobody had booked it.`;
  return `${called} ${plural(result.bookingsCancelled, 'booking', 'bookings')} refunded in full (${result.refundedToCard.formatted} to cards, ${result.refundedToCredit.formatted} to account credit); ${plural(result.customersEmailed, 'customer', 'customers')} emailed.`;
}

/**
 * Calls a session off, with the reason its booked customers are emailed. Sent once per
 * cancellation meant: a retry after a lost answer refunds nobody twice.
 */
export function CancelSessionForm({
  session,
  onDone,
  onKeep,
}: {
  session: ClassItem;
  onDone: (message: string) => void;
  onKeep: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [cancel, cancelling] = useCancelSessionMutation();
  const fieldId = `cancel-reason-${String(session.id)}`;
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);

  return (
    <form
      className="lido-console__capacity"
      aria-label={`Cancel ${session.name} at ${session.startsAt.format24Hour}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const sent = reason.trim();
        if (sent === '') {
          setError(reasonNeededCopy);
          return;
        }
        setError(undefined);
        void cancel({ occurrenceId: Number(session.id), reason: sent, idempotencyKey }).then(
          (result) => {
            if ('error' in result) {
              setError(errorCopyOf(result.error));
              return;
            }
            onDone(sessionCancelledCopy(session, result.data));
          },
        );
      }}
    >
      <FormField
        id={fieldId}
        label="Reason"
        hint="Sent to everyone booked, with their refund"
        maxLength={REASON_MAX}
        autoComplete="off"
        value={reason}
        error={error}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <div className="lido-form__actions">
        <Button
          type="submit"
          size="sm"
          disabled={cancelling.isLoading}
          aria-busy={cancelling.isLoading || undefined}
        >
          {cancelling.isLoading ? 'Cancelling…' : 'Cancel the session'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
