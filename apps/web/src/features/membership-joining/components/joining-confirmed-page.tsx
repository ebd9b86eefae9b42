import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { formatCalendarDateWithDay } from '../../../shared/lib/format-calendar-date';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, genericErrorCopy, isApiError } from '../../../shared/lib/request-state';
import { useGetOnlineJoiningVenuesQuery } from '../../../shared/api/get-online-joining-venues';
import { useGetJoiningMembershipQuery } from '../api/get-joining-membership';
import { idFromAddress } from '../../../shared/lib/id-from-address';
import {
  formatAmount,
  joinHeading,
  monthlyCollectionLine,
  proofDocumentLine,
  welcomeHeading,
} from '../joining-words';
import '../membership-joining.css';
import { DirectDebitDetails } from './direct-debit-details';
import { DirectDebitGuarantee } from './direct-debit-guarantee';

/**
 * `/join/confirmed/:membershipId`: the member's number, what the Direct Debit will take and when,
 * from which account, and the Guarantee. Read from the API each time, so a reload shows the
 * same; a membership not paid for yet sends the customer back to its payment.
 */
export function JoiningConfirmedPage() {
  const { membershipId = '' } = useParams();
  const id = idFromAddress(membershipId);
  const query = useGetJoiningMembershipQuery(id ?? skipToken);
  const venues = useGetOnlineJoiningVenuesQuery();
  const directDebitId = useId();
  const membership = query.data;
  const isActive = membership?.status === 'active';
  usePageTitle(membership && isActive ? [welcomeHeading(membership.plan.name)] : []);

  if (query.isLoading) return <LoadingIndicator />;
  if (!membership) {
    return (
      <section className="lido-screen">
        <h1>Your membership</h1>
        <p role="alert">{isApiError(query.error) ? errorCopy(query.error) : genericErrorCopy}</p>
      </section>
    );
  }

  if (!isActive) {
    const isPending = membership.status === 'pending';
    return (
      <section className="lido-screen lido-joining">
        <h1>{joinHeading(membership.plan.name)}</h1>
        <p>Your first payment has not been made, so your membership has not started yet.</p>
        <div className="lido-form__actions">
          <ButtonLink
            to={paths.joinMembership.build(membership.plan.id, {
              venue: membership.venue.id,
              membership: isPending ? membership.membershipId : undefined,
            })}
          >
            {isPending ? 'Make your first payment' : 'Start again'}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const venue = venues.data?.find((each) => each.id === membership.venue.id);
  const { firstPayment, currency } = membership;
  return (
    <section className="lido-screen lido-joining" data-testid="joining-confirmed">
      <h1>{welcomeHeading(membership.plan.name)}</h1>
      <p className="lido-joining__number" data-testid="membership-number">
        Your membership number is <strong>{membership.membershipNumber}</strong>
      </p>
      <p>
        Your membership started on {formatCalendarDateWithDay(membership.startsOn)}, with{' '}
        {membership.venue.name} as your home venue. We have taken your first payment of{' '}
        {formatAmount(firstPayment.total, currency)}.
      </p>
      {membership.proofDocument ? <p>{proofDocumentLine(membership.proofDocument)}</p> : null}

      <section className="lido-joining__section" aria-labelledby={directDebitId}>
        <h2 id={directDebitId}>Your Direct Debit</h2>
        <p data-testid="monthly-collection">{monthlyCollectionLine(membership)}.</p>
        <DirectDebitDetails directDebit={membership.directDebit} showsStatus />
      </section>

      <DirectDebitGuarantee paragraphs={membership.guarantee} />

      <div className="lido-form__actions">
        <ButtonLink to={paths.myAccount.build()}>Go to My account</ButtonLink>
        <ButtonLink
          variant="secondary"
          to={venue ? paths.venue.build(venue.slug) : paths.redirectToSelectedVenue.build()}
        >
          Book an activity
        </ButtonLink>
      </div>
    </section>
  );
}
