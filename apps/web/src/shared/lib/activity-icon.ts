import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  Baby,
  Bike,
  Dumbbell,
  Footprints,
  HeartPulse,
  LandPlot,
  MountainSnow,
  PersonStanding,
  Target,
  Trophy,
  Volleyball,
  Waves,
} from 'lucide-react';

/**
 * An activity the operator gave no image shows an icon instead, chosen from the words of its
 * name and slug: the first rule whose word appears wins, so the more particular words come
 * first ("Aqua Spin" is a pool class, "Junior Swim" a junior one).
 */
const rules: readonly (readonly [RegExp, LucideIcon])[] = [
  [/\b(junior|kids?|children|toddler|baby|babies|family)\b/, Baby],
  [/\b(swim\w*|pool|aqua\w*|lane|lido|diving|water)\b/, Waves],
  [/\b(yoga|pilates|stretch\w*|barre|tai chi|meditation|mindful\w*)\b/, PersonStanding],
  [/\b(spin\w*|cycl\w*|bike)\b/, Bike],
  [/\b(gym|weights?|strength|conditioning|kettlebells?|pump|induction)\b/, Dumbbell],
  [/\b(climb\w*|boulder\w*|wall)\b/, MountainSnow],
  [
    /\b(badminton|tennis|squash|volleyball|netball|basketball|table tennis|padel|pickleball)\b/,
    Volleyball,
  ],
  [/\b(football|futsal|hockey|cricket|rugby|pitch\w*|5-a-side)\b/, LandPlot],
  [/\b(archery|darts|shooting)\b/, Target],
  [/\b(run\w*|walk\w*|athletics|track)\b/, Footprints],
  [/\b(hiit|circuits?|aerobics|zumba|dance|fitness|cardio|bootcamp|boxing|classes)\b/, HeartPulse],
  [/\b(sports?|hall|courts?|games)\b/, Trophy],
];

/** The icon for an activity without an image of its own. */
export function activityIcon(activity: { name: string; slug: string }): LucideIcon {
  const words = `${activity.name} ${activity.slug.replaceAll('-', ' ')}`.toLowerCase();
  return rules.find(([pattern]) => pattern.test(words))?.[1] ?? Activity;
}
