import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import { errorCopyOf, isApiError } from '../../../shared/lib/request-state';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import type { VenueWeekSession } from '../api/get-venue-week';
import { type SessionMove, useMoveSessionMutation } from '../api/move-session';
import { atTime, moveAnywayQuestion, moveQuestion } from './week-copy';
import './week-calendar.css';

export const chooseMoveDateCopy = 'Give the new date, such as 2026-10-25.';
export const chooseMoveTimeCopy = 'Give the new start time, such as 09:15.';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * Where a session moves to, asked before anything is sent: a drop on the calendar opens it with
 * the date and time dropped on, a session's button with its own. Both fields can be changed, so
 * a keyboard is all anyone needs. Sent once per move meant: a retry after a lost answer moves it
 * (and emails its customers) once. When another session is in its location then, the API says
 * which and nothing moves: the panel warns, and the manager keeps it or moves it anyway.
 */
export function MoveSessionPanel({
  session,
  to,
  onMoved,
  onKeep,
}: {
  session: VenueWeekSession;
  to: { date: string; time: string };
  onMoved: (result: SessionMove) => void;
  onKeep: () => void;
}) {
  const [date, setDate] = useState(to.date);
  const [time, setTime] = useState(to.time);
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** The API's sentence naming the sessions in the way, once it has refused this move. */
  const [clash, setClash] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [move, moving] = useMoveSessionMutation();
  const questionId = `move-question-${String(session.occurrenceId)}`;
  const isComplete = isDate(date) && isTime(time);

  const changed = (update: () => void) => {
    update();
    setProblem(null);
    setClash(null);
    // Another destination is another move: a new key, so it is not taken as a retry.
    setIdempotencyKey(newIdempotencyKey());
  };

  return (
    <ModalDialog
      title={`Move ${session.name}`}
      onClose={onKeep}
      describedBy={questionId}
      hasCloseButton={false}
    >
      <form
        className="lido-week__move-form"
        noValidate
        aria-label={`Move ${session.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (moving.isLoading) return;
          const found = {
            date: isDate(date) ? undefined : chooseMoveDateCopy,
            time: isTime(time) ? undefined : chooseMoveTimeCopy,
          };
          setErrors(found);
          if (found.date || found.time) return;
          const allowLocationClash = clash !== null;
          void move({
            occurrenceId: session.occurrenceId,
            date,
            time,
            idempotencyKey,
            allowLocationClash,
          }).then((result) => {
            if (!('error' in result)) {
              onMoved(result.data);
              return;
            }
            if (isApiError(result.error) && result.error.code === 'LOCATION_CLASH') {
              setClash(errorCopyOf(result.error));
              // Going ahead is another request (it says so): a new key, not a retry of this one.
              setIdempotencyKey(newIdempotencyKey());
              return;
            }
            setProblem(errorCopyOf(result.error));
          });
        }}
      >
        <p id={questionId}>
          {isComplete && (date !== session.date || time !== session.startTime)
            ? moveQuestion(session, { date, time })
            : `${session.name} is on ${atTime(session.date, session.startTime)}. Give the new date and start time.`}
        </p>
        <FormField
          id="move-date"
          label="New date"
          type="date"
          data-autofocus
          required
          value={date}
          error={errors.date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            changed(() => setDate(value));
          }}
        />
        <FormField
          id="move-time"
          label="New start time"
          hint="Its length stays the same"
          type="time"
          step={900}
          required
          value={time}
          error={errors.time}
          onChange={(event) => {
            const value = event.currentTarget.value;
            changed(() => setTime(value));
          }}
        />
        {problem ? (
          <p className="lido-form__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {clash ? (
          <div className="lido-week__clash" role="alert">
            <p>
              <strong>Clash: </strong>
              {clash}
            </p>
            <p>{moveAnywayQuestion(session.name)}</p>
          </div>
        ) : null}
        <div className="lido-form__actions">
          {/* Busy, not disabled: the keyboard focus stays here to go ahead after a clash. */}
          <Button type="submit" size="sm" isBusy={moving.isLoading}>
            {moving.isLoading ? 'Moving…' : clash ? 'Move anyway' : 'Move'}
          </Button>
          <Button variant="secondary" size="sm" onClick={onKeep}>
            Keep
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
