import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { operators, venues } from '../venues/venues.tables';

/**
 * Site themes: the operator's own (venue_id null) and venues' overrides. Null fields fall back
 * to the operator theme, then to the defaults of the contract.
 */
export const siteThemes = pgTable(
  'site_themes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    venueId: integer('venue_id').references(() => venues.id),
    headerPrimaryColour: text('header_primary_colour'),
    logoUrl: text('logo_url'),
    darkBgColour: text('dark_bg_colour'),
    headerBgColour: text('header_bg_colour'),
    headingFontStyle: text('heading_font_style'),
    bodyFontStyle: text('body_font_style'),
    primaryColour: text('primary_colour'),
    secondaryColour1: text('secondary_colour_1'),
    secondaryColour2: text('secondary_colour_2'),
    secondaryButtonStyle: text('secondary_button_style'),
    /**
     * Origins allowed to frame the sites (CSP frame-ancestors) for embedded mode, e.g.
     * `https://www.example-leisure.org`. Null falls back to the operator row, then to 'self'.
     */
    frameAncestors: text('frame_ancestors').array(),
  },
  (table) => [
    unique('site_themes_operator_venue_key').on(table.operatorId, table.venueId).nullsNotDistinct(),
  ],
);

export const venueFooters = pgTable('venue_footers', {
  venueId: integer('venue_id')
    .primaryKey()
    .references(() => venues.id),
  html: text('html').notNull(),
});
