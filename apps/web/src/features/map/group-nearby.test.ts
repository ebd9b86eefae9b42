import { describe, expect, it } from 'vitest';
import { groupNearby } from './group-nearby';

const at = (x: number, y: number) => ({ x, y });

describe('groupNearby', () => {
  it('groups pins that would overlap and keeps apart those that would not', () => {
    const points = { a: at(0, 0), b: at(10, 40), c: at(31, 0), d: at(0, 47), e: at(200, 200) };
    const groups = groupNearby(
      Object.keys(points) as (keyof typeof points)[],
      (key) => points[key],
    );
    expect(groups).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
  });

  it('keeps the items in their order within a group', () => {
    expect(groupNearby([3, 1, 2], () => at(5, 5))).toEqual([[3, 1, 2]]);
  });
});
