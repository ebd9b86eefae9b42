import { activityImageSources } from '@lido/contract';
import { activityIcon } from '../lib/activity-icon';
import './activity-visual.css';

interface ActivityVisualProps {
  activity: { name: string; slug: string; image?: string | null };
  /** How wide the picture shows, for the browser to choose a rendition (`sizes`). */
  sizes?: string;
}

/**
 * The picture at the head of an activity's card: the operator's image (Lido serves it in three
 * widths) or, for an activity without one, its icon on a tint of the theme's colour. Decorative:
 * the card names the activity in words beside it.
 */
export function ActivityVisual({
  activity,
  sizes = '(min-width: 1024px) 400px, 100vw',
}: ActivityVisualProps) {
  const sources = activityImageSources(activity.image ?? null);
  if (sources) {
    return (
      <img
        className="lido-activity-visual"
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={427}
      />
    );
  }
  const Icon = activityIcon(activity);
  return (
    <span className="lido-activity-visual lido-activity-visual--icon" aria-hidden="true">
      <Icon size={40} strokeWidth={1.75} />
    </span>
  );
}
