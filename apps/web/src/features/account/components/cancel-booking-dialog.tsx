import { useId, useRef } from 'react';
import { Button } from '../../../components/button';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import type { MyBooking } from '../api/get-my-bookings';
import { refundPromise } from '../cancelled-bookings';
import { BookingFacts } from './booking-facts';

interface CancelBookingDialogProps {
  booking: MyBooking;
  isCancelling: boolean;
  /** Why the last attempt failed; the dialog stays open so the customer can retry or keep it. */
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

/** Cancelling cannot be undone, so the customer sees the booking and the refund first. */
export function CancelBookingDialog({
  booking,
  isCancelling,
  error,
  onConfirm,
  onKeep,
}: CancelBookingDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Escape keeps the booking, as the Keep button does; not while the cancellation is under way.
  useFocusTrap(dialogRef, true, () => {
    if (!isCancelling) onKeep();
  });

  return (
    <div className="lido-modal">
      <div className="lido-modal__backdrop" aria-hidden="true" onClick={onKeep} />
      <div
        ref={dialogRef}
        className="lido-modal__dialog lido-cancel-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <h2 id={titleId}>Cancel this booking?</h2>
        <div id={descriptionId}>
          <BookingFacts booking={booking} />
          <p className="lido-cancel-dialog__refund">{refundPromise(booking)}</p>
        </div>
        {error ? (
          <p role="alert" className="lido-account__problem">
            {error}
          </p>
        ) : null}
        <div className="lido-cancel-dialog__actions">
          <Button variant="secondary" data-autofocus onClick={onKeep} disabled={isCancelling}>
            Keep booking
          </Button>
          <Button onClick={onConfirm} disabled={isCancelling} aria-busy={isCancelling || undefined}>
            {isCancelling ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        </div>
      </div>
    </div>
  );
}
