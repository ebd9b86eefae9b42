import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetVenuesQuery } from '../../../shared/api/get-venues';
import { useGetStaffQuery } from '../api/get-staff';
import { AddStaffForm } from './add-staff-form';
import { staffHeading } from './staff-copy';
import { StaffTable } from './staff-table';
import './staff-page.css';

/**
 * `/admin/staff`: the operator's staff accounts and their roles; a manager adds a member of staff
 * (who is emailed an invitation to choose a password) or changes a member's role or venue.
 */
export function StaffPage() {
  // Read afresh each time the page opens: another manager may have changed someone since.
  const staff = useGetStaffQuery(undefined, { refetchOnMountOrArgChange: true });
  const venues = useGetVenuesQuery();
  usePageTitle([staffHeading]);
  const venueChoices = (venues.data ?? []).map(({ slug, name }) => ({ slug, name }));

  return (
    <section className="lido-screen lido-console lido-staff">
      <h1>{staffHeading}</h1>
      <h2 id="staff-list-heading">Staff accounts</h2>
      {staff.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(staff.error)}
        </p>
      ) : !staff.data ? (
        <LoadingIndicator />
      ) : staff.data.length === 0 ? (
        <p>No staff yet.</p>
      ) : (
        <StaffTable staff={staff.data} venues={venueChoices} />
      )}
      <AddStaffForm venues={venueChoices} />
    </section>
  );
}
