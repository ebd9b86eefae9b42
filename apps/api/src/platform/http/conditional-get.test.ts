import { describe, expect, it } from 'vitest';
import { entityTag, matchesIfNoneMatch } from './conditional-get';

describe('entity tags', () => {
  it('are the same for the same bytes and differ for different ones', () => {
    expect(entityTag('{"data":[]}')).toBe(entityTag('{"data":[]}'));
    expect(entityTag('{"data":[]}')).not.toBe(entityTag('{"data":[1]}'));
    expect(entityTag('x')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('match If-None-Match lists, weak tags and the wildcard', () => {
    const tag = entityTag('body');
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"a", W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"a"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
