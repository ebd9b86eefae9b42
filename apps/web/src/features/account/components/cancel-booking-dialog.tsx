import { useId } from 'react';
import { Button } from '../../../shared/components/button';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import type { MyBooking } from '../../../shared/api/get-my-bookings';
import { refundPromise } from '../../../shared/lib/cancelled-bookings';
import { BookingFacts } from '../../../shared/components/booking-facts';

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
  const descriptionId = useId();

  return (
    <ModalDialog
      role="alertdialog"
      className="lido-cancel-dialog"
      title="Cancel this booking?"
      describedBy={descriptionId}
      hasCloseButton={false}
      // Escape and a click outside keep the booking, as the Keep button does; not while the
      // cancellation is under way.
      onClose={() => {
        if (!isCancelling) onKeep();
      }}
      onBackdropClick={isCancelling ? undefined : onKeep}
    >
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
    </ModalDialog>
  );
}
