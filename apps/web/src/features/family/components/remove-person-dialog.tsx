import { useId } from 'react';
import { Button } from '../../../shared/components/button';
import { ModalDialog } from '../../../shared/components/modal-dialog';
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
  const descriptionId = useId();
  const name = `${person.firstName} ${person.lastName}`;

  return (
    <ModalDialog
      role="alertdialog"
      className="lido-family-dialog"
      title={`Remove ${name} from your family?`}
      describedBy={descriptionId}
      hasCloseButton={false}
      onClose={() => {
        if (!isRemoving) onKeep();
      }}
      onBackdropClick={isRemoving ? undefined : onKeep}
    >
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
    </ModalDialog>
  );
}
