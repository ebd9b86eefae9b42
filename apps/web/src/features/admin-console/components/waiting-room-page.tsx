import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { errorCopyOf } from '../../../shared/lib/request-state';
import {
  useGetWaitingRoomQuery,
  useSaveWaitingRoomMutation,
  type WaitingRoom,
  type WaitingRoomSettings,
} from '../api/release-queue-settings';
import { fieldMessagesOf } from '../field-messages';
import './waiting-room-page.css';

export const waitingRoomHeading = 'Waiting room';
export const waitingRoomSavedCopy = 'The waiting room has been saved.';

type Field = 'preQueueMinutes' | 'admissionMinutes';

function SettingsForm({ settings }: { settings: WaitingRoomSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [before, setBefore] = useState(String(settings.preQueueMinutes));
  const [toBook, setToBook] = useState(String(settings.admissionMinutes));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveWaitingRoomMutation();
  return (
    <form
      className="lido-form"
      aria-label="Waiting room settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setStatus('');
        setFailure(null);
        void save({
          enabled,
          preQueueMinutes: Number(before),
          admissionMinutes: Number(toBook),
        }).then((result) => {
          if ('error' in result) {
            setErrors(fieldMessagesOf<Field>(result.error));
            setFailure(errorCopyOf(result.error));
            return;
          }
          setErrors({});
          setStatus(waitingRoomSavedCopy);
        });
      }}
    >
      <div className="lido-field lido-waiting-room__switch">
        <input
          id="waiting-room-enabled"
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <label htmlFor="waiting-room-enabled">Use a waiting room when sessions are released</label>
      </div>
      <FormField
        id="waiting-room-before"
        label="Minutes before a release it opens"
        hint="Everyone who arrives in this time gets a place drawn at random at the release."
        inputMode="numeric"
        value={before}
        error={errors.preQueueMinutes}
        onChange={(event) => setBefore(event.target.value)}
      />
      <FormField
        id="waiting-room-to-book"
        label="Minutes to book once let in"
        hint="The waiting room stays open this long after a release."
        inputMode="numeric"
        value={toBook}
        error={errors.admissionMinutes}
        onChange={(event) => setToBook(event.target.value)}
      />
      {failure ? (
        <p className="lido-form__problem" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lido-form__actions">
        <Button type="submit" disabled={saving.isLoading}>
          Save
        </Button>
      </div>
      <p role="status" className="lido-console__done">
        {status}
      </p>
    </form>
  );
}

const linesHeadingId = 'waiting-room-lines';

function Lines({ queues }: { queues: WaitingRoom['queues'] }) {
  return (
    <>
      <h2 id={linesHeadingId}>Today’s lines</h2>
      {queues.length === 0 ? (
        <p>No one has queued for a release in the last day.</p>
      ) : (
        <div
          className="lido-waiting-room__scroll"
          role="region"
          aria-labelledby={linesHeadingId}
          tabIndex={0}
        >
          <table className="lido-console__table" data-testid="waiting-room-lines">
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">Release</th>
                <th scope="col">Joined</th>
                <th scope="col">Let in</th>
                <th scope="col">Waiting</th>
                <th scope="col">Let in a minute</th>
              </tr>
            </thead>
            <tbody>
              {queues.map((queue) => (
                <tr key={`${queue.venue} ${queue.opensAt.utc}`}>
                  <th scope="row">{queue.venue}</th>
                  <td>{queue.opensAt.format24Hour}</td>
                  <td>{queue.joined}</td>
                  <td>{queue.admitted}</td>
                  <td>{queue.waiting}</td>
                  <td>{queue.admittedPerMinute}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * `/admin/waiting-room`: whether the operator's releases have a waiting room and its minutes,
 * and the lines of the last day as they stand, read again every five seconds.
 */
export function WaitingRoomPage() {
  const room = useGetWaitingRoomQuery(undefined, {
    pollingInterval: 5_000,
    refetchOnMountOrArgChange: true,
  });
  usePageTitle([waitingRoomHeading]);
  return (
    <section className="lido-screen lido-console lido-waiting-room">
      <h1>{waitingRoomHeading}</h1>
      <p>
        When a venue’s sessions are released, visitors queue for a fair turn instead of racing, and
        are let in as fast as bookings stay quick.
      </p>
      {room.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(room.error)}
        </p>
      ) : !room.data ? (
        <LoadingIndicator />
      ) : (
        <>
          <SettingsForm settings={room.data.settings} />
          <Lines queues={room.data.queues} />
        </>
      )}
    </section>
  );
}
