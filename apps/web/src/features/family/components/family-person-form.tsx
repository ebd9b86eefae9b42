import { zodResolver } from '@hookform/resolvers/zod';
import { familyRelationships } from '@lido/contract';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { londonToday } from '../../../shared/lib/london-today';
import { isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { failureToast } from '../../../shared/state/failure-toast';
import { addToast } from '../../../shared/state/toasts.slice';
import { useAddFamilyPersonMutation } from '../api/add-family-person';
import type { FamilyPerson } from '../api/get-my-family';
import { useUpdateFamilyPersonMutation } from '../api/update-family-person';
import type { FamilyPersonInput, FamilyPersonValues } from '../family-schema';
import { familyPersonFields, familyPersonSchema, relationshipLabels } from '../family-schema';
import { consentDate } from '../medical-consent-date';

export const consentLabel =
  'I consent to Lido keeping these medical notes and sharing them with venue staff';

interface FamilyPersonFormProps {
  args: AccountQueryArgs;
  /** The person being edited; without one the form adds someone. */
  person?: FamilyPerson;
  /** After an edit is saved or cancelled. */
  onDone?: () => void;
}

const emptyValues: FamilyPersonInput = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  relationship: 'child',
  medicalNotes: '',
  medicalConsent: false,
};

/** Only what the API keeps: notes go with the consent given for them, and only when changed. */
function medicalChanges(values: FamilyPersonValues, savedNotes: string | null) {
  const notes = values.medicalNotes ?? null;
  if (notes === savedNotes) return {};
  return notes === null
    ? { medicalNotes: null }
    : { medicalNotes: notes, medicalConsent: values.medicalConsent };
}

/** Adds a family member, or edits one in place; 422 messages from the API land by their fields. */
export function FamilyPersonForm({ args, person, onDone }: FamilyPersonFormProps) {
  const dispatch = useAppDispatch();
  const [add, adding] = useAddFamilyPersonMutation();
  const [update, updating] = useUpdateFamilyPersonMutation();
  const isSaving = adding.isLoading || updating.isLoading;
  const savedNotes = person?.medicalNotes ?? null;
  const schema = useMemo(
    () => familyPersonSchema({ today: londonToday(), savedNotes }),
    [savedNotes],
  );
  const form = useForm<FamilyPersonInput, unknown, FamilyPersonValues>({
    resolver: zodResolver(schema),
    defaultValues: person
      ? {
          firstName: person.firstName,
          lastName: person.lastName,
          dateOfBirth: person.dateOfBirth ?? '',
          relationship: person.relationship,
          medicalNotes: person.medicalNotes ?? '',
          // Consent is asked afresh for new notes, never ticked for the customer.
          medicalConsent: false,
        }
      : emptyValues,
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  const isEditing = person !== undefined;

  // Editing starts at the first field, where the Edit button the customer pressed was.
  useEffect(() => {
    if (isEditing) setFocus('firstName');
  }, [isEditing, setFocus]);

  const onSubmit = async (values: FamilyPersonValues) => {
    const fields = {
      firstName: values.firstName,
      lastName: values.lastName,
      dateOfBirth: values.dateOfBirth,
      relationship: values.relationship,
    };
    const result = person
      ? await update({
          ...args,
          personId: person.id,
          body: { ...fields, ...medicalChanges(values, savedNotes) },
        })
      : await add({ ...args, body: { ...fields, ...medicalChanges(values, null) } });
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, familyPersonFields, form.setError);
        dispatch(failureToast(result.error));
      }
      return;
    }
    const name = `${result.data.firstName} ${result.data.lastName}`;
    const saved = person
      ? `Your changes to ${name} have been saved.`
      : `${name} has been added to your family.`;
    dispatch(addToast({ content: saved, type: 'success' }));
    if (person) onDone?.();
    else form.reset(emptyValues);
  };

  const id = (field: string) => `${person ? `family-${person.id}` : 'new-family'}-${field}`;
  const field = (name: 'firstName' | 'lastName' | 'dateOfBirth') => ({
    error: errors[name]?.message,
    ...form.register(name),
  });
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="lido-form lido-family-form"
      aria-label={person ? `Edit ${person.firstName} ${person.lastName}` : undefined}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <div className="lido-form__row">
        <FormField id={id('first-name')} label="First name" {...field('firstName')} />
        <FormField id={id('last-name')} label="Last name" {...field('lastName')} />
      </div>
      <FormField
        id={id('date-of-birth')}
        label="Date of birth"
        type="date"
        {...field('dateOfBirth')}
      />
      <div className="lido-field">
        <label htmlFor={id('relationship')}>Relationship</label>
        <select id={id('relationship')} {...form.register('relationship')}>
          {familyRelationships.map((relationship) => (
            <option key={relationship} value={relationship}>
              {relationshipLabels[relationship]}
            </option>
          ))}
        </select>
      </div>
      <div className={errors.medicalNotes ? 'lido-field lido-field--invalid' : 'lido-field'}>
        <label htmlFor={id('medical-notes')}>Medical notes (optional)</label>
        <p id={id('medical-notes-hint')} className="lido-field__hint">
          Allergies or conditions a coach or lifeguard should know.
          {person?.medicalConsentGivenAt
            ? ` Consent given on ${consentDate(person.medicalConsentGivenAt)}; changed notes need it again.`
            : ''}
        </p>
        <textarea
          id={id('medical-notes')}
          rows={3}
          aria-invalid={errors.medicalNotes ? true : undefined}
          aria-describedby={describedBy(
            id('medical-notes-hint'),
            Boolean(errors.medicalNotes) && id('medical-notes-error'),
          )}
          {...form.register('medicalNotes')}
        />
        {errors.medicalNotes ? (
          <p id={id('medical-notes-error')} className="lido-field__error">
            {errors.medicalNotes.message}
          </p>
        ) : null}
      </div>
      <div className="lido-family-form__consent">
        <label>
          <input
            type="checkbox"
            aria-invalid={errors.medicalConsent ? true : undefined}
            aria-describedby={describedBy(
              id('medical-consent-hint'),
              Boolean(errors.medicalConsent) && id('medical-consent-error'),
            )}
            {...form.register('medicalConsent')}
          />
          {consentLabel}
        </label>
        <p id={id('medical-consent-hint')} className="lido-field__hint">
          Needed only when you enter medical notes.
        </p>
        {errors.medicalConsent ? (
          <p id={id('medical-consent-error')} className="lido-field__error">
            {errors.medicalConsent.message}
          </p>
        ) : null}
      </div>
      <div className="lido-form__actions">
        <Button type="submit" disabled={isSaving} aria-busy={isSaving || undefined}>
          {isSaving ? 'Saving…' : person ? 'Save changes' : 'Add family member'}
        </Button>
        {person ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
