import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { NotFoundPage } from '../../../shared/components/not-found-page';
import { usePageTitle } from '../../../shared/components/page-title';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useGetClientQuery } from '../../../shared/api/get-client';
import { selectSelectedVenueSlug, selectVenue } from '../../../shared/state/venues.slice';
import { useGetOnlineJoiningVenuesQuery } from '../../../shared/api/get-online-joining-venues';
import { useGetVenueMembershipPlansQuery } from '../../../shared/api/get-venue-membership-plans';
import { PlanCard } from './plan-card';
import '../membership-pricing.css';

export const pricingIntroduction =
  'Compare our memberships side by side: what each costs, its terms, and what it includes.';

/**
 * `/pricing` (breadcrumb 'Membership pricing'): the plans valid at the selected venue, compared
 * side by side. Only where the operator sells memberships online (`onlineJoiningEnabled`); the
 * venue is one that does, the customer's own when it does.
 */
export function PricingPage() {
  const dispatch = useAppDispatch();
  const client = useGetClientQuery();
  const selectedSlug = useAppSelector(selectSelectedVenueSlug);
  const enabled = client.data?.onlineJoiningEnabled === true;
  const venues = useGetOnlineJoiningVenuesQuery(undefined, { skip: !enabled });
  const venue =
    venues.data?.find((candidate) => candidate.slug === selectedSlug) ?? venues.data?.[0];
  const plans = useGetVenueMembershipPlansQuery(venue?.slug ?? '', { skip: !venue });
  const venueFieldId = useId();
  usePageTitle(['Membership pricing']);

  if (client.isLoading) return <LoadingIndicator />;
  if (client.data && !enabled) return <NotFoundPage />;

  return (
    <section className="lido-screen lido-pricing">
      <h1>Membership pricing</h1>
      <p className="lido-introduction">{pricingIntroduction}</p>
      {venues.isLoading ? <LoadingIndicator /> : null}
      {isApiError(venues.error) ? <p role="alert">{errorCopy(venues.error)}</p> : null}
      {venues.data && venues.data.length === 0 ? (
        <p>Memberships are not sold online at any venue yet. Ask at reception.</p>
      ) : null}
      {venue && venues.data ? (
        <div className="lido-pricing__venue">
          <label htmlFor={venueFieldId}>Venue</label>
          <select
            id={venueFieldId}
            value={venue.slug}
            onChange={(event) => dispatch(selectVenue(event.target.value))}
          >
            {venues.data.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {plans.isFetching ? <LoadingIndicator /> : null}
      {isApiError(plans.error) ? <p role="alert">{errorCopy(plans.error)}</p> : null}
      {plans.data && venue ? (
        <ul className="lido-pricing__plans" aria-label={`Memberships at ${venue.name}`}>
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} operatorName={client.data?.name ?? ''} venueId={venue.id} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
