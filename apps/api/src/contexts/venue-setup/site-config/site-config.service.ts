import { defaultTheme, type ClientConfig, type SiteName, type Theme } from '@lido/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import { findOperator, findVenueByIdentifier, type OperatorRow } from '../venues';
import { sanitiseFooterHtml } from './sanitise-footer-html';
import {
  findOperatorTheme,
  findVenueFooter,
  findVenueTheme,
  type SiteThemeRow,
} from './site-config.repository';

export const MAINTENANCE_MESSAGE =
  'Service disruption – Unable to access the site due to planned maintenance.';

export interface SiteConfigDeps {
  db: Database;
  isMaintenanceMode: boolean;
  /** Demo mode (LIDO_DEMO): the sites say that no real payments are taken. */
  isDemo: boolean;
  /** The operator's tile provider (MAP_TILE_URL); null draws Lido's offline basemap. */
  mapTiles: ClientConfig['map_tiles'];
  /** Where the three sites are, seen from a request's address (platform/http/sites.ts). */
  siteUrlsFor: (request: FastifyRequest) => Record<SiteName, string>;
}

export async function requireOperator(db: Database): Promise<OperatorRow> {
  const operator = await findOperator(db);
  if (!operator) throw new DomainError('UNAVAILABLE', 'The site has not been set up yet.');
  return operator;
}

/** The client configuration, with the sites' addresses as the visitor reaches them. */
export async function getClientConfig(
  { db, isDemo, mapTiles }: SiteConfigDeps,
  siteUrls: Record<SiteName, string>,
): Promise<ClientConfig> {
  const operator = await requireOperator(db);
  return {
    id: operator.id,
    client_id: operator.clientId,
    name: operator.name,
    currency: { code: operator.currencyCode, symbol: operator.currencySymbol },
    online_joining_enabled: operator.onlineJoiningEnabled,
    guest_passes_enabled: operator.guestPassesEnabled,
    kiosk_home_url: operator.kioskHomeUrl,
    migration_date: operator.migrationDate,
    tag_manager_ids: operator.tagManagerIds,
    site_urls: {
      bookings: siteUrls.bookings,
      my_account: siteUrls.myAccount,
      online_joining: siteUrls.onlineJoining,
    },
    demo_mode: isDemo,
    map_tiles: mapTiles,
  };
}

/** The operator's theme over the defaults, and the venue's own over that when a venue is named. */
export async function getTheme(
  { db, isMaintenanceMode }: SiteConfigDeps,
  venueIdentifier?: string,
): Promise<Theme> {
  if (isMaintenanceMode) throw new DomainError('MAINTENANCE', MAINTENANCE_MESSAGE);
  const operator = await requireOperator(db);
  let theme = applyThemeRow(defaultTheme, await findOperatorTheme(db, operator.id));
  if (venueIdentifier) {
    const venue = await findVenueByIdentifier(db, venueIdentifier);
    if (!venue) throw notFound('The venue could not be found.');
    theme = applyThemeRow(theme, await findVenueTheme(db, venue.id));
  }
  return theme;
}

export async function getFooterHtml(
  { db }: SiteConfigDeps,
  venueIdentifier?: string,
): Promise<string> {
  if (!venueIdentifier) return '';
  const venue = await findVenueByIdentifier(db, venueIdentifier);
  if (!venue) throw notFound('The venue could not be found.');
  // Sanitised here as well as in the web app: other clients insert this HTML into their pages.
  return sanitiseFooterHtml((await findVenueFooter(db, venue.id)) ?? '');
}

function applyThemeRow(base: Theme, row: SiteThemeRow | undefined): Theme {
  if (!row) return base;
  return {
    header_primary_colour: row.headerPrimaryColour ?? base.header_primary_colour,
    theme_app_logo: row.logoUrl ?? base.theme_app_logo,
    theme_app_dark_bg_colour: row.darkBgColour ?? base.theme_app_dark_bg_colour,
    theme_app_header_bg_colour: row.headerBgColour ?? base.theme_app_header_bg_colour,
    theme_app_heading_font_style:
      (row.headingFontStyle as Theme['theme_app_heading_font_style'] | null) ??
      base.theme_app_heading_font_style,
    theme_app_body_font_style:
      (row.bodyFontStyle as Theme['theme_app_body_font_style'] | null) ??
      base.theme_app_body_font_style,
    theme_app_primary_colour: row.primaryColour ?? base.theme_app_primary_colour,
    theme_app_secondary_colour_1: row.secondaryColour1 ?? base.theme_app_secondary_colour_1,
    theme_app_secondary_colour_2: row.secondaryColour2 ?? base.theme_app_secondary_colour_2,
    theme_app_secondary_button_style:
      (row.secondaryButtonStyle as Theme['theme_app_secondary_button_style'] | null) ??
      base.theme_app_secondary_button_style,
  };
}
