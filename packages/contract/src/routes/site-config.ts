import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';

export const ClientConfig = z.object({
  id: z.number().int(),
  client_id: z.string(),
  name: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  online_joining_enabled: z.boolean(),
  guest_passes_enabled: z.boolean(),
  kiosk_home_url: z.string().nullable(),
  migration_date: IsoDate,
  tag_manager_ids: z.array(z.string()),
  site_urls: z.object({
    bookings: z.string(),
    my_account: z.string(),
    online_joining: z.string(),
  }),
  /** Lido's own: the server runs in demo mode (no real payments); the sites show a badge. */
  demo_mode: z.boolean(),
  /**
   * Lido's own: the operator's raster map tiles (MAP_TILE_URL, a Leaflet URL template) and the
   * credit the provider requires, as plain text; null when the map draws Lido's offline basemap.
   */
  map_tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export const fontKeys = ['garage_gothic', 'lato', 'open_sans', 'roboto'] as const;
export const FontKey = z.enum(fontKeys);
export const SecondaryButtonStyle = z.enum(['solid', 'outline']);

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const Theme = z.object({
  header_primary_colour: Colour,
  theme_app_logo: z.string().nullable(),
  theme_app_dark_bg_colour: Colour,
  theme_app_header_bg_colour: Colour,
  theme_app_heading_font_style: FontKey,
  theme_app_body_font_style: FontKey,
  theme_app_primary_colour: Colour,
  theme_app_secondary_colour_1: Colour,
  theme_app_secondary_colour_2: Colour,
  theme_app_secondary_button_style: SecondaryButtonStyle,
});
export type Theme = z.infer<typeof Theme>;

/** The theme every site falls back to (SPEC.md section 3). */
export const defaultTheme: Theme = {
  header_primary_colour: '#8C59F8',
  theme_app_logo: null,
  theme_app_dark_bg_colour: '#1B1446',
  theme_app_header_bg_colour: '#FFFFFF',
  theme_app_heading_font_style: 'garage_gothic',
  theme_app_body_font_style: 'roboto',
  theme_app_primary_colour: '#8C59F8',
  theme_app_secondary_colour_1: '#3E2DAC',
  theme_app_secondary_colour_2: '#3E2DAC',
  theme_app_secondary_button_style: 'solid',
};

const VenueQuery = z.object({
  venue: z.string().min(1).max(120).optional(),
});

export const getClient = defineRoute({
  method: 'GET',
  path: '/api/client',
  summary: "The operator's site configuration",
  tags: ['site-config'],
  auth: 'public',
  response: dataEnvelope(ClientConfig),
  errors: [],
});

export const getTheme = defineRoute({
  method: 'GET',
  path: '/api/frontend/theme',
  summary: "The site theme, or a venue's own theme when `venue` is given",
  tags: ['site-config'],
  auth: 'public',
  query: VenueQuery,
  response: dataEnvelope(Theme),
  errors: ['NOT_FOUND', 'MAINTENANCE'],
});

export const getFooter = defineRoute({
  method: 'GET',
  path: '/api/activities/footer',
  summary: "The venue's footer HTML block",
  tags: ['site-config'],
  auth: 'public',
  query: VenueQuery,
  response: z.string(),
  contentType: 'html',
  errors: ['NOT_FOUND'],
});
