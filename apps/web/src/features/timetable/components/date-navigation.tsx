import { Link } from '../../../shared/components/link';
import type { ActivityDate } from '../../../shared/lib/activity';

interface DateNavigationProps {
  dates: readonly ActivityDate[];
  current: string;
  /** The timetable address of a date. */
  linkTo: (date: string) => string;
}

/** The dates of the viewing window, with previous and next. */
export function DateNavigation({ dates, current, linkTo }: DateNavigationProps) {
  const index = dates.findIndex((date) => date.raw === current);
  const previous = index > 0 ? dates[index - 1] : undefined;
  const next = index >= 0 ? dates[index + 1] : undefined;

  return (
    <nav className="lido-dates" aria-label="Dates">
      <div className="lido-dates__step">
        {previous ? (
          <Link to={linkTo(previous.raw)} aria-label={`Previous day, ${previous.fullDatePretty}`}>
            ‹ Previous
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
        {next ? (
          <Link to={linkTo(next.raw)} aria-label={`Next day, ${next.fullDatePretty}`}>
            Next ›
          </Link>
        ) : null}
      </div>
      <ul className="lido-dates__list">
        {dates.map((date) => (
          <li key={date.raw}>
            <Link
              to={linkTo(date.raw)}
              className="lido-dates__date"
              aria-current={date.raw === current ? 'date' : undefined}
              aria-label={date.fullDatePretty}
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
