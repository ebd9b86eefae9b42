import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import type { NewStaffMember } from '../api/add-staff';
import { useAddStaffMutation } from '../api/add-staff';
import { SelectField } from './console-fields';
import type { VenueChoice } from './change-staff-form';
import { fieldMessagesOf } from '../field-messages';
import { invitedCopy, roleLabels, rolesGivenBy, staffNotAddedCopy } from './staff-copy';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { selectSessionUser } from '../../../shared/state/auth.slice';

type AddField = keyof NewStaffMember;

const empty: NewStaffMember = {
  firstName: '',
  lastName: '',
  email: '',
  venue: '',
  role: 'receptionist',
};

/**
 * A new member of staff: the API makes their account without a password and emails them an
 * invitation to choose one, as an imported member's. Its messages show beside the fields.
 */
export function AddStaffForm({ venues }: { venues: VenueChoice[] }) {
  const ownRole = useAppSelector(selectSessionUser)?.staffRole;
  const [values, setValues] = useState<NewStaffMember>(empty);
  const [errors, setErrors] = useState<Partial<Record<AddField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  // One key per member meant: a retry after a lost answer adds (and emails) them once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [addStaff, adding] = useAddStaffMutation();

  const set = (field: AddField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setIdempotencyKey(newIdempotencyKey());
    setInvited(null);
  };

  return (
    <form
      className="lido-form lido-staff__add"
      aria-labelledby="add-staff-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        setInvited(null);
        void addStaff({ member: values, idempotencyKey }).then((result) => {
          if ('error' in result) {
            const byField = fieldMessagesOf<AddField>(result.error);
            setErrors(byField);
            setFailure(
              Object.keys(byField).length > 0 ? staffNotAddedCopy : errorCopyOf(result.error),
            );
            return;
          }
          setErrors({});
          setValues(empty);
          setIdempotencyKey(newIdempotencyKey());
          setInvited(invitedCopy(result.data));
        });
      }}
    >
      <h2 id="add-staff-heading">Add a member of staff</h2>
      <p>They will be emailed a link to choose a password, which works for 7 days.</p>
      <FormField
        id="add-staff-firstName"
        label="First name"
        value={values.firstName}
        error={errors.firstName}
        autoComplete="off"
        onChange={(event) => set('firstName')(event.currentTarget.value)}
      />
      <FormField
        id="add-staff-lastName"
        label="Last name"
        value={values.lastName}
        error={errors.lastName}
        autoComplete="off"
        onChange={(event) => set('lastName')(event.currentTarget.value)}
      />
      <FormField
        id="add-staff-email"
        label="Email"
        type="email"
        hint="They sign in with this address."
        value={values.email}
        error={errors.email}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set('email')(event.currentTarget.value)}
      />
      <SelectField
        id="add-staff-venue"
        label="Venue"
        value={values.venue}
        error={errors.venue}
        onChange={(event) => set('venue')(event.currentTarget.value)}
      >
        <option value="">Choose a venue</option>
        {venues.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="add-staff-role"
        label="Role"
        value={values.role}
        error={errors.role}
        onChange={(event) => set('role')(event.currentTarget.value)}
      >
        {rolesGivenBy(ownRole).map((each) => (
          <option key={each} value={each}>
            {roleLabels[each]}
          </option>
        ))}
      </SelectField>
      {failure ? (
        <p className="lido-form__problem" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lido-form__actions">
        <Button type="submit" disabled={adding.isLoading}>
          Add and invite
        </Button>
      </div>
      <p role="status" className="lido-console__done">
        {invited}
      </p>
    </form>
  );
}
