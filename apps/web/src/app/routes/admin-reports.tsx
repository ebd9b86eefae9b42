import { ReportsPage } from '../../features/reports/components/reports-page';
import '../../features/reports/reports.css';

/** `/admin/reports?from=&to=&venue=&group=`: utilisation, takings and memberships (managers). */
export function Component() {
  return <ReportsPage />;
}
