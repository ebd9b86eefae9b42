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

// The operator console's Theme page (managers): the operator's own theme ("All venues") or a
// venue's overrides, and a venue's footer. Stored fields are null where they fall back (a venue's
// to the operator's, the operator's to `defaultTheme`).

export const THEME_VENUE_NOT_FOUND = 'Unable to complete request, item not found.';
export const THEME_COLOUR_FORMAT = 'Give the colour as # and six hex digits, such as #8C59F8.';
export const THEME_FONT_CHOICE = `Choose one of the fonts: ${fontKeys.join(', ')}.`;
export const THEME_BUTTON_STYLE_CHOICE = `Choose a button style: ${SecondaryButtonStyle.options.join(' or ')}.`;
export const THEME_LOGO_MAX = 500;
export const THEME_LOGO_FORMAT = `The logo must be an https:// address or a path starting with /, up to ${THEME_LOGO_MAX} characters.`;
export const FOOTER_HTML_MAX = 20_000;
export const FOOTER_HTML_TOO_LONG = `The footer may not be greater than ${FOOTER_HTML_MAX} characters.`;
export const FOOTER_ONLY_FOR_VENUE = 'A footer belongs to a venue: choose one to change it.';

const ColourSetting = z
  .string({ error: THEME_COLOUR_FORMAT })
  .regex(/^#[0-9a-fA-F]{6}$/, THEME_COLOUR_FORMAT)
  .nullable();
const FontSetting = z.enum(fontKeys, { error: THEME_FONT_CHOICE }).nullable();
/**
 * A logo the console may set: an https address, or a path on Lido's own sites
 * (`/images/logo.svg`), never `//host`. Logos stored before the console (the demo's data: images)
 * may be sent back unchanged, so the API applies this to a changed logo only.
 */
export function isThemeLogoAddress(value: string): boolean {
  return value.length <= THEME_LOGO_MAX && /^(https:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/.test(value);
}
const LogoSetting = z
  .string({ error: THEME_LOGO_FORMAT })
  .max(FOOTER_HTML_MAX, THEME_LOGO_FORMAT)
  .nullable();

/** The theme fields as stored, each null where it falls back. */
export const ThemeSettings = z.object({
  header_primary_colour: ColourSetting,
  theme_app_logo: LogoSetting,
  theme_app_dark_bg_colour: ColourSetting,
  theme_app_header_bg_colour: ColourSetting,
  theme_app_heading_font_style: FontSetting,
  theme_app_body_font_style: FontSetting,
  theme_app_primary_colour: ColourSetting,
  theme_app_secondary_colour_1: ColourSetting,
  theme_app_secondary_colour_2: ColourSetting,
  theme_app_secondary_button_style: z
    .enum(SecondaryButtonStyle.options, { error: THEME_BUTTON_STYLE_CHOICE })
    .nullable(),
});
export type ThemeSettings = z.infer<typeof ThemeSettings>;

/** The fields as they are stored: values from before the console are answered as they are. */
export const StoredThemeSettings = z.object(
  Object.fromEntries(
    ThemeSettings.keyof().options.map((key) => [key, z.string().nullable()]),
  ) as Record<keyof ThemeSettings, z.ZodNullable<z.ZodString>>,
);
export type StoredThemeSettings = z.infer<typeof StoredThemeSettings>;

const FooterHtml = z
  .string({ error: 'The footer must be text.' })
  .max(FOOTER_HTML_MAX, FOOTER_HTML_TOO_LONG);

export const AdminThemeQuery = z.object({
  /** A venue's slug (or id); without it, the operator's own theme. */
  venue: z.string().min(1).max(120).optional(),
});

export const AdminTheme = z.object({
  /** Null for the operator's own theme. */
  venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  stored: StoredThemeSettings,
  /** What the sites show: the stored fields over what they fall back to. */
  effective: Theme,
  /** What each field falls back to when null: the operator's theme for a venue, else the defaults. */
  inherited: Theme,
  /** The venue's footer as stored (sanitised when saved); null for the operator or no footer. */
  footer_html: z.string().nullable(),
});
export type AdminTheme = z.infer<typeof AdminTheme>;

export const getAdminTheme = defineRoute({
  method: 'GET',
  path: '/api/admin/theme',
  summary:
    "The operator's theme, or a venue's (managers of its operator): stored fields, effective values and the venue's footer",
  tags: ['operator console'],
  auth: 'staff',
  action: 'theme.change',
  query: AdminThemeQuery,
  response: dataEnvelope(AdminTheme),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

/**
 * Every theme field (null: fall back) and, for a venue, `footer_html` (null: no footer; left out:
 * unchanged). The footer is stored sanitised, as customers get it.
 */
export const SaveThemeBody = ThemeSettings.extend({
  footer_html: FooterHtml.nullable().optional(),
});
export type SaveThemeBody = z.infer<typeof SaveThemeBody>;

export const saveAdminTheme = defineRoute({
  method: 'PUT',
  path: '/api/admin/theme',
  summary:
    "Change the operator's theme, or a venue's theme and footer (managers of its operator); audited",
  tags: ['operator console'],
  auth: 'staff',
  action: 'theme.change',
  query: AdminThemeQuery,
  body: SaveThemeBody,
  response: dataEnvelope(AdminTheme),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'],
});

export const FooterPreviewBody = z.object({ footer_html: FooterHtml });

export const previewFooterHtml = defineRoute({
  method: 'POST',
  path: '/api/admin/theme/footer-preview',
  summary: 'A footer as customers would get it: sanitised by the same allow-list (managers)',
  tags: ['operator console'],
  auth: 'staff',
  action: 'theme.change',
  body: FooterPreviewBody,
  response: dataEnvelope(z.object({ html: z.string() })),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});
