export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * How close two pins' feet may be, in pixels, before the pins overlap: a pin is 25 × 41 px and
 * stands on its foot, and each needs 24 px to itself to be a touch target (WCAG 2.5.8).
 */
export const pinReach: ScreenPoint = { x: 30, y: 46 };

/**
 * Items whose points are within `reach` of a group's first item join that group, in order;
 * the map draws a group of several as one marker that zooms in on them.
 */
export function groupNearby<T>(
  items: readonly T[],
  place: (item: T) => ScreenPoint,
  reach: ScreenPoint = pinReach,
): T[][] {
  const groups: { anchor: ScreenPoint; members: T[] }[] = [];
  for (const item of items) {
    const point = place(item);
    const group = groups.find(
      ({ anchor }) =>
        Math.abs(anchor.x - point.x) < reach.x && Math.abs(anchor.y - point.y) < reach.y,
    );
    if (group) group.members.push(item);
    else groups.push({ anchor: point, members: [item] });
  }
  return groups.map((group) => group.members);
}
