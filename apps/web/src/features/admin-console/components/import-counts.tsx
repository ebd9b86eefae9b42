import type { ImportKindCounts } from '../api/import-operator-data';

const kindLabels: Record<string, string> = {
  operator: 'Operator',
  venues: 'Venues',
  locations: 'Locations',
  activities: 'Activities',
  prices: 'Prices',
  booking_windows: 'Booking windows',
  cancellation_policies: 'Cancellation policies',
  schedules: 'Weekly sessions',
  closures: 'Closures',
  membership_plans: 'Membership plans',
  staff: 'Staff',
  customers: 'Customers',
};

/** What an import made, changed and left alone, by kind. */
export function ImportCounts({
  kinds,
  isDryRun,
}: {
  kinds: readonly ImportKindCounts[];
  isDryRun: boolean;
}) {
  return (
    <table className="lido-console__table" data-testid="import-counts">
      <caption>{isDryRun ? 'What importing would do' : 'What the import did'}</caption>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Files</th>
          <th scope="col">{isDryRun ? 'To create' : 'Created'}</th>
          <th scope="col">{isDryRun ? 'To update' : 'Updated'}</th>
          <th scope="col">Unchanged</th>
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind.kind} data-testid="import-count-row">
            <th scope="row">{kindLabels[kind.kind] ?? kind.kind}</th>
            <td>{kind.files.join(', ')}</td>
            <td>{kind.created}</td>
            <td>{kind.updated}</td>
            <td>{kind.unchanged}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
