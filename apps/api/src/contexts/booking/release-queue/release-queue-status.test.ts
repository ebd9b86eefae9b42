import { describe, expect, it } from 'vitest';
import type { QueueVenue } from './queue-venues.repository';
import { POLL_SECONDS, statusOf } from './release-queue.service';
import type { ReleaseQueueRow, ReleaseQueueTicketRow } from './release-queue.tables';

const opensAt = new Date('2026-07-01T06:00:00Z');
const window = {
  opensAt,
  queueFrom: new Date('2026-07-01T05:45:00Z'),
  closesAt: new Date('2026-07-01T06:20:00Z'),
};
const venue: QueueVenue = {
  id: 1,
  name: 'Swiss Cottage Leisure Centre',
  operatorId: 1,
  timezone: 'Europe/London',
  releaseTimes: ['07:00'],
  settings: { enabled: true, preQueueMinutes: 15, admissionMinutes: 20 },
};
const queue: ReleaseQueueRow = {
  id: 1,
  venueId: 1,
  opensAt,
  closesAt: window.closesAt,
  admissionMinutes: 20,
  drawnAt: opensAt,
  lastPosition: 5_000,
  admittedThrough: 100,
  admitPerMinute: 600,
  lastAdmittedAt: opensAt,
};
const ticketAt = (position: number | null): ReleaseQueueTicketRow => ({
  id: 1,
  queueId: 1,
  passHash: 'hash',
  position,
  joinedBehind: 0,
  customerId: null,
  joinedAt: new Date('2026-07-01T05:50:00Z'),
  admittedAt: null,
});

describe('how often a visitor in line asks again', () => {
  const after = new Date('2026-07-01T06:01:00Z');

  it('is every few seconds near the front', () => {
    // 20 places ahead at 600 a minute: 2 seconds.
    const status = statusOf(venue, { window, queue }, ticketAt(120), after);
    expect(status).toMatchObject({ state: 'waiting', position: 20, estimated_wait_seconds: 2 });
    expect(status.poll_after_seconds).toBe(POLL_SECONDS);
  });

  it('is less often far back, a tenth of the wait up to ten seconds', () => {
    // 600 ahead: a minute's wait, asked every 6 seconds; 3,000 ahead: five minutes, every 10.
    expect(statusOf(venue, { window, queue }, ticketAt(700), after).poll_after_seconds).toBe(6);
    expect(statusOf(venue, { window, queue }, ticketAt(3_100), after).poll_after_seconds).toBe(10);
  });

  it('is at the opening, spread over a few seconds, for those who came before it', () => {
    const undrawn = { ...queue, drawnAt: null, admittedThrough: 0 };
    const fiveBefore = new Date('2026-07-01T05:59:55Z');
    const asked = Array.from(
      { length: 50 },
      () =>
        statusOf(venue, { window, queue: undrawn }, ticketAt(null), fiveBefore).poll_after_seconds,
    );
    expect(Math.min(...asked)).toBe(5);
    expect(Math.max(...asked)).toBe(7);
    // A quarter of an hour before, every ten seconds.
    const early = new Date('2026-07-01T05:46:00Z');
    expect(
      statusOf(venue, { window, queue: undrawn }, ticketAt(null), early).poll_after_seconds,
    ).toBe(10);
  });
});
