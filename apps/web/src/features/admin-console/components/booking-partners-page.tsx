import { useState } from 'react';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetBookingPartnersQuery } from '../api/get-booking-partners';
import { AddBookingPartnerForm } from './add-booking-partner-form';
import { bookingPartnersHeading, bookingPartnersIntroduction } from './booking-partners-copy';
import { BookingPartnersTable } from './booking-partners-table';
import './booking-partners-page.css';

/**
 * `/admin/booking-partners`: the activity apps that book the operator's sessions through the
 * OpenActive Open Booking API. A manager adds one (its API key is shown once, then never again)
 * or revokes one, which stops its key at once.
 */
export function BookingPartnersPage() {
  // Read afresh each time the page opens: another manager may have added or revoked one since.
  const partners = useGetBookingPartnersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [status, setStatus] = useState('');
  usePageTitle([bookingPartnersHeading]);

  return (
    <section className="lido-screen lido-console lido-partners">
      <h1>{bookingPartnersHeading}</h1>
      <p className="lido-introduction">{bookingPartnersIntroduction}</p>
      <h2 id="partners-list-heading">Partners</h2>
      {partners.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(partners.error)}
        </p>
      ) : !partners.data ? (
        <LoadingIndicator />
      ) : partners.data.length === 0 ? (
        <p>No booking partners yet.</p>
      ) : (
        <BookingPartnersTable partners={partners.data} onRevoked={setStatus} />
      )}
      <p role="status" className="lido-console__done">
        {status}
      </p>
      <AddBookingPartnerForm onAdd={() => setStatus('')} />
    </section>
  );
}
