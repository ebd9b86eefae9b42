import { QUEUE_HEADING } from '@lido/contract';
import { useLayoutEffect, useRef } from 'react';
import type { QueueStatus } from '../api/release-queue-api';
import './queue-page.css';

/** "about 3 minutes", "less than a minute". */
export function waitWords(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A visitor's place in a venue's waiting room while they wait: their place, the wait and how
 * far the line has moved. Updates are announced politely; focus starts on the heading, so a
 * screen reader hears where they are, and nothing here needs a pointer.
 */
export function QueuePage({ status, venueName }: { status: QueueStatus; venueName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit, before the browser paints (as page-title.tsx moves focus on navigation): focus
  // never rests on the page's body between the queue page appearing and its heading taking it.
  useLayoutEffect(() => heading.current?.focus(), []);
  const opensAt = status.opensAt?.format24Hour ?? null;
  const wait = waitWords(status.estimatedWaitSeconds);
  const percent = Math.round(status.progress * 100);
  return (
    <section className="lido-queue" aria-labelledby="lido-queue-heading">
      <h1 id="lido-queue-heading" ref={heading} tabIndex={-1}>
        {QUEUE_HEADING}
      </h1>
      <p>
        Bookings at {venueName} are very busy. Please keep this page open: it moves on by itself
        when it&apos;s your turn.
      </p>
      <div className="lido-queue__status" role="status" aria-live="polite">
        {status.position === null ? (
          <p>
            {opensAt
              ? `Bookings open at ${opensAt}. Everyone who is here by then gets a place in a random order, so there's no need to hurry.`
              : 'Your place in the queue is being drawn.'}
          </p>
        ) : (
          <>
            <p className="lido-queue__position">
              Your place in the queue: <strong>{status.position}</strong>
            </p>
            {wait ? <p>Estimated wait: {wait}</p> : null}
          </>
        )}
      </div>
      <label className="lido-queue__progress-label" htmlFor="lido-queue-progress">
        Progress
      </label>
      <progress id="lido-queue-progress" className="lido-queue__progress" max={100} value={percent}>
        {percent}%
      </progress>
    </section>
  );
}
