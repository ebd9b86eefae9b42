import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button } from '../../../shared/components/button';
import { AccountQueryResult } from '../../../shared/components/account-query-result';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { placeInLine } from '../../../shared/lib/ordinal';
import { useGetMyWaitlistsQuery } from '../../../shared/api/waitlist-api';
import type { WaitlistEntry } from '../../../shared/api/waitlist-api';
import { useWaitlistActions } from '../../../shared/hooks/use-waitlist-actions';

export const noWaitlistsCopy = 'You are not on any waitlists.';

/** Where the entry stands: its place in line, or the place held for them in their basket. */
function standing(entry: WaitlistEntry): string {
  if (entry.status === 'offered' && entry.offerExpiresAt) {
    const until = new Date(entry.offerExpiresAt).toLocaleTimeString('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    });
    return `A place is held for you in your basket until ${until}`;
  }
  return entry.position === null ? '' : placeInLine(entry.position);
}

function WaitlistCard({ entry }: { entry: WaitlistEntry }) {
  const { leave, isBusy } = useWaitlistActions();
  const { occurrence } = entry;
  const when = `${formatCalendarDate(occurrence.date)} at ${occurrence.startsAt.format24Hour}`;
  return (
    <li className="lido-account__card" data-testid="waitlist-entry">
      <h3>{occurrence.name}</h3>
      <p className="lido-account__figure" data-testid="waitlist-position">
        {standing(entry)}
      </p>
      <dl className="lido-account__facts">
        <dt>When</dt>
        <dd>{when}</dd>
        <dt>Where</dt>
        <dd>
          {occurrence.locationName}, {occurrence.venueName}
        </dd>
        {entry.partySize > 1 ? (
          <>
            <dt>Places</dt>
            <dd>{entry.partySize}, offered together</dd>
          </>
        ) : null}
      </dl>
      <Button
        variant="secondary"
        aria-label={`Leave waitlist for ${occurrence.name} on ${when}`}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={() => void leave(entry.id)}
      >
        Leave waitlist
      </Button>
    </li>
  );
}

/** `/my-account/waitlists`: the sessions the customer is waiting for, and their place in line. */
export function MyWaitlists() {
  const args = useAccountQueryArgs();
  const query = useGetMyWaitlistsQuery(args ?? skipToken);
  return (
    <section aria-labelledby="waitlists-title">
      <h2 id="waitlists-title">Waitlists</h2>
      <AccountQueryResult query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <p>{noWaitlistsCopy}</p>
          ) : (
            <ul className="lido-account__cards">
              {entries.map((entry) => (
                <WaitlistCard key={entry.id} entry={entry} />
              ))}
            </ul>
          )
        }
      </AccountQueryResult>
    </section>
  );
}
