import { useEffect, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import type { StaffMember } from '../api/get-staff';
import { type StaffChanges, useChangeStaffMutation } from '../api/change-staff';
import { SelectField } from './console-fields';
import { fieldMessagesOf } from '../field-messages';
import { fullNameOf, roleLabels, rolesGivenBy, staffNotChangedCopy } from './staff-copy';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { selectSessionUser } from '../../../shared/state/auth.slice';

export interface VenueChoice {
  slug: string;
  name: string;
}

type ChangeField = 'role' | 'venue';

/** A member's role and venue, changed in their row; only what changed is sent. */
export function ChangeStaffForm({
  member,
  venues,
  onDone,
  onCancel,
}: {
  member: StaffMember;
  venues: VenueChoice[];
  onDone: (member: StaffMember) => void;
  onCancel: () => void;
}) {
  const ownRole = useAppSelector(selectSessionUser)?.staffRole;
  // The member's own role stays in the list, so it shows even when the viewer may not give it.
  const roles = [...new Set([...rolesGivenBy(ownRole), member.role])];
  const [role, setRole] = useState<StaffMember['role']>(member.role);
  const [venue, setVenue] = useState(member.venue.slug);
  const [errors, setErrors] = useState<Partial<Record<ChangeField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per change meant: a retry after a lost answer changes it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [changeStaff, changing] = useChangeStaffMutation();
  const idOf = (field: ChangeField) => `staff-${member.id}-${field}`;
  const roleId = idOf('role');
  useEffect(() => {
    document.getElementById(roleId)?.focus();
  }, [roleId]);
  // The member's venue is offered even when the public list leaves it out.
  const choices = venues.some((each) => each.slug === member.venue.slug)
    ? venues
    : [{ slug: member.venue.slug, name: member.venue.name }, ...venues];

  return (
    <form
      className="lido-staff__change"
      aria-label={`Change ${fullNameOf(member)}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const changes: StaffChanges = {
          ...(role !== member.role ? { role } : {}),
          ...(venue !== member.venue.slug ? { venue } : {}),
        };
        void changeStaff({ staffUserId: member.id, changes, idempotencyKey }).then((result) => {
          if ('error' in result) {
            const byField = fieldMessagesOf<ChangeField>(result.error);
            setErrors(byField);
            setFailure(
              Object.keys(byField).length > 0 ? staffNotChangedCopy : errorCopyOf(result.error),
            );
            return;
          }
          onDone(result.data);
        });
      }}
    >
      <SelectField
        id={roleId}
        label="Role"
        value={role}
        error={errors.role}
        onChange={(event) => {
          setRole(event.currentTarget.value as StaffMember['role']);
          setIdempotencyKey(newIdempotencyKey());
        }}
      >
        {roles.map((each) => (
          <option key={each} value={each}>
            {roleLabels[each]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={idOf('venue')}
        label="Venue"
        value={venue}
        error={errors.venue}
        onChange={(event) => {
          setVenue(event.currentTarget.value);
          setIdempotencyKey(newIdempotencyKey());
        }}
      >
        {choices.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      {failure ? (
        <p className="lido-form__problem" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lido-form__actions">
        <Button type="submit" size="sm" disabled={changing.isLoading}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
