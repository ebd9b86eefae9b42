import type { Restrictions } from '@lido/contract';
import type { Camelized } from '../../../shared/lib/case-keys';

export type RowRestrictions = Camelized<Restrictions>;

/**
 * Who a session is for, shown on its row before anyone tries to book it ("Ages 8 to 15",
 * "Members only", "Gym Induction needed first").
 */
export function RestrictionNote({ restrictions }: { restrictions: RowRestrictions | undefined }) {
  if (!restrictions) return null;
  const parts = [
    restrictions.criteria?.description,
    restrictions.preInduction ? `${restrictions.preInduction.name} needed first` : undefined,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return (
    <p className="lido-session__restrictions" data-testid="restrictions">
      {parts.join(' · ')}
    </p>
  );
}
