import type { CategoryDetail, CategorySummary, ViewableDate } from '@lido/contract';
import type { Camelized } from './case-keys';

/** An activity (category) with its children and locations, as the web reads it. */
export type Activity = Camelized<CategoryDetail>;
/** A root or child category as the venue's list sends it. */
export type ActivitySummary = Camelized<CategorySummary>;
/** A date inside the visitor's viewing window. */
export type ActivityDate = Camelized<ViewableDate>;

/** The three kinds of occurrence (ARCHITECTURE.md section 8) and the timetable each one uses. */
export type ActivityKind = 'classes' | 'resources' | 'ticketed';

const kindByV1Type = {
  class_templates: 'classes',
  ad_hoc_templates: 'resources',
  fast_ticket_templates: 'ticketed',
} as const satisfies Record<NonNullable<Activity['v1Type']>, ActivityKind>;

/** What an activity's timetable lists; null for a grouping category with nothing to book. */
export function activityKind(activity: Pick<Activity, 'v1Type' | 'v2Type'>): ActivityKind | null {
  if (activity.v2Type) return activity.v2Type;
  return activity.v1Type ? kindByV1Type[activity.v1Type] : null;
}
