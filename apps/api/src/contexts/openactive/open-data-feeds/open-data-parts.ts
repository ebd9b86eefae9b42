import type { Offer, Organization, Place } from '@openactive/models-ts';
import type { SourceActivity, SourceVenue } from '../../../read/openactive-sources';
import { activityConcept } from '../../venue-setup/catalogue';

// The parts items share: the operator as organizer, the venue as a Place, the activity's concept,
// its offers and who may come, and the addresses and date formats the specification asks for.

export const OPEN_DATA_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';
export const CONTEXT = 'https://openactive.io/';
/** UK prices include VAT: offers are gross (OBA "Tax mode"). */
const TAX_GROSS = 'https://openactive.io/TaxGross';

/** The operator's open data base: every item's `@id` starts here, and never changes. */
export function openDataBase(
  source: Pick<SourceVenue, 'bookings_site_url' | 'operator_client_id'>,
) {
  return `${siteOrigin(source.bookings_site_url)}/api/openactive/${encodeURIComponent(
    source.operator_client_id,
  )}`;
}

export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** An ISO 8601 date-time in UTC without milliseconds, which the validator refuses. */
export function openDataDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An ISO 8601 duration of whole minutes: PT1H, PT40M, PT1H30M. */
export function openDataDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

export function endTimeOf(startTime: string, minutes: number): string {
  const [hours = 0, mins = 0] = startTime.split(':').map(Number);
  const end = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

export function organizer(source: SourceVenue): Organization {
  return {
    '@type': 'Organization',
    '@id': `${openDataBase(source)}/seller`,
    identifier: source.operator_client_id,
    name: source.operator_name,
    url: siteOrigin(source.bookings_site_url),
    taxMode: TAX_GROSS,
    // Other apps book its sessions through the Open Booking API (flows/open-booking).
    isOpenBookingAllowed: true,
  };
}

export function place(source: SourceVenue): Place {
  const site = siteOrigin(source.bookings_site_url);
  return {
    '@type': 'Place',
    '@id': `${openDataBase(source)}/places/${encodeURIComponent(source.venue_slug)}`,
    identifier: source.venue_slug,
    name: source.venue_name,
    url: `${site}/location/${encodeURIComponent(source.venue_slug)}`,
    ...(source.phone ? { telephone: source.phone } : {}),
    ...(source.email ? { email: source.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [source.address_line_1, source.address_line_2].filter(Boolean).join(', '),
      addressLocality: source.town,
      addressRegion: source.area,
      postalCode: source.postcode,
      addressCountry: 'GB',
    },
    ...(source.lat !== null && source.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: source.lat, longitude: source.lng } }
      : {}),
  };
}

/** The activity's concept as the specification asks: its id, label and scheme, nothing more. */
export function activityOf(source: SourceActivity) {
  const concept = source.openactive_activity_id
    ? activityConcept(source.openactive_activity_id)
    : undefined;
  if (!concept) return undefined;
  return {
    '@type': 'Concept' as const,
    '@id': concept.id,
    prefLabel: concept.prefLabel,
    inScheme: 'https://openactive.io/activity-list',
  };
}

/** An offer per price of the activity, at `{owner}#/offers/{price id}`. */
export function offersOf(source: SourceActivity & SourceVenue, ownerId: string): Offer[] {
  return source.prices.map((price) => ({
    '@type': 'Offer',
    '@id': `${ownerId}#/offers/${price.id}`,
    identifier: String(price.id),
    name: price.name,
    price: price.price_pence / 100,
    priceCurrency: source.currency_code,
    openBookingPrepayment: 'https://openactive.io/Required',
    ...cancellationTerms(source),
  }));
}

/**
 * What the activity's cancellation policy promises: a full refund until its cut-off before the
 * start (refused or charged after it), or at any time when it has none.
 */
function cancellationTerms(source: SourceActivity): Partial<Offer> {
  if (source.cutoff_minutes === null || source.cutoff_minutes <= 0) {
    return { allowCustomerCancellationFullRefund: true };
  }
  return {
    allowCustomerCancellationFullRefund: true,
    latestCancellationBeforeStartDate: openDataDuration(source.cutoff_minutes),
  };
}

export function ageRangeOf(source: SourceActivity) {
  if (source.min_age === null && source.max_age === null) return {};
  return {
    ageRange: {
      '@type': 'QuantitativeValue' as const,
      ...(source.min_age !== null ? { minValue: source.min_age } : {}),
      ...(source.max_age !== null ? { maxValue: source.max_age } : {}),
    },
  };
}

export function imageOf(source: SourceActivity & SourceVenue) {
  if (!source.image) return {};
  const url = /^https?:\/\//.test(source.image)
    ? source.image
    : `${siteOrigin(source.bookings_site_url)}${source.image.startsWith('/') ? '' : '/'}${source.image}`;
  return { image: [{ '@type': 'ImageObject' as const, url }] };
}

export function activityPageUrl(source: SourceVenue & SourceActivity): string {
  return `${siteOrigin(source.bookings_site_url)}/location/${encodeURIComponent(
    source.venue_slug,
  )}/${encodeURIComponent(source.category_slug)}`;
}
