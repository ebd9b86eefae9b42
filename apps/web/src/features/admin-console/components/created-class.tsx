import type { Ref } from 'react';
import { Button } from '../../../shared/components/button';
import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import type { ImportKey } from '../api/get-import-keys';
import { useGetImportKeysQuery } from '../api/get-import-keys';

/** The class just added: its id in imports and where to see it. */
export interface Created {
  operatorId: string;
  name: string;
  venue: ImportKey;
}

export function CreatedClass({
  created,
  headingRef,
  onAnother,
}: {
  created: Created;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const keys = useGetImportKeysQuery('activities', { refetchOnMountOrArgChange: true });
  const activity = keys.data?.find((key) => key.operatorId === created.operatorId);
  return (
    <div className="lido-console__created" data-testid="created">
      <h2 ref={headingRef} tabIndex={-1}>
        {created.name} has been added at {created.venue.name}
      </h2>
      <p>
        The class, its price and its weekly sessions share the id <code>{created.operatorId}</code>{' '}
        in imports.
      </p>
      <ul>
        {activity?.slug && created.venue.slug ? (
          <li>
            <Link to={paths.activity.build(created.venue.slug, activity.slug)}>
              See {created.name} on the booking site
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.adminSessions.build()}>See the sessions of a day</Link>
        </li>
      </ul>
      <Button variant="secondary" onClick={onAnother}>
        Add another class
      </Button>
    </div>
  );
}
