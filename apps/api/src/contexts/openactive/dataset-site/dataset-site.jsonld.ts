import { getOpenActiveDatasetSite } from '@lido/contract';

// The dataset site's JSON-LD: the Dataset that says what the operator publishes as OpenActive
// open data, under which licence, and where each RPDE feed is (docs/openactive/research-notes.md
// §5). Activity finders and OpenActive's test suite read it from the page's script element and
// check it in the validator's DatasetSite mode.

const OPEN_DATA_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';
const RPDE_ENCODING = 'application/vnd.openactive.rpde+json; version=1';
const MODELLING_SPECIFICATION = 'https://openactive.io/modelling-opportunity-data/2.0/';
/** OpenActive's general guide to using open data, for publishers with no documentation of their own. */
const OPEN_DATA_DOCUMENTATION =
  'https://permalink.openactive.io/dataset-site/open-data-documentation';

/**
 * The feeds, in the order the page lists them. `identifier` is the key harvesters (the test
 * suite's broker) file each feed under; `additionalType` tells them what its items are.
 */
const feeds = [
  { path: 'session-series', identifier: 'SessionSeries', name: 'SessionSeries' },
  { path: 'scheduled-sessions', identifier: 'ScheduledSession', name: 'ScheduledSession' },
  { path: 'facility-uses', identifier: 'FacilityUse', name: 'FacilityUse' },
  {
    path: 'slots',
    identifier: 'IndividualFacilityUseSlot',
    name: 'Slot for IndividualFacilityUse',
    type: 'Slot',
  },
] as const;

export interface ImageObject {
  '@type': 'ImageObject';
  url: string;
}

export interface DataDownload {
  '@type': 'DataDownload';
  identifier: string;
  name: string;
  additionalType: string;
  encodingFormat: string;
  contentUrl: string;
}

/**
 * The Open Booking API's description (a schema:WebAPI): `name`, `endpointUrl` (its Base URI),
 * `conformsTo`, `endpointDescription` and `landingPage` are required, per research notes §5.
 */
export interface WebApi {
  '@type': 'WebAPI';
  name: string;
  description?: string;
  documentation?: string;
  termsOfService?: string;
  endpointUrl: string;
  conformsTo: string[];
  endpointDescription: string;
  landingPage: string;
  authenticationAuthority?: string;
}

export interface DatasetSiteJsonLd {
  '@context': string[];
  '@type': 'Dataset';
  '@id': string;
  url: string;
  name: string;
  description: string;
  keywords: string[];
  license: string;
  discussionUrl: string;
  documentation: string;
  inLanguage: string[];
  schemaVersion: string;
  datePublished: string;
  publisher: {
    '@type': 'Organization';
    name: string;
    legalName: string;
    url: string;
    logo: ImageObject;
  };
  distribution: DataDownload[];
  bookingService: { '@type': 'BookingService'; name: string; url: string };
  /** The Open Booking API: the page shows its Base URI too. */
  accessService?: WebApi;
}

export interface DatasetSiteSource {
  /** The operator's name, as customers know it. */
  operatorName: string;
  /** The operator's `client_id`, which names its feeds. */
  clientId: string;
  /** The bookings site's origin, as the request reached it (no trailing slash). */
  bookingsOrigin: string;
  /** The operator's logo, as an absolute address. */
  logoUrl: string;
  /** When the operator's data was first on Lido. */
  publishedAt: Date;
  /** The Open Booking API booking partners book through. */
  accessService?: WebApi;
}

/** A DateTime as OpenActive's validator accepts it: UTC, whole seconds, with its zone. */
function openActiveDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The address of one of the operator's feeds (the open-data-feeds module answers it). */
function feedUrl(bookingsOrigin: string, clientId: string, feedPath: string): string {
  return `${bookingsOrigin}/api/openactive/${encodeURIComponent(clientId)}/${feedPath}`;
}

export function datasetSiteJsonLd(source: DatasetSiteSource): DatasetSiteJsonLd {
  const { operatorName, clientId, bookingsOrigin, logoUrl, publishedAt, accessService } = source;
  const pageUrl = `${bookingsOrigin}${getOpenActiveDatasetSite.path}`;
  const bookingsSite = `${bookingsOrigin}/`;
  return {
    '@context': ['https://schema.org/', 'https://openactive.io/'],
    '@type': 'Dataset',
    '@id': pageUrl,
    url: pageUrl,
    name: `${operatorName} Sessions and Facilities`,
    description: `Near real-time availability and rich descriptions relating to the sessions and facilities available from ${operatorName}`,
    keywords: ['Sessions', 'Facilities', 'Activities', 'Sports', 'Physical Activity', 'OpenActive'],
    license: OPEN_DATA_LICENSE,
    // Lido has no discussion board of its own; the bookings site is where people reach the operator.
    discussionUrl: bookingsSite,
    documentation: OPEN_DATA_DOCUMENTATION,
    inLanguage: ['en-GB'],
    schemaVersion: MODELLING_SPECIFICATION,
    datePublished: openActiveDateTime(publishedAt),
    publisher: {
      '@type': 'Organization',
      name: operatorName,
      legalName: operatorName,
      url: bookingsSite,
      logo: { '@type': 'ImageObject', url: logoUrl },
    },
    distribution: feeds.map((feed) => ({
      '@type': 'DataDownload',
      identifier: feed.identifier,
      name: feed.name,
      additionalType: `https://openactive.io/${'type' in feed ? feed.type : feed.identifier}`,
      encodingFormat: RPDE_ENCODING,
      contentUrl: feedUrl(bookingsOrigin, clientId, feed.path),
    })),
    bookingService: { '@type': 'BookingService', name: 'Lido', url: bookingsSite },
    ...(accessService ? { accessService } : {}),
  };
}
