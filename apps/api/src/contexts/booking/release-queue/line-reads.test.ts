import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { createLineReads, type LineSource } from './line-reads';
import type { ReleaseQueueRow, ReleaseQueueTicketRow } from './release-queue.tables';

const opensAt = new Date('2026-07-01T06:00:00Z');
const line: ReleaseQueueRow = {
  id: 7,
  venueId: 1,
  opensAt,
  closesAt: new Date('2026-07-01T06:20:00Z'),
  admissionMinutes: 20,
  drawnAt: opensAt,
  lastPosition: 500,
  admittedThrough: 100,
  admitPerMinute: 600,
  lastAdmittedAt: opensAt,
};
const ticket = (
  position: number | null,
  admittedAt: Date | null = null,
): ReleaseQueueTicketRow => ({
  id: 1,
  queueId: 7,
  passHash: 'hash',
  position,
  joinedBehind: 0,
  customerId: null,
  joinedAt: new Date('2026-07-01T05:50:00Z'),
  admittedAt,
});

function setUp(stored: { line: ReleaseQueueRow; ticket: ReleaseQueueTicketRow }) {
  const source = {
    queue: vi.fn<LineSource['queue']>(async () => stored.line),
    ticket: vi.fn<LineSource['ticket']>(async () => stored.ticket),
  };
  const reads = createLineReads({} as Database, { freshMs: 1_000, source });
  return { reads, source };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('what those in line ask every few seconds', () => {
  it('reads a line at most once a second, and again at once after this process changed it', async () => {
    vi.useFakeTimers();
    const { reads, source } = setUp({ line, ticket: ticket(200) });
    await reads.queue(1, opensAt);
    await reads.queue(1, opensAt);
    expect(source.queue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await reads.queue(1, opensAt);
    expect(source.queue).toHaveBeenCalledTimes(2);
    reads.forgetQueue(line.id);
    await reads.queue(1, opensAt);
    expect(source.queue).toHaveBeenCalledTimes(3);
  });

  it('keeps a drawn ticket until the line reaches it, then reads it for its admission', async () => {
    const stored = { line, ticket: ticket(200) };
    const { reads, source } = setUp(stored);
    expect(await reads.ticket(line, 'hash')).toMatchObject({ position: 200 });
    expect(await reads.ticket({ ...line, admittedThrough: 199 }, 'hash')).toMatchObject({
      position: 200,
    });
    expect(source.ticket).toHaveBeenCalledTimes(1);
    stored.ticket = ticket(200, new Date('2026-07-01T06:05:00Z'));
    const reached = { ...line, admittedThrough: 200 };
    expect(await reads.ticket(reached, 'hash')).toEqual(stored.ticket);
    // Let in: its time to book runs out, so it is read each time from now on.
    await reads.ticket(reached, 'hash');
    expect(source.ticket).toHaveBeenCalledTimes(3);
  });

  it('never keeps a ticket still to be drawn', async () => {
    const { reads, source } = setUp({ line: { ...line, drawnAt: null }, ticket: ticket(null) });
    await reads.ticket(line, 'hash');
    await reads.ticket(line, 'hash');
    expect(source.ticket).toHaveBeenCalledTimes(2);
  });
});
