import { Button } from '../../../shared/components/button';
import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { selectClock } from '../timetable.slice';
import type { UnbookableGroup } from '../unbookable-reasons';
import { groupSentence } from '../unbookable-reasons';

const article = (name: string) => (/^[aeiou]/i.test(name) ? 'an' : 'a');

/**
 * Why sessions the "Available only" filter hides cannot be booked, one line per reason ("4
 * sessions need the Gym Induction first. Book a Gym Induction"), and a way to see them.
 */
export function UnbookableSummary({
  intro,
  groups,
  onShowAll,
}: {
  intro: string;
  groups: readonly UnbookableGroup[];
  onShowAll: () => void;
}) {
  const clock = useAppSelector(selectClock);
  return (
    <div className="lido-unbookable" data-testid="unbookable-summary">
      <p>{intro}</p>
      <ul className="lido-unbookable__reasons">
        {groups.map((group) => (
          <li key={`${group.kind}:${group.induction?.name ?? group.reason}`}>
            {groupSentence(group, clock)}.
            {group.kind === 'induction' && group.induction ? (
              <>
                {' '}
                <Link
                  to={paths.activity.build(group.induction.venueSlug, group.induction.categorySlug)}
                >
                  Book {article(group.induction.name)} {group.induction.name}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onShowAll}>
        Show all
      </Button>
    </div>
  );
}
