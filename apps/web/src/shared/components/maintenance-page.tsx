import { FullPageMessage } from './full-page-message';

export const maintenanceCopy =
  'Service disruption – Unable to access the site due to planned maintenance.';

/** Shown for every route while the operator has maintenance switched on (theme answers 503). */
export function MaintenancePage() {
  return <FullPageMessage title={maintenanceCopy} />;
}
