import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantObject, localDate, zonedInstant } from './venue-clock';

const LONDON = 'Europe/London';
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the venue's clock, whatever the server's", () => {
  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])(
    'gives the same London times on a server in %s, the repeated autumn hour included',
    (zone) => {
      // Node re-reads TZ when it changes: the server's own zone, as a deployment would set it.
      vi.stubEnv('TZ', zone);
      expect(zonedInstant('2026-10-25', '01:30', LONDON).toISOString()).toBe(
        '2026-10-25T00:30:00.000Z',
      );
      expect(zonedInstant('2026-03-29', '01:30', LONDON).toISOString()).toBe(
        '2026-03-29T01:30:00.000Z',
      );
      expect(localDate(new Date('2026-07-01T23:00:00Z'), LONDON)).toBe('2026-07-02');
      expect(instantObject(new Date('2026-10-25T01:30:00Z'), LONDON).local).toBe(
        '2026-10-25T01:30:00+00:00',
      );
    },
  );

  it('refuses a time zone it does not know rather than answering a wrong time', () => {
    expect(() => localDate(new Date('2026-10-20T09:00:00Z'), 'Europe/Atlantis')).toThrow(
      RangeError,
    );
  });
});
