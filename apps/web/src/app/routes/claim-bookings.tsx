import { useSearchParams } from 'react-router';
import { claimBookingsHeading } from '../../features/auth/claim-bookings-heading';
import { ClaimBookingsForm } from '../../features/auth/components/claim-bookings-form';

/**
 * `/claim-bookings?claim_token=…`: the link in a guest's confirmation email, to keep the bookings
 * in an account (issue 43). Not `token`, which every page reads as a sign-in handed over by
 * another site.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('claim_token');
  return (
    <section className="lido-screen">
      <h1>{claimBookingsHeading}</h1>
      {token ? (
        <ClaimBookingsForm token={token} />
      ) : (
        <p>This link is incomplete: open it again from your booking confirmation email.</p>
      )}
    </section>
  );
}
