import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { buttonClassName } from '../../../shared/components/button';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { addToast } from '../../../shared/state/toasts.slice';
import type { FamilyPerson } from '../api/get-my-family';
import { useRemoveFamilyPersonMutation } from '../api/remove-family-person';
import { relationshipLabels } from '../family-schema';
import { consentDate } from '../medical-consent-date';
import { FamilyPersonForm } from './family-person-form';
import { RemovePersonDialog } from './remove-person-dialog';

interface FamilyPersonCardProps {
  person: FamilyPerson;
  args: AccountQueryArgs;
  /** After the person has been removed, so the page can find focus a place to land. */
  onRemoved: () => void;
}

function PersonFacts({ person }: { person: FamilyPerson }) {
  return (
    <dl className="lido-account__facts">
      <dt>Date of birth</dt>
      <dd>{person.dateOfBirth ? formatCalendarDate(person.dateOfBirth) : '—'}</dd>
      <dt>Relationship</dt>
      <dd>{relationshipLabels[person.relationship]}</dd>
      <dt>Medical notes</dt>
      <dd className="lido-family-card__notes">
        {person.medicalNotes ?? 'None'}
        {person.medicalConsentGivenAt ? (
          <span className="lido-account__subtle">
            Consent given on {consentDate(person.medicalConsentGivenAt)}
          </span>
        ) : null}
      </dd>
    </dl>
  );
}

/** One family member: their facts, then Edit (in place) and Remove (confirmed in a dialog). */
export function FamilyPersonCard({ person, args, onRemoved }: FamilyPersonCardProps) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [remove, { isLoading: isRemoving }] = useRemoveFamilyPersonMutation();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const name = `${person.firstName} ${person.lastName}`;

  // Leaving the form puts focus back on the Edit button, not on the page's start.
  useEffect(() => {
    if (mode === 'view' && wasEditing.current) editButton.current?.focus();
    wasEditing.current = mode === 'edit';
  }, [mode]);

  const confirmRemove = async () => {
    setRemoveError(null);
    const result = await remove({ ...args, personId: person.id });
    if ('error' in result) {
      setRemoveError(isApiError(result.error) ? errorCopy(result.error) : null);
      return;
    }
    dispatch(addToast({ content: `${name} has been removed from your family.`, type: 'success' }));
    onRemoved();
  };

  return (
    <li className="lido-account__card lido-family-card" data-testid="family-person">
      <h3>{name}</h3>
      {mode === 'edit' ? (
        <FamilyPersonForm person={person} args={args} onDone={() => setMode('view')} />
      ) : (
        <>
          <PersonFacts person={person} />
          <div className="lido-form__actions">
            <button
              ref={editButton}
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              aria-label={`Edit ${name}`}
              onClick={() => setMode('edit')}
            >
              Edit
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              aria-label={`Remove ${name}`}
              onClick={() => setMode('remove')}
            >
              Remove
            </button>
          </div>
        </>
      )}
      {mode === 'remove' ? (
        <RemovePersonDialog
          person={person}
          isRemoving={isRemoving}
          error={removeError}
          onConfirm={() => void confirmRemove()}
          onKeep={() => {
            setRemoveError(null);
            setMode('view');
          }}
        />
      ) : null}
    </li>
  );
}
