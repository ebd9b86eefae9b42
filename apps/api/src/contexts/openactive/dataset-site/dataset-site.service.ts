import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { siteThemes } from '../../venue-setup/site-config';
import { findOperator } from '../../venue-setup/venues';
import { datasetSiteJsonLd, type DatasetSiteJsonLd, type WebApi } from './dataset-site.jsonld';

/**
 * Lido's own mark (apps/web/public/favicon.svg, served at the site's root): the publisher's logo
 * when the operator's theme has none the page can link to.
 */
const LIDO_LOGO_PATH = '/favicon.svg';

/**
 * The operator's logo (its theme's, as the site's header shows it) as an absolute address: an
 * https address as it is, a path on Lido's sites on the bookings site. A logo kept inside its
 * theme as a data: address cannot be linked to from the dataset, so Lido's own mark stands in.
 */
function publisherLogoUrl(themeLogo: string | null | undefined, bookingsOrigin: string) {
  if (themeLogo?.startsWith('https://')) return themeLogo;
  if (themeLogo?.startsWith('/') && !themeLogo.startsWith('//')) {
    return `${bookingsOrigin}${themeLogo}`;
  }
  return `${bookingsOrigin}${LIDO_LOGO_PATH}`;
}

async function operatorThemeLogo(db: Database, operatorId: number): Promise<string | null> {
  const [row] = await db
    .select({ logoUrl: siteThemes.logoUrl })
    .from(siteThemes)
    .where(and(eq(siteThemes.operatorId, operatorId), isNull(siteThemes.venueId)))
    .limit(1);
  return row?.logoUrl ?? null;
}

/**
 * The deployment's operator's dataset, with every address on the bookings site as the request
 * reached it, and the Open Booking API its booking partners book through (flows/open-booking).
 */
export async function readDatasetSite(
  db: Database,
  bookingsOrigin: string,
): Promise<DatasetSiteJsonLd> {
  const operator = await findOperator(db);
  if (!operator) throw new DomainError('UNAVAILABLE', 'The site has not been set up yet.');
  return datasetSiteJsonLd({
    operatorName: operator.name,
    clientId: operator.clientId,
    bookingsOrigin,
    logoUrl: publisherLogoUrl(await operatorThemeLogo(db, operator.id), bookingsOrigin),
    publishedAt: operator.createdAt,
    accessService: openBookingApi(bookingsOrigin, operator),
  });
}

/**
 * The Open Booking API as the dataset site announces it. No `authenticationAuthority`: a partner
 * is given its key by the operator, not by an OpenID Connect provider (OpenActive's broker would
 * otherwise try one).
 */
function openBookingApi(
  bookingsOrigin: string,
  { clientId, name }: { clientId: string; name: string },
): WebApi {
  return {
    '@type': 'WebAPI',
    name: 'Open Booking API',
    description: `How activity apps book ${name}'s sessions for their users. Ask ${name} for a key.`,
    documentation: 'https://permalink.openactive.io/dataset-site/open-booking-api-documentation',
    endpointUrl: `${bookingsOrigin}/api/openactive/${encodeURIComponent(clientId)}/booking`,
    conformsTo: ['https://openactive.io/open-booking-api/EditorsDraft/'],
    endpointDescription: 'https://www.openactive.io/open-booking-api/EditorsDraft/swagger.json',
    landingPage: `${bookingsOrigin}/openactive`,
  };
}
