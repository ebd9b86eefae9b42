import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import type { PartyMember } from '../party';
import { partyLabel } from '../party';
// The shared dialog frame (`lido-modal…`) lives with the login dialog, which may not have loaded.
import '../../auth/components/login-modal.css';
import './attendees.css';

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
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(people.filter((person) => person.isSelf).map((person) => person.id)),
  );
  const [isMissing, setMissing] = useState(false);
  useFocusTrap(dialogRef, true, onCancel);

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
    <div className="lido-modal">
      <div className="lido-modal__backdrop" aria-hidden="true" onClick={onCancel} />
      <div
        ref={dialogRef}
        className="lido-modal__dialog lido-who-is-going"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="lido-modal__heading">
          <h2 id={titleId}>{whoIsGoingTitle}</h2>
          <button type="button" className="lido-modal__close" aria-label="Close" onClick={onCancel}>
            ×
          </button>
        </div>
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
      </div>
    </div>
  );
}
