// Who may book the demo's restricted activities (imported with the rest from demo-import/):
// junior swimming lessons are for ages 8 to 15 with a parent's consent, gym sessions for 16 and
// over after the gym induction, and the climbing wall for 14 and over with a signed
// acknowledgement of risk.
import type { RestrictionKind } from '../contexts/timetable/restrictions';
import {
  CLIMBING_SLUG,
  CLIMBING_WAIVER_ID,
  JUNIOR_SWIM_SLUG,
  JUNIOR_SWIM_WAIVER_ID,
} from './demo-consent';
import type { DemoActivityIds } from './demo-imported';

export interface RestrictionRow {
  id: number;
  categoryId: string;
  kind: RestrictionKind;
  minAge: number | null;
  maxAge: number | null;
  inductionCategoryId: string | null;
  waiverId: number | null;
}

type Rule = Omit<RestrictionRow, 'id' | 'categoryId'>;

const noRule = { minAge: null, maxAge: null, inductionCategoryId: null, waiverId: null };

/**
 * Each venue's restrictions, venue by venue (the junior lessons' and the gym's), then the
 * climbing walls': the order their ids have always had.
 */
export function demoRestrictions(
  venues: ReadonlyArray<{ slug: string }>,
  activityIds: DemoActivityIds,
): RestrictionRow[] {
  const rules: Array<{ categoryId: string } & Rule> = [];
  const add = (venueSlug: string, activitySlug: string, ...venueRules: Rule[]) => {
    const categoryId = activityIds.get(`${venueSlug}/${activitySlug}`);
    if (categoryId) rules.push(...venueRules.map((rule) => ({ ...rule, categoryId })));
  };
  for (const { slug } of venues) {
    add(
      slug,
      JUNIOR_SWIM_SLUG,
      { ...noRule, kind: 'age', minAge: 8, maxAge: 15 },
      { ...noRule, kind: 'waiver', waiverId: JUNIOR_SWIM_WAIVER_ID },
    );
    const induction = activityIds.get(`${slug}/gym-induction`) ?? null;
    add(
      slug,
      'gym-session',
      { ...noRule, kind: 'induction', inductionCategoryId: induction },
      // The induction is where 16 and 17 year olds start too.
      { ...noRule, kind: 'age', minAge: 16 },
    );
  }
  for (const { slug } of venues) {
    add(
      slug,
      CLIMBING_SLUG,
      { ...noRule, kind: 'age', minAge: 14 },
      { ...noRule, kind: 'waiver', waiverId: CLIMBING_WAIVER_ID },
    );
  }
  return rules.map((rule, index) => ({ ...rule, id: index + 1 }));
}
