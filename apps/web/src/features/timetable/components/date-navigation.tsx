import { Link } from '../../../shared/components/link';
import type { ActivityDate } from '../../../shared/lib/activity';
import type { SessionCounts } from '../session-dates';

interface DateNavigationProps {
  dates: readonly ActivityDate[];
  current: string;
  /** The timetable address of a date. */
  linkTo: (date: string) => string;
  /** How many sessions each date has, once known: the dates with none are shown as such. */
  sessionCounts?: SessionCounts | undefined;
}

/**
 * The dates of the viewing window, with previous and next. A date without sessions stays a link
 * (the day still opens, and says what is next), greyed and named "…, no sessions".
 */
export function DateNavigation({ dates, current, linkTo, sessionCounts }: DateNavigationProps) {
  const index = dates.findIndex((date) => date.raw === current);
  const previous = index > 0 ? dates[index - 1] : undefined;
  const next = index >= 0 ? dates[index + 1] : undefined;
  const isEmpty = (date: ActivityDate) => sessionCounts?.get(date.raw) === 0;
  const nameOf = (date: ActivityDate) =>
    isEmpty(date) ? `${date.fullDatePretty}, no sessions` : date.fullDatePretty;

  return (
    <nav className="lido-dates" aria-label="Dates">
      <div className="lido-dates__step">
        {previous ? (
          <Link to={linkTo(previous.raw)} aria-label={`Previous day, ${nameOf(previous)}`}>
            ‹ Previous
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
        {next ? (
          <Link to={linkTo(next.raw)} aria-label={`Next day, ${nameOf(next)}`}>
            Next ›
          </Link>
        ) : null}
      </div>
      <ul className="lido-dates__list">
        {dates.map((date) => (
          <li key={date.raw}>
            <Link
              to={linkTo(date.raw)}
              className={`lido-dates__date${isEmpty(date) ? ' lido-dates__date--empty' : ''}`}
              aria-current={date.raw === current ? 'date' : undefined}
              aria-label={nameOf(date)}
            >
              <span>{date.today ? 'Today' : date.dayPretty.slice(0, 3)}</span>
              <strong>{date.datePretty}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
