import { useEffect, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import type { ClassItem } from '../../../shared/lib/timetable-item';
import { type SessionCapacity, useSetSessionCapacityMutation } from '../api/set-session-capacity';
import { CancelSessionForm } from './cancel-session-form';

/**
 * A session on the sessions page: its time, place and places booked, a change of places, and
 * calling it off. A cancelled session leaves the day's list, so its outcome is told by the
 * table's section (`onCancelled`), not the row.
 */
export function SessionRow({
  session,
  onCancelled,
}: {
  session: ClassItem;
  onCancelled: (message: string) => void;
}) {
  const [action, setAction] = useState<'capacity' | 'cancel' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const when = `${session.startsAt.format24Hour} to ${session.endsAt.format24Hour}`;
  const at = `${session.name} at ${session.startsAt.format24Hour}`;
  return (
    <tr data-testid="session-row">
      <td>{when}</td>
      <th scope="row">{session.name}</th>
      <td>{session.location.name}</td>
      <td>
        {session.bookingsCount} of {session.capacity}
      </td>
      <td>
        {action === 'capacity' ? (
          <CapacityForm
            session={session}
            onDone={(message) => {
              setAction(null);
              setDone(message);
            }}
            onCancel={() => setAction(null)}
          />
        ) : action === 'cancel' ? (
          <CancelSessionForm
            session={session}
            onDone={(message) => {
              setAction(null);
              onCancelled(message);
            }}
            onKeep={() => setAction(null)}
          />
        ) : (
          <div className="lido-form__actions">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Change capacity of ${at}`}
              onClick={() => {
                setDone(null);
                setAction('capacity');
              }}
            >
              Change capacity
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Cancel ${at}`}
              onClick={() => {
                setDone(null);
                setAction('cancel');
              }}
            >
              Cancel session
            </Button>
          </div>
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
