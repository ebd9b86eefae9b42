import { describe, expect, it } from 'vitest';
import { releaseWindowAt } from './release-window';

const settings = { preQueueMinutes: 15, admissionMinutes: 20 };
const at = (iso: string) => new Date(iso);

describe('the release window a moment falls in', () => {
  it('opens the pre-queue minutes before a release and closes the admission minutes after', () => {
    // 07:00 in London in summer is 06:00 UTC.
    expect(releaseWindowAt(at('2026-07-01T05:44:59Z'), ['07:00'], 'Europe/London', settings)).toBe(
      null,
    );
    expect(
      releaseWindowAt(at('2026-07-01T05:45:00Z'), ['07:00'], 'Europe/London', settings),
    ).toEqual({
      opensAt: at('2026-07-01T06:00:00Z'),
      queueFrom: at('2026-07-01T05:45:00Z'),
      closesAt: at('2026-07-01T06:20:00Z'),
    });
    expect(
      releaseWindowAt(at('2026-07-01T06:19:59Z'), ['07:00'], 'Europe/London', settings)?.opensAt,
    ).toEqual(at('2026-07-01T06:00:00Z'));
    expect(releaseWindowAt(at('2026-07-01T06:20:00Z'), ['07:00'], 'Europe/London', settings)).toBe(
      null,
    );
  });

  it('finds a release across midnight, in winter time too', () => {
    // 00:05 on 2 January is in the window of the 00:00 release of that day (London is on UTC).
    expect(
      releaseWindowAt(at('2026-01-01T23:50:00Z'), ['00:00'], 'Europe/London', settings)?.opensAt,
    ).toEqual(at('2026-01-02T00:00:00Z'));
    expect(
      releaseWindowAt(at('2026-01-02T00:05:00Z'), ['00:00'], 'Europe/London', settings)?.opensAt,
    ).toEqual(at('2026-01-02T00:00:00Z'));
  });

  it('puts overlapping releases in order: the earlier one first', () => {
    const window = releaseWindowAt(
      at('2026-07-01T06:05:00Z'),
      ['07:10', '07:00'],
      'Europe/London',
      settings,
    );
    expect(window?.opensAt).toEqual(at('2026-07-01T06:00:00Z'));
  });

  it('has no window at a venue without release times', () => {
    expect(releaseWindowAt(at('2026-07-01T06:00:00Z'), [], 'Europe/London', settings)).toBe(null);
  });
});
