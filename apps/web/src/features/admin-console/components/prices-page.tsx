import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetVenuesQuery } from '../../../shared/api/get-venues';
import { useConsoleVenueSlug } from '../console-venue';
import { useGetPriceListsQuery } from '../api/get-price-lists';
import { priceChangedCopy } from '../price-values';
import { ConsoleVenueForm } from './console-venue-form';
import { PriceListTable } from './price-list-table';
import './prices-page.css';

export const pricesHeading = 'Prices';

/**
 * `/admin/prices?venue=`: a venue's bookable activities, each with its prices and member prices;
 * a manager changes one in its row. Places already in a basket or booked keep their price.
 */
export function PricesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const venues = useGetVenuesQuery();
  const venueSlug = useConsoleVenueSlug(searchParams.get('venue'), venues.data);
  const venue = venues.data?.find((candidate) => candidate.slug === venueSlug);
  // Read afresh each time the page opens: another manager may have changed a price since.
  const lists = useGetPriceListsQuery(venueSlug ?? '', {
    skip: venueSlug === null,
    refetchOnMountOrArgChange: true,
  });
  const [status, setStatus] = useState('');
  usePageTitle([pricesHeading, venue?.name]);

  return (
    <section className="lido-screen lido-console lido-prices">
      <h1>{pricesHeading}</h1>
      {venues.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(venues.error)}
        </p>
      ) : !venues.data || venueSlug === null ? (
        <LoadingIndicator />
      ) : (
        <ConsoleVenueForm
          key={venueSlug}
          id="prices-venue"
          venues={venues.data.map(({ slug, name }) => ({ slug, name }))}
          venueSlug={venueSlug}
          submitLabel="Show prices"
          onChoose={(chosen) => {
            setStatus('');
            setSearchParams({ venue: chosen });
          }}
        />
      )}
      <p role="status" className="lido-console__done">
        {status}
      </p>
      {lists.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(lists.error)}
        </p>
      ) : venueSlug === null ? null : !lists.data ? (
        <LoadingIndicator />
      ) : lists.data.activities.length === 0 ? (
        <p>This venue has no activities to price yet.</p>
      ) : (
        lists.data.activities.map((activity) => (
          <PriceListTable
            key={activity.id}
            venueSlug={venueSlug}
            activity={activity}
            onChanged={(name, price) => setStatus(priceChangedCopy(name, price))}
            onOpen={() => setStatus('')}
          />
        ))
      )}
    </section>
  );
}
