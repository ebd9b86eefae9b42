import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../platform/clock';
import { createRefreshingSetting } from './refreshing-setting';

const REFRESH_MS = 60_000;

/** A setting whose reads the test answers one at a time, and a log that keeps its warnings. */
function setting() {
  const clock = fixedClock(new Date('2026-05-01T09:00:00Z'));
  const warnings: string[] = [];
  const log = { warn: (_fields: unknown, message: string) => warnings.push(message) };
  const answers: Array<(answer: { value: string; ignored: string[] } | Error) => void> = [];
  const load = vi.fn(
    () =>
      new Promise<{ value: string; ignored: string[] }>((resolve, reject) => {
        answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
      }),
  );
  const cached = createRefreshingSetting({
    load,
    clock,
    log: log as unknown as FastifyBaseLogger,
    refreshMs: REFRESH_MS,
    what: 'frame ancestors',
  });
  /** Answers the read in flight and lets the cache take it in. */
  const answer = async (value: { value: string; ignored: string[] } | Error) => {
    answers.shift()?.(value);
    await cached.refresh();
  };
  return { cached, clock, warnings, load, answer };
}

describe('a setting read again at most once per interval', () => {
  it('makes only the first read wait, and reads once however many ask at once', async () => {
    const { cached, load, answer } = setting();
    const first = cached.current();
    const second = cached.current();
    expect(load).toHaveBeenCalledTimes(1);
    await answer({ value: 'a', ignored: [] });
    expect(await first).toBe('a');
    expect(await second).toBe('a');
  });

  it('keeps serving the value until the interval has passed, then refreshes in the background', async () => {
    const { cached, clock, load, answer } = setting();
    const first = cached.current();
    await answer({ value: 'a', ignored: [] });
    await first;

    clock.advance(REFRESH_MS - 1);
    expect(await cached.current()).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);

    clock.advance(1);
    // The read has started; the old value answers without waiting for it.
    expect(await cached.current()).toBe('a');
    expect(load).toHaveBeenCalledTimes(2);
    await answer({ value: 'b', ignored: [] });
    expect(await cached.current()).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the value there was when a read fails, says so, and tries again after the interval', async () => {
    const { cached, clock, load, warnings, answer } = setting();
    const first = cached.current();
    await answer({ value: 'a', ignored: [] });
    await first;

    clock.advance(REFRESH_MS);
    void cached.current();
    await answer(new Error('connection lost'));
    expect(warnings).toEqual(['could not read the frame ancestors']);
    expect(await cached.current()).toBe('a');
    expect(load).toHaveBeenCalledTimes(2);

    clock.advance(REFRESH_MS);
    void cached.current();
    expect(load).toHaveBeenCalledTimes(3);
    await answer({ value: 'c', ignored: [] });
    expect(await cached.current()).toBe('c');
  });

  it('answers nothing while no read has ever succeeded', async () => {
    const { cached, answer } = setting();
    const first = cached.current();
    await answer(new Error('connection lost'));
    expect(await first).toBeUndefined();
  });

  it('logs each different set of ignored entries once, not at every refresh', async () => {
    const { cached, clock, warnings, answer } = setting();
    const read = async (ignored: string[]) => {
      clock.advance(REFRESH_MS);
      const current = cached.current();
      await answer({ value: 'a', ignored });
      await current;
    };
    await read(['*']);
    await read(['*']);
    await read(['*', 'ftp://x']);
    await read([]);
    await read(['*']);
    expect(warnings).toEqual([
      'frame ancestors that are not valid are ignored',
      'frame ancestors that are not valid are ignored',
      'frame ancestors that are not valid are ignored',
    ]);
  });
});
