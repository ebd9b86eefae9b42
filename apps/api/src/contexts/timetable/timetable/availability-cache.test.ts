import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../platform/clock';
import { SerializedResponse } from '../../../platform/http/register-routes';
import { fakeChanges } from '../../../test-support/notifications';
import {
  createAvailabilityCache,
  createCoalescer,
  type AvailabilityCacheOptions,
  type BuiltDay,
} from './availability-cache';

const NOW = new Date('2026-10-20T09:00:00Z');
const REF = { venueId: 1, categoryId: 'badminton', date: '2026-10-22' };

/** A database stand-in: a version that tests bump as a write would. */
function fakeDay(clock: ReturnType<typeof fixedClock>) {
  const state = {
    version: 'v1',
    builds: 0,
    versionReads: 0,
    stableUntil: new Date(NOW.getTime() + 60_000),
  };
  const build = (): Promise<BuiltDay> => {
    state.builds += 1;
    return Promise.resolve({
      value: new SerializedResponse('/route', JSON.stringify({ data: [state.version] })),
      freshness: {
        ref: REF,
        version: state.version,
        builtAt: clock.now(),
        stableUntil: state.stableUntil,
      },
    });
  };
  const readVersion: AvailabilityCacheOptions['readVersion'] = () => {
    state.versionReads += 1;
    return Promise.resolve(state.version);
  };
  return { state, build, readVersion };
}

function setUp(options: Partial<AvailabilityCacheOptions> = {}) {
  const clock = fixedClock(NOW);
  const day = fakeDay(clock);
  const cache = createAvailabilityCache({ clock, readVersion: day.readVersion, ...options });
  const read = async (key = 'day') => (await cache.read(key, day.build)).json;
  return { clock, day, cache, read };
}

/** A cache whose listener is connected; a write is `write()`: a new version, notified or not. */
function setUpListening(options: Partial<AvailabilityCacheOptions> = {}) {
  const changes = fakeChanges();
  const set = setUp({ changes, ...options });
  changes.connect();
  let writes = 0;
  const write = (notified?: string) => {
    writes += 1;
    set.day.state.version = `v${writes + 1}`;
    if (notified) changes.notify(notified);
  };
  return { ...set, changes, write };
}

const DAY = `d:${REF.venueId}:${REF.categoryId}:${REF.date}`;

describe('the availability cache', () => {
  it('serves the cached body while its version is unchanged, checking the version each time', async () => {
    const { day, read } = setUp();
    expect(await read()).toBe('{"data":["v1"]}');
    expect(await read()).toBe('{"data":["v1"]}');
    expect(await read()).toBe('{"data":["v1"]}');
    expect(day.state.builds).toBe(1);
    expect(day.state.versionReads).toBe(2);
  });

  it('rebuilds on the very next read after a write changes the version', async () => {
    const { day, read } = setUp();
    await read();
    day.state.version = 'v2';
    expect(await read()).toBe('{"data":["v2"]}');
    expect(day.state.builds).toBe(2);
  });

  it('rebuilds once the clock passes the moment the rows stop being stable', async () => {
    const { clock, day, read } = setUp({ ttlMs: 3_600_000 });
    day.state.stableUntil = new Date(NOW.getTime() + 10_000);
    await read();
    clock.advance(10_000);
    await read();
    expect(day.state.builds).toBe(1);
    clock.advance(1);
    await read();
    expect(day.state.builds).toBe(2);
  });

  it('rebuilds an entry older than its time-to-live even when the version is unchanged', async () => {
    const { clock, day, read } = setUp({ ttlMs: 1_000 });
    await read();
    clock.advance(999);
    await read();
    expect(day.state.builds).toBe(1);
    clock.advance(1);
    await read();
    expect(day.state.builds).toBe(2);
  });

  it('keeps memory bounded, dropping the least recently used entry first', async () => {
    const { cache, day, read } = setUp({ maxEntries: 2 });
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(cache.size).toBe(2);
    const builds = day.state.builds;
    await read('a');
    expect(day.state.builds).toBe(builds);
    await read('b');
    expect(day.state.builds).toBe(builds + 1);
  });

  it('keeps memory bounded by bytes too', async () => {
    const { cache, read } = setUp({ maxBytes: 40 });
    await read('a');
    await read('b');
    await read('c');
    expect(cache.bytes).toBeLessThanOrEqual(40);
    expect(cache.size).toBe(2);
  });

  it('does not cache a failed build', async () => {
    const clock = fixedClock(NOW);
    const day = fakeDay(clock);
    const cache = createAvailabilityCache({ clock, readVersion: day.readVersion });
    await expect(cache.read('day', () => Promise.reject(new Error('no venue')))).rejects.toThrow(
      'no venue',
    );
    expect(cache.size).toBe(0);
    expect((await cache.read('day', day.build)).json).toBe('{"data":["v1"]}');
  });
});

describe('the availability cache while it hears the database’s notifications', () => {
  it('serves the cached body from memory, with no query, while nothing it was built from changed', async () => {
    const { day, read } = setUpListening();
    expect(await read()).toBe('{"data":["v1"]}');
    expect(await read()).toBe('{"data":["v1"]}');
    expect(await read()).toBe('{"data":["v1"]}');
    expect(day.state.builds).toBe(1);
    expect(day.state.versionReads).toBe(0);
  });

  it.each([
    ['its day', DAY],
    ['its activity', `c:${REF.categoryId}`],
    ['its venue', `v:${REF.venueId}`],
    ['everything', '*'],
    ['a payload it does not know', 'x:1'],
  ])('drops the day and rebuilds it on the next read when %s is notified', async (_, payload) => {
    const { cache, day, read, write } = setUpListening();
    await read();
    write(payload);
    expect(cache.size).toBe(0);
    expect(await read()).toBe('{"data":["v2"]}');
    expect(day.state.builds).toBe(2);
    expect(day.state.versionReads).toBe(0);
  });

  it('keeps serving the day from memory when other days, activities and venues change', async () => {
    const { cache, day, read, changes } = setUpListening();
    await read();
    changes.notify(`d:${REF.venueId}:${REF.categoryId}:2026-10-23`);
    changes.notify(`d:${REF.venueId}:squash:${REF.date}`);
    changes.notify('c:squash');
    changes.notify(`v:${REF.venueId + 1}`);
    expect(cache.size).toBe(1);
    expect(await read()).toBe('{"data":["v1"]}');
    expect(day.state.builds).toBe(1);
    expect(day.state.versionReads).toBe(0);
  });

  it('does not keep a day during whose build a change to it was heard, and answers with it all the same', async () => {
    const { cache, day, read, write } = setUpListening();
    // The change commits after the build's snapshot, and is heard before the build ends.
    const built = await cache.read('day', async () => {
      const answer = await day.build();
      write(DAY);
      return answer;
    });
    expect(built.json).toBe('{"data":["v1"]}');
    expect(cache.size).toBe(0);
    expect(await read()).toBe('{"data":["v2"]}');
    // Built after the change: kept.
    expect(await read()).toBe('{"data":["v2"]}');
    expect(day.state.builds).toBe(2);
  });

  it('checks the version on every read while not connected, as without a listener', async () => {
    const { day, read, changes, write } = setUpListening();
    changes.connected = false;
    await read();
    await read();
    expect(day.state.builds).toBe(1);
    expect(day.state.versionReads).toBe(1);
    // A write it was not told of (the connection is down) shows through the version.
    write();
    expect(await read()).toBe('{"data":["v2"]}');
    expect(day.state.builds).toBe(2);
  });

  it('forgets every day, even one being built, on connecting again, and then serves from memory', async () => {
    const { cache, day, read, changes, write } = setUpListening();
    await read('other');
    changes.connected = false;
    const built = await cache.read('day', async () => {
      const answer = await day.build();
      // Missed while the connection was down: only forgetting everything catches it.
      write();
      changes.connect();
      return answer;
    });
    expect(built.json).toBe('{"data":["v1"]}');
    expect(cache.size).toBe(0);
    expect(await read()).toBe('{"data":["v2"]}');
    expect(await read()).toBe('{"data":["v2"]}');
    expect(day.state.builds).toBe(3);
    expect(day.state.versionReads).toBe(0);
  });

  it('counts changes it no longer remembers as changes to everything built before them', async () => {
    const { day, read, changes } = setUpListening({ maxChanges: 2 });
    await read();
    changes.notify('c:squash');
    changes.notify('c:swimming');
    // A third change pushes out the first: the day, built before it, may have been that one.
    changes.notify('c:spin');
    await read();
    expect(day.state.builds).toBe(2);
    // Built after every change it forgot: served from memory.
    await read();
    expect(day.state.builds).toBe(2);
    expect(day.state.versionReads).toBe(0);
  });

  it('still rebuilds at the end of its time-to-live and when the rows stop being stable', async () => {
    const { clock, day, read } = setUpListening({ ttlMs: 1_000 });
    day.state.stableUntil = new Date(NOW.getTime() + 1_500);
    await read();
    clock.advance(999);
    await read();
    expect(day.state.builds).toBe(1);
    clock.advance(1);
    await read();
    expect(day.state.builds).toBe(2);
    clock.advance(501);
    await read();
    expect(day.state.builds).toBe(3);
  });
});

describe('the coalescer', () => {
  it('lets requests arriving together share one task', async () => {
    const coalescer = createCoalescer<number>();
    let runs = 0;
    const task = () => Promise.resolve(++runs);
    const answers = await Promise.all([1, 2, 3].map(() => coalescer.run('key', task)));
    expect(answers).toEqual([1, 1, 1]);
    expect(coalescer.pending).toBe(0);
  });

  it('never answers a request with a task that started before it arrived', async () => {
    const coalescer = createCoalescer<string>();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<string>((resolve) => {
        log.push('first started');
        release = () => resolve('first');
      });
    const first = coalescer.run('key', slow);
    await vi.waitFor(() => expect(log).toHaveLength(1));
    expect(log).toEqual(['first started']);
    // Arrives while the first task runs: it must wait for a task of its own.
    const second = coalescer.run('key', () => {
      log.push('second started');
      return Promise.resolve('second');
    });
    const third = coalescer.run('key', () => Promise.resolve('third'));
    release();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(await third).toBe('second');
    expect(log).toEqual(['first started', 'second started']);
  });

  it('runs tasks of different keys independently and passes failures to every waiter', async () => {
    const coalescer = createCoalescer<string>();
    const failing = () => Promise.reject(new Error('boom'));
    const results = await Promise.allSettled([
      coalescer.run('a', failing),
      coalescer.run('a', failing),
      coalescer.run('b', () => Promise.resolve('b')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});
