import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import type { PartyMember } from '../../../shared/lib/party';
import { partyLabel } from '../../../shared/lib/party';
import '../../../shared/components/choice.css';
import './who-is-going-dialog.css';

export const whoIsGoingTitle = 'Who is going?';
export const chooseSomeoneCopy = 'Choose at least one person.';

interface WhoIsGoingDialogProps {
  /** What is being booked: "Yoga at 07:00". */
  subject: string;
  /** The customer first, then their family. */
  people: readonly PartyMember[];
  /** Adds one place for each person chosen. */
  onAdd: (userIds: number[]) => void;
  onCancel: () => void;
}

/**
 * Asked when a customer with a family presses Book on a class or court: one place is added for
 * each person ticked. The customer is ticked to begin with, as Book added a place for them before.
 */
export function WhoIsGoingDialog({ subject, people, onAdd, onCancel }: WhoIsGoingDialogProps) {
  const errorId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(people.filter((person) => person.isSelf).map((person) => person.id)),
  );
  const [isMissing, setMissing] = useState(false);

  const toggle = (id: number) => {
    setMissing(false);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In the order listed, so the basket lists them as the dialog did.
    const userIds = people.map((person) => person.id).filter((id) => chosen.has(id));
    if (userIds.length === 0) {
      setMissing(true);
      return;
    }
    onAdd(userIds);
  };

  return (
    <ModalDialog
      className="lido-who-is-going"
      title={whoIsGoingTitle}
      onClose={onCancel}
      onBackdropClick={onCancel}
    >
      <form onSubmit={submit} noValidate>
        <fieldset
          className="lido-who-is-going__people"
          aria-describedby={isMissing ? errorId : undefined}
        >
          <legend>Choose everyone going to {subject}. Each person gets a place.</legend>
          {people.map((person, index) => (
            <label key={person.id} className="lido-attendees__choice">
              <input
                // The choice is what the dialog is for: it opens there, not on Close.
                data-autofocus={index === 0 ? true : undefined}
                type="checkbox"
                checked={chosen.has(person.id)}
                onChange={() => toggle(person.id)}
              />
              {partyLabel(person)}
            </label>
          ))}
        </fieldset>
        {isMissing ? (
          <p id={errorId} role="alert" className="lido-attendees__error">
            {chooseSomeoneCopy}
          </p>
        ) : null}
        <div className="lido-who-is-going__actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Add to basket</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
