import {
  type AdminTheme,
  defaultTheme,
  FOOTER_ONLY_FOR_VENUE,
  isThemeLogoAddress,
  type SaveThemeBody,
  THEME_LOGO_FORMAT,
  THEME_VENUE_NOT_FOUND,
  type ThemeSettings,
} from '@lido/contract';
import { authorize, reaches, type StaffCaller } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, invalid } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findVenueByIdentifier, listVenues, type VenueRow } from '../venues';
import { sanitiseFooterHtml } from './sanitise-footer-html';
import { findOperatorTheme, findVenueFooter, findVenueTheme } from './site-config.repository';
import {
  lockThemeRow,
  lockVenueFooter,
  saveThemeRow,
  saveVenueFooter,
} from './theme-editing.repository';
import {
  columnsOfSettings,
  operatorEffectiveTheme,
  settingsOfRow,
  themeFields,
  themeWith,
} from './theme-settings';

/** A saved change of a theme, as the desk's audit records it: only the fields that changed. */
export interface ThemeChange {
  staffUserId: number;
  /** The operator's own theme ("All venues") or one venue's. */
  themeOf: 'operator' | 'venue';
  /** The venues whose theme it changed: the one named, or every venue of the operator. */
  venueIds: number[];
  before: Record<string, string | null>;
  after: Record<string, string | null>;
}

export interface ThemeEditingDeps {
  db: Database;
  clock: Clock;
  // The audit belongs to a module after this one (desk-audit), so the back-office context
  // plugs it in.
  /** Appends the change to the audit, in the transaction that makes it. */
  recordThemeChange: (tx: Database, change: ThemeChange, now: Date) => Promise<void>;
}

interface ThemeManager {
  staffUserId: number;
  operatorId: number;
  caller: StaffCaller;
}

/**
 * The caller as a manager with their operator: customers get the desk's "Unauthorised.",
 * receptionists a sentence saying who may.
 */
export async function themeManagerOf(
  deps: ThemeEditingDeps,
  caller: Caller,
): Promise<ThemeManager> {
  const manager = authorize(caller, 'theme.change');
  return { staffUserId: manager.userId, operatorId: manager.staffOperatorId, caller: manager };
}

/** The venue named, if the manager runs it; another operator's reads as missing. */
async function managedVenue(
  deps: ThemeEditingDeps,
  manager: ThemeManager,
  identifier: string | undefined,
): Promise<VenueRow | null> {
  if (identifier === undefined) return null;
  const venue = await findVenueByIdentifier(deps.db, identifier);
  if (!venue || !reaches(manager.caller, 'theme.change', venue)) {
    throw new DomainError('NOT_FOUND', THEME_VENUE_NOT_FOUND);
  }
  return venue;
}

async function themeAnswer(
  db: Database,
  manager: ThemeManager,
  venue: VenueRow | null,
): Promise<AdminTheme> {
  const operator = settingsOfRow(await findOperatorTheme(db, manager.operatorId));
  if (!venue) {
    return {
      venue: null,
      stored: operator,
      effective: operatorEffectiveTheme(operator),
      inherited: defaultTheme,
      footer_html: null,
    };
  }
  const stored = settingsOfRow(await findVenueTheme(db, venue.id));
  const inherited = operatorEffectiveTheme(operator);
  return {
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    stored,
    effective: themeWith(inherited, stored),
    inherited,
    footer_html: (await findVenueFooter(db, venue.id)) ?? null,
  };
}

export async function readAdminTheme(
  deps: ThemeEditingDeps,
  caller: Caller,
  venueIdentifier: string | undefined,
): Promise<AdminTheme> {
  const manager = await themeManagerOf(deps, caller);
  const venue = await managedVenue(deps, manager, venueIdentifier);
  return themeAnswer(deps.db, manager, venue);
}

/**
 * Saves every theme field (null falls back) and a venue's footer, sanitised as customers will
 * get it, with one audit entry per venue whose theme changed, in one transaction. The public
 * theme reads the tables on each request, so the sites show the change at once (give or take
 * the few seconds a browser may keep an answer: platform/http/conditional-get.ts).
 */
export async function saveAdminTheme(
  deps: ThemeEditingDeps,
  caller: Caller,
  venueIdentifier: string | undefined,
  body: SaveThemeBody,
): Promise<AdminTheme> {
  const manager = await themeManagerOf(deps, caller);
  const venue = await managedVenue(deps, manager, venueIdentifier);
  const { footer_html: footerHtml, ...fields } = body;
  if (!venue && footerHtml != null) throw invalid('footer_html', FOOTER_ONLY_FOR_VENUE);
  const settings: ThemeSettings = fields;
  const venueId = venue?.id ?? null;
  const operatorId = venue?.operatorId ?? manager.operatorId;

  await deps.db.transaction(async (tx) => {
    const stored = settingsOfRow(await lockThemeRow(tx, operatorId, venueId));
    const logo = settings.theme_app_logo;
    if (logo !== null && logo !== stored.theme_app_logo && !isThemeLogoAddress(logo)) {
      throw invalid('theme_app_logo', THEME_LOGO_FORMAT);
    }
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    for (const field of themeFields) {
      if (stored[field] === settings[field]) continue;
      before[field] = stored[field];
      after[field] = settings[field];
    }
    if (Object.keys(after).length > 0) {
      await saveThemeRow(tx, operatorId, venueId, columnsOfSettings(settings));
    }
    if (venueId !== null && footerHtml !== undefined) {
      const footerBefore = await lockVenueFooter(tx, venueId);
      const footerAfter = footerHtml === null ? null : sanitiseFooterHtml(footerHtml);
      if (footerAfter !== footerBefore) {
        await saveVenueFooter(tx, venueId, footerAfter);
        before.footer_html = footerBefore;
        after.footer_html = footerAfter;
      }
    }
    if (Object.keys(after).length === 0) return;
    const venueIds =
      venueId !== null
        ? [venueId]
        : (await listVenues(tx))
            .filter((each) => each.operatorId === operatorId)
            .map((each) => each.id);
    await deps.recordThemeChange(
      tx,
      {
        staffUserId: manager.staffUserId,
        themeOf: venue ? 'venue' : 'operator',
        venueIds,
        before,
        after,
      },
      deps.clock.now(),
    );
  });
  return themeAnswer(deps.db, manager, venue);
}

/** A footer as customers would get it, from the one sanitiser that serves it. */
export async function previewFooter(
  deps: ThemeEditingDeps,
  caller: Caller,
  html: string,
): Promise<{ html: string }> {
  await themeManagerOf(deps, caller);
  return { html: sanitiseFooterHtml(html) };
}
