import { describe, expect, it } from 'vitest';
import { uuidV7 } from './uuid-v7';

const layout = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function millisOf(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

describe('uuidV7', () => {
  it('is a version 7, RFC variant UUID whose first 48 bits are the time in milliseconds', () => {
    const before = Date.now();
    const id = uuidV7();
    const after = Date.now();
    expect(id).toMatch(layout);
    expect(millisOf(id)).toBeGreaterThanOrEqual(before);
    expect(millisOf(id)).toBeLessThanOrEqual(after + 1);
    expect(millisOf(uuidV7(Date.UTC(2030, 0, 1)))).toBe(Date.UTC(2030, 0, 1));
  });

  it('gives ids that sort in the order they were made, even within one millisecond', () => {
    const millis = Date.UTC(2031, 5, 1);
    const ids = Array.from({ length: 5000 }, () => uuidV7(millis));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(layout);
    // A clock that steps back does not break the order either.
    const later = uuidV7(millis - 60_000);
    expect(later > ids[ids.length - 1]!).toBe(true);
  });
});
