import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import { PersonChoice } from '../../../shared/components/person-choice';
import { partyLabel } from '../../../shared/lib/party';
import type { PartyChoice } from '../who-may-go';
import { firstChosen } from '../who-may-go';
import './who-is-going-dialog.css';

export const whoIsGoingTitle = 'Who is going?';
export const chooseSomeoneCopy = 'Choose at least one person.';

interface WhoIsGoingDialogProps {
  /** What is being booked: "Yoga at 07:00". */
  subject: string;
  /** The customer first, then their family, each with why they may not go (null: they may). */
  people: readonly PartyChoice[];
  /** Who may go could not be found out (the reason): everyone is offered, and the basket checks. */
  problem?: string | null;
  /** Adds one place for each person chosen. */
  onAdd: (userIds: number[]) => void;
  onCancel: () => void;
}

/**
 * Asked when a customer with a family presses Book on a class or court: one place is added for
 * each person ticked. Who may not go (a junior class's parent) is shown, cannot be ticked, and
 * says why; the customer is ticked to begin with if they may go (`firstChosen`).
 */
export function WhoIsGoingDialog({
  subject,
  people,
  problem = null,
  onAdd,
  onCancel,
}: WhoIsGoingDialogProps) {
  const errorId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(firstChosen(people)));
  const [isMissing, setMissing] = useState(false);
  const firstEligibleId = people.find(({ whyNot }) => whyNot === null)?.person.id;

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
    const userIds = people
      .filter(({ person, whyNot }) => whyNot === null && chosen.has(person.id))
      .map(({ person }) => person.id);
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
          {people.map(({ person, whyNot }) => (
            <PersonChoice
              key={person.id}
              type="checkbox"
              label={partyLabel(person)}
              reason={whyNot}
              // The choice is what the dialog is for: it opens on the first who may go, not on Close.
              data-autofocus={person.id === firstEligibleId ? true : undefined}
              checked={whyNot === null && chosen.has(person.id)}
              disabled={whyNot !== null}
              onChange={() => toggle(person.id)}
            />
          ))}
        </fieldset>
        {problem ? (
          <p role="alert" className="lido-attendees__error">
            {problem}
          </p>
        ) : null}
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
