import {
  defaultTheme,
  type StoredThemeSettings,
  type Theme,
  type ThemeSettings,
} from '@lido/contract';
import type { siteThemes } from './site-config.tables';

type SiteThemeValues = typeof siteThemes.$inferInsert;

/** Each wire field of the theme and the `site_themes` column that stores it. */
const columnOf = {
  header_primary_colour: 'headerPrimaryColour',
  theme_app_logo: 'logoUrl',
  theme_app_dark_bg_colour: 'darkBgColour',
  theme_app_header_bg_colour: 'headerBgColour',
  theme_app_heading_font_style: 'headingFontStyle',
  theme_app_body_font_style: 'bodyFontStyle',
  theme_app_primary_colour: 'primaryColour',
  theme_app_secondary_colour_1: 'secondaryColour1',
  theme_app_secondary_colour_2: 'secondaryColour2',
  theme_app_secondary_button_style: 'secondaryButtonStyle',
} as const satisfies Record<keyof ThemeSettings, keyof SiteThemeValues>;

export const themeFields = Object.keys(columnOf) as Array<keyof ThemeSettings>;

/** Nothing stored: every field falls back. */
export const unsetThemeSettings = Object.fromEntries(
  themeFields.map((field) => [field, null]),
) as StoredThemeSettings;

/**
 * A stored row as wire settings. Values written before the console checked them (the demo's data:
 * logos) are passed on as they are.
 */
export function settingsOfRow(row: Partial<SiteThemeValues> | undefined): StoredThemeSettings {
  if (!row) return unsetThemeSettings;
  return Object.fromEntries(
    themeFields.map((field) => [field, row[columnOf[field]] ?? null]),
  ) as StoredThemeSettings;
}

/** The columns to write for settings. */
export function columnsOfSettings(
  settings: ThemeSettings,
): Pick<SiteThemeValues, (typeof columnOf)[keyof ThemeSettings]> {
  return Object.fromEntries(themeFields.map((field) => [columnOf[field], settings[field]]));
}

/** Settings over a theme: each field set replaces the one beneath, each null keeps it. */
export function themeWith(base: Theme, settings: StoredThemeSettings): Theme {
  const theme: Record<string, unknown> = { ...base };
  for (const field of themeFields) {
    if (settings[field] !== null) theme[field] = settings[field];
  }
  return theme as Theme;
}

/** The operator's settings over the contract's defaults. */
export const operatorEffectiveTheme = (operator: StoredThemeSettings): Theme =>
  themeWith(defaultTheme, operator);
