import { ButtonLink } from '../../../shared/components/button';
import { dayAndDateLabel } from '../session-dates';

/** What the next-session link asks of the page it opens: move focus to the date shown. */
export interface FocusDateState {
  focusDate: true;
}

const focusDateState: FocusDateState = { focusDate: true };

/**
 * Beneath an empty day: the next day with a session, as a link that opens it (focus then goes
 * to the date shown, not back to the top of the page), or that none of the dates shown has one.
 */
export function NextSession({ date, to }: { date: string | null; to: (date: string) => string }) {
  if (date === null) {
    return <p>There are no more sessions in the dates shown.</p>;
  }
  return (
    <p>
      <ButtonLink
        variant="secondary"
        className="lido-next-session"
        to={to(date)}
        state={focusDateState}
      >
        Next session: {dayAndDateLabel(date)}
      </ButtonLink>
    </p>
  );
}
