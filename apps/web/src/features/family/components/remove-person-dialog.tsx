import { useId, useRef } from 'react';
import { Button } from '../../../components/button';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import type { FamilyPerson } from '../api/get-my-family';

interface RemovePersonDialogProps {
  person: FamilyPerson;
  isRemoving: boolean;
  /** Why the last attempt failed; the dialog stays open to retry or keep them. */
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

/** Removing cannot be undone from here (adding again makes a new record), so it is confirmed. */
export function RemovePersonDialog({
  person,
  isRemoving,
  error,
  onConfirm,
  onKeep,
}: RemovePersonDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(dialogRef, true, () => {
    if (!isRemoving) onKeep();
  });
  const name = `${person.firstName} ${person.lastName}`;

  return (
    <div className="lido-modal">
      <div className="lido-modal__backdrop" aria-hidden="true" onClick={onKeep} />
      <div
        ref={dialogRef}
        className="lido-modal__dialog lido-family-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <h2 id={titleId}>Remove {name} from your family?</h2>
        <p id={descriptionId}>
          You will no longer book for them. Their past bookings are kept
          {person.medicalNotes ? '; their medical notes are deleted.' : '.'}
        </p>
        {error ? (
          <p role="alert" className="lido-account__problem">
            {error}
          </p>
        ) : null}
        <div className="lido-family-dialog__actions">
          <Button variant="secondary" data-autofocus onClick={onKeep} disabled={isRemoving}>
            Keep {person.firstName}
          </Button>
          <Button onClick={onConfirm} disabled={isRemoving} aria-busy={isRemoving || undefined}>
            {isRemoving ? 'Removing…' : `Remove ${person.firstName}`}
          </Button>
        </div>
      </div>
    </div>
  );
}
