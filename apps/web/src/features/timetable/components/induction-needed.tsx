import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import type { RowRestrictions } from './restriction-note';
import { rowReasons } from '../unbookable-reasons';

/** The row reason the API gives a customer who has not had the induction a session needs. */
export const INDUCTION_NEEDED = rowReasons.induction;

/**
 * "Induction needed — book one", with "book one" leading to the induction's own timetable; any
 * other reason as it is.
 */
export function RestrictionReason({
  reason,
  restrictions,
}: {
  reason: string;
  restrictions: RowRestrictions | undefined;
}) {
  const induction = restrictions?.preInduction;
  if (reason !== INDUCTION_NEEDED || !induction) {
    return <p className="lido-action__reason">{reason}</p>;
  }
  return (
    <p className="lido-action__reason">
      Induction needed —{' '}
      {/* The name starts with the words shown, so speech users can say what they see. */}
      <Link
        to={paths.activity.build(induction.venueSlug, induction.categorySlug)}
        aria-label={`book one: ${induction.name}`}
      >
        book one
      </Link>
    </p>
  );
}
