import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './load-chunk';

// Chromium's, Safari's and Firefox's words for a dynamic import whose file did not arrive.
const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/basket-1a2b.js');

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a chunk that did not arrive again a second later', async () => {
    const load = vi.fn().mockRejectedValueOnce(fetchFailed()).mockResolvedValueOnce('basket');
    const loading = loadChunk(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe('basket');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after three tries with a ChunkLoadError', async () => {
    const load = vi.fn().mockRejectedValue(fetchFailed());
    const loading = loadChunk(load);
    const settled = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(4_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fails a chunk still loading after 120 seconds', async () => {
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const settled = expect(loading).rejects.toThrow('A part of the page took too long to load.');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes on at once an error of a chunk that arrived and threw', async () => {
    const broken = new ReferenceError('formatMoney is not defined');
    const load = vi.fn().mockRejectedValue(broken);
    await expect(loadChunk(load)).rejects.toBe(broken);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://x/a.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['Firefox', 'error loading dynamically imported module: https://x/a.js', true],
    ['a stylesheet', 'Unable to preload CSS for /assets/basket.css', true],
    ['a crash', 'Cannot read properties of undefined', false],
  ])('%s: %s → %s', (_browser, message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});
