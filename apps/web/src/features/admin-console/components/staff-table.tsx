import { useState } from 'react';
import { useChangeInRow } from '../use-change-in-row';
import { Button } from '../../../shared/components/button';
import type { StaffMember } from '../api/get-staff';
import { ChangeStaffForm, type VenueChoice } from './change-staff-form';
import { changedCopy, fullNameOf, roleLabels } from './staff-copy';

/**
 * The staff as a table in a region of its own that scrolls sideways on a narrow screen (and by
 * keyboard: the region takes focus), each row with a Change button that opens its form in place.
 */
export function StaffTable({ staff, venues }: { staff: StaffMember[]; venues: VenueChoice[] }) {
  const [changed, setChanged] = useState<string | null>(null);
  return (
    <>
      <div
        className="lido-staff__scroll"
        role="region"
        aria-labelledby="staff-list-heading"
        tabIndex={0}
      >
        <table className="lido-console__table lido-staff__table" data-testid="staff">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Venue</th>
              <th scope="col">Role</th>
              <th scope="col">Account</th>
              <th scope="col">
                <span className="lido-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                venues={venues}
                onChanged={(now) => setChanged(changedCopy(now))}
                onOpen={() => setChanged(null)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="lido-console__done">
        {changed}
      </p>
    </>
  );
}

function StaffRow({
  member,
  venues,
  onChanged,
  onOpen,
}: {
  member: StaffMember;
  venues: VenueChoice[];
  onChanged: (member: StaffMember) => void;
  onOpen: () => void;
}) {
  const { isChanging, open, close, changeButtonRef } = useChangeInRow();
  const name = fullNameOf(member);
  return (
    <tr data-testid="staff-row">
      <th scope="row">{name}</th>
      <td className="lido-staff__email">{member.email}</td>
      <td>{member.venue.name}</td>
      <td>{roleLabels[member.role]}</td>
      <td>{member.invited ? 'Invited' : 'Active'}</td>
      <td>
        {isChanging ? (
          <ChangeStaffForm
            member={member}
            venues={venues}
            onDone={(now) => {
              close();
              onChanged(now);
            }}
            onCancel={close}
          />
        ) : (
          <Button
            ref={changeButtonRef}
            variant="secondary"
            size="sm"
            aria-label={`Change ${name}`}
            onClick={() => {
              onOpen();
              open();
            }}
          >
            Change
          </Button>
        )}
      </td>
    </tr>
  );
}
