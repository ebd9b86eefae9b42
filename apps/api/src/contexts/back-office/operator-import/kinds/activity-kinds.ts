import type { V1Type, V2Type } from '../../../venue-setup/catalogue';

export const activityKinds = ['group', 'class', 'court', 'ticketed'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** How the catalogue stores each kind: the live system's template type and its session kind. */
export const storedTypes: Record<ActivityKind, { v1Type: V1Type | null; v2Type: V2Type | null }> = {
  group: { v1Type: null, v2Type: null },
  class: { v1Type: 'class_templates', v2Type: 'classes' },
  court: { v1Type: 'ad_hoc_templates', v2Type: 'resources' },
  ticketed: { v1Type: 'fast_ticket_templates', v2Type: 'ticketed' },
};

/** The kind of an activity as the catalogue stores it (a null session kind is a group). */
export function kindOfStored(v2Type: string | null): ActivityKind {
  const found = activityKinds.find((kind) => storedTypes[kind].v2Type === v2Type);
  return found ?? 'group';
}
