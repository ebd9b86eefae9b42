import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { siteThemes } from '../../venue-setup/site-config';
import { findOperator } from '../../venue-setup/venues';
import { datasetSiteJsonLd, type DatasetSiteJsonLd } from './dataset-site.jsonld';

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
 * reached it. The Open Booking API's `accessService` is added here once Lido offers it.
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
  });
}
