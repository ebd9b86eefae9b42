import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { errorCopyOf } from '../../../lib/request-state';
import { newIdempotencyKey } from '../../checkout/card-payment';
import type { ClassItem } from '../../timetable/timetable-item';
import { type SessionCapacity, useSetSessionCapacityMutation } from '../api/set-session-capacity';

/** A session on the sessions page: its time, place and places booked, and a change of places. */
export function SessionRow({ session }: { session: ClassItem }) {
  const [isChanging, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const when = `${session.startsAt.format24Hour} to ${session.endsAt.format24Hour}`;
  return (
    <tr data-testid="session-row">
      <td>{when}</td>
      <th scope="row">{session.name}</th>
      <td>{session.location.name}</td>
      <td>
        {session.bookingsCount} of {session.capacity}
      </td>
      <td>
        {isChanging ? (
          <CapacityForm
            session={session}
            onDone={(message) => {
              setChanging(false);
              setDone(message);
            }}
            onCancel={() => setChanging(false)}
          />
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Change capacity of ${session.name} at ${session.startsAt.format24Hour}`}
            onClick={() => {
              setDone(null);
              setChanging(true);
            }}
          >
            Change capacity
          </Button>
        )}
        <p role="status" className="lido-console__done">
          {done}
        </p>
      </td>
    </tr>
  );
}

function CapacityForm({
  session,
  onDone,
  onCancel,
}: {
  session: ClassItem;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(String(session.capacity));
  const [error, setError] = useState<string | undefined>(undefined);
  // One key per change meant: a retry after a lost answer changes it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [setCapacity, setting] = useSetSessionCapacityMutation();
  const fieldId = `capacity-${String(session.id)}`;
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);

  return (
    <form
      className="lido-console__capacity"
      aria-label={`Places for ${session.name} at ${session.startsAt.format24Hour}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const capacity = Number(value);
        if (!/^\d+$/.test(value.trim()) || capacity < 1 || capacity > 1000) {
          setError('Give a whole number of places from 1 to 1000.');
          return;
        }
        setError(undefined);
        void setCapacity({ occurrenceId: Number(session.id), capacity, idempotencyKey }).then(
          (result) => {
            if ('error' in result) {
              setError(errorCopyOf(result.error));
              return;
            }
            setIdempotencyKey(newIdempotencyKey());
            onDone(capacityChangedCopy(session, result.data));
          },
        );
      }}
    >
      <FormField
        id={fieldId}
        label="Places"
        type="number"
        min={1}
        max={1000}
        inputMode="numeric"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setIdempotencyKey(newIdempotencyKey());
        }}
      />
      <div className="lido-form__actions">
        <Button type="submit" size="sm" disabled={setting.isLoading}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** What a capacity change did: the session's places now, and who in its line was offered one. */
export function capacityChangedCopy(
  session: { name: string; startsAt: { format24Hour: string } },
  { capacity, booked, offered }: SessionCapacity,
): string {
  const changed = `${session.name} at ${session.startsAt.format24Hour} now has ${capacity} places, ${booked} booked.`;
  if (offered === 0) return changed;
  return offered === 1
    ? `${changed} 1 customer from its waitlist has been offered a place.`
    : `${changed} ${offered} customers from its waitlist have been offered places.`;
}
