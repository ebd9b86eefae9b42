import {
  type AdminTheme,
  type ChangesReport,
  FOOTER_ONLY_FOR_VENUE,
  ONLY_MANAGER_EDITS_THEME,
  THEME_BUTTON_STYLE_CHOICE,
  THEME_COLOUR_FORMAT,
  THEME_FONT_CHOICE,
  THEME_LOGO_FORMAT,
  type Theme,
  type ThemeSettings,
} from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import {
  bearer,
  DESK_MANAGER,
  FRONT_DESK,
  PRIYA,
  signIn,
  signInOtherOperatorManager,
} from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

// Dana manages Swiss Cottage (90001) for Lido's demo operator, which also runs Britannia (90002,
// with its own colours and a footer). Swiss Cottage has no theme of its own.
const BRITANNIA = 'britannia-leisure-centre';
const BRITANNIA_ID = 90002;

let t: TestApp;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(async () => {
  await t.close();
});

const themeUrl = (venue?: string) =>
  venue === undefined ? '/api/admin/theme' : `/api/admin/theme?venue=${venue}`;

async function readTheme(venue?: string): Promise<AdminTheme> {
  const response = await t.app.inject({ method: 'GET', url: themeUrl(venue), headers: manager });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminTheme }>().data;
}

function save(payload: object, venue?: string, headers = manager) {
  return t.app.inject({ method: 'PUT', url: themeUrl(venue), headers, payload });
}

async function publicTheme(venue?: string): Promise<Theme> {
  const url = venue === undefined ? '/api/frontend/theme' : `/api/frontend/theme?venue=${venue}`;
  return (await t.app.inject({ method: 'GET', url })).json<{ data: Theme }>().data;
}

interface AuditEntry {
  staff_user_id: number;
  venue_id: number;
  created_at: string;
  details: { theme_of: string; before: Record<string, unknown>; after: Record<string, unknown> };
}

async function themeAuditEntries(): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditEntry & { details: unknown }>(
    t.db,
    sql`select staff_user_id, venue_id, created_at, details from desk_audit_entries
      where action = 'theme-changed' order by id`,
  );
  return rows.map((row) => ({
    ...row,
    details: jsonColumn(row.details, {} as AuditEntry['details']),
  }));
}

/** The stored fields as a save sends them back, with some changed. */
const withChanges = (stored: AdminTheme['stored'], changes: Partial<ThemeSettings>) => ({
  ...(stored as ThemeSettings),
  ...changes,
});

describe('reading a theme in the console', () => {
  it("answers a venue's stored fields, null where they fall back, its effective theme and footer", async () => {
    const theme = await readTheme(BRITANNIA);
    expect(theme.venue).toEqual({
      id: BRITANNIA_ID,
      slug: BRITANNIA,
      name: 'Britannia Leisure Centre',
    });
    expect(theme.stored.theme_app_primary_colour).toBe('#0B7A75');
    expect(theme.stored.theme_app_body_font_style).toBeNull();
    expect(theme.effective.theme_app_primary_colour).toBe('#0B7A75');
    expect(theme.effective.theme_app_body_font_style).toBe('roboto');
    expect(theme.footer_html).toContain('Britannia');
  });

  it("answers the operator's own theme, with no footer, when no venue is named", async () => {
    const theme = await readTheme();
    expect(theme.venue).toBeNull();
    expect(theme.footer_html).toBeNull();
    expect(theme.stored.theme_app_primary_colour).toBeNull();
    expect(theme.effective).toEqual(await publicTheme());
  });
});

describe('changing a theme', () => {
  it('saves a venue’s fields and its footer sanitised, and the public theme shows them at once', async () => {
    const { stored } = await readTheme(BRITANNIA);
    const response = await save(
      {
        ...withChanges(stored, {
          theme_app_primary_colour: '#123456',
          theme_app_body_font_style: 'lato',
          theme_app_secondary_button_style: 'outline',
        }),
        footer_html:
          '<p onclick="steal()">Open daily <a href="https://example.org" onclick="x()">Times</a></p><script>alert(1)</script>',
      },
      BRITANNIA,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ data: AdminTheme }>().data;
    expect(saved.stored.theme_app_primary_colour).toBe('#123456');
    expect(saved.footer_html).toBe('<p>Open daily <a href="https://example.org">Times</a></p>');

    const theme = await publicTheme(BRITANNIA);
    expect(theme.theme_app_primary_colour).toBe('#123456');
    expect(theme.theme_app_body_font_style).toBe('lato');
    expect(theme.theme_app_secondary_button_style).toBe('outline');
    const footer = await t.app.inject({
      method: 'GET',
      url: `/api/activities/footer?venue=${BRITANNIA}`,
    });
    expect(footer.body).toBe('<p>Open daily <a href="https://example.org">Times</a></p>');
    const [storedFooter] = await rowsOf<{ html: string }>(
      t.db,
      sql`select html from venue_footers where venue_id = ${BRITANNIA_ID}`,
    );
    expect(storedFooter?.html).not.toMatch(/script|onclick/);
    // The venue's embedded-mode allow-list is not the Theme page's to change.
    const [row] = await rowsOf<{ frame_ancestors: string[] }>(
      t.db,
      sql`select frame_ancestors from site_themes where venue_id = ${BRITANNIA_ID}`,
    );
    expect(row?.frame_ancestors).toEqual(['http://localhost:8080']);
  });

  it('records who changed what, when, with the fields as they were and are', async () => {
    const entries = await themeAuditEntries();
    const entry = entries.at(-1);
    expect(entry).toMatchObject({
      staff_user_id: DESK_MANAGER.id,
      venue_id: BRITANNIA_ID,
      details: {
        theme_of: 'venue',
        before: {
          theme_app_primary_colour: '#0B7A75',
          theme_app_body_font_style: null,
          theme_app_secondary_button_style: null,
        },
        after: {
          theme_app_primary_colour: '#123456',
          theme_app_body_font_style: 'lato',
          theme_app_secondary_button_style: 'outline',
          footer_html: '<p>Open daily <a href="https://example.org">Times</a></p>',
        },
      },
    });
    expect(entry?.details.before.footer_html).toContain('Britannia');
    expect(new Date(entry!.created_at).toISOString()).toBe(TEST_NOW.toISOString());
    // Only the fields that changed are recorded.
    expect(Object.keys(entry!.details.after).sort()).toEqual([
      'footer_html',
      'theme_app_body_font_style',
      'theme_app_primary_colour',
      'theme_app_secondary_button_style',
    ]);
  });

  it('writes no audit entry when nothing changed', async () => {
    const before = (await themeAuditEntries()).length;
    const { stored, footer_html } = await readTheme(BRITANNIA);
    const response = await save({ ...withChanges(stored, {}), footer_html }, BRITANNIA);
    expect(response.statusCode, response.body).toBe(200);
    expect(await themeAuditEntries()).toHaveLength(before);
  });

  it("falls back to the operator's theme, then the defaults, for a field set to null", async () => {
    const { stored } = await readTheme(BRITANNIA);
    const response = await save(
      withChanges(stored, { theme_app_primary_colour: null, theme_app_body_font_style: null }),
      BRITANNIA,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ data: AdminTheme }>().data;
    expect(saved.stored.theme_app_primary_colour).toBeNull();
    expect(saved.effective.theme_app_primary_colour).toBe('#8C59F8');
    expect(saved.inherited.theme_app_primary_colour).toBe('#8C59F8');
    const theme = await publicTheme(BRITANNIA);
    expect(theme.theme_app_primary_colour).toBe('#8C59F8');
    expect(theme.theme_app_body_font_style).toBe('roboto');
    // Left out, the footer stays as it was.
    expect(saved.footer_html).toBe('<p>Open daily <a href="https://example.org">Times</a></p>');
  });

  it("changes the operator's theme for every venue that does not set the field, audited at each", async () => {
    const { stored } = await readTheme();
    const response = await save(withChanges(stored, { theme_app_secondary_colour_1: '#224466' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicTheme()).theme_app_secondary_colour_1).toBe('#224466');
    expect((await publicTheme('swiss-cottage-leisure-centre')).theme_app_secondary_colour_1).toBe(
      '#224466',
    );
    // Britannia sets its own secondary colour: the operator's does not reach it.
    expect((await publicTheme(BRITANNIA)).theme_app_secondary_colour_1).toBe('#05445E');
    const venues = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from venues where operator_id = 1`,
    );
    const entries = (await themeAuditEntries()).filter(
      (entry) => entry.details.theme_of === 'operator',
    );
    expect(entries.map((entry) => entry.venue_id).sort()).toEqual(
      venues.map((venue) => venue.id).sort(),
    );
    expect(entries[0]?.details).toMatchObject({
      before: { theme_app_secondary_colour_1: null },
      after: { theme_app_secondary_colour_1: '#224466' },
    });
  });

  it('shows in the Changes report of each venue it changed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/changes?from=2026-10-20&to=2026-10-20',
      headers: manager,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = response.json<{ data: ChangesReport }>().data;
    expect(rows.find((row) => row.action === 'theme-changed')).toEqual({
      at: TEST_NOW.toISOString(),
      by: 'Dana Whitfield',
      action: 'theme-changed',
      label: 'Theme changed',
      subject: 'Theme of all venues',
      before: 'secondary colour 1 not set',
      after: 'secondary colour 1 #224466',
    });
  });

  it('refuses bad values with a 422 naming each field', async () => {
    const { stored } = await readTheme(BRITANNIA);
    const response = await save(
      {
        ...withChanges(stored, {}),
        theme_app_primary_colour: 'red',
        header_primary_colour: '#12345',
        theme_app_heading_font_style: 'comic_sans',
        theme_app_secondary_button_style: 'dotted',
        footer_html: 'x'.repeat(20_001),
      },
      BRITANNIA,
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors).toMatchObject({
      theme_app_primary_colour: [THEME_COLOUR_FORMAT],
      header_primary_colour: [THEME_COLOUR_FORMAT],
      theme_app_heading_font_style: [THEME_FONT_CHOICE],
      theme_app_secondary_button_style: [THEME_BUTTON_STYLE_CHOICE],
      footer_html: [expect.stringContaining('20000')],
    });
  });

  it('refuses a logo that is not an https address or a path, and a footer for the operator', async () => {
    const { stored } = await readTheme(BRITANNIA);
    for (const logo of [
      'javascript:alert(1)',
      'http://example.org/logo.png',
      '//cdn.example/l.png',
    ]) {
      const response = await save(withChanges(stored, { theme_app_logo: logo }), BRITANNIA);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: object }>().errors).toEqual({
        theme_app_logo: [THEME_LOGO_FORMAT],
      });
    }
    const long = `https://example.org/${'a'.repeat(481)}`;
    expect((await save(withChanges(stored, { theme_app_logo: long }), BRITANNIA)).statusCode).toBe(
      422,
    );
    const operator = await readTheme();
    const footer = await save({ ...withChanges(operator.stored, {}), footer_html: '<p>Hi</p>' });
    expect(footer.statusCode).toBe(422);
    expect(footer.json<{ errors: object }>().errors).toEqual({
      footer_html: [FOOTER_ONLY_FOR_VENUE],
    });
  });

  it('accepts an https logo or a path on Lido’s sites', async () => {
    const { stored } = await readTheme(BRITANNIA);
    for (const logo of ['https://cdn.example.org/britannia.svg', '/images/britannia.svg']) {
      const response = await save(withChanges(stored, { theme_app_logo: logo }), BRITANNIA);
      expect(response.statusCode, response.body).toBe(200);
      expect((await publicTheme(BRITANNIA)).theme_app_logo).toBe(logo);
    }
  });
});

describe('previewing a footer', () => {
  it('answers the HTML as customers would get it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/theme/footer-preview',
      headers: manager,
      payload: {
        footer_html:
          '<h2 style="color:red">Hours</h2><img src="x" onerror="alert(1)"><script>x()</script>',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { html: '<h2>Hours</h2><img src="x" />' } });
  });
});

describe('who may use the Theme page', () => {
  type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object };
  const calls = async (): Promise<Call[]> => {
    const { stored } = await readTheme(BRITANNIA);
    return [
      { method: 'GET', url: themeUrl() },
      { method: 'GET', url: themeUrl(BRITANNIA) },
      { method: 'PUT', url: themeUrl(BRITANNIA), payload: withChanges(stored, {}) },
      {
        method: 'POST',
        url: '/api/admin/theme/footer-preview',
        payload: { footer_html: '<p>Hi</p>' },
      },
    ];
  };

  it('asks anonymous callers to sign in', async () => {
    for (const call of await calls()) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });

  it('refuses customers and receptionists', async () => {
    const customer = bearer(await signIn(t.app, PRIYA.email));
    const receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    for (const call of await calls()) {
      const asCustomer = await t.app.inject({ ...call, headers: customer });
      expect(asCustomer.statusCode, call.url).toBe(403);
      const asReceptionist = await t.app.inject({ ...call, headers: receptionist });
      expect(asReceptionist.statusCode, call.url).toBe(403);
      expect(asReceptionist.json<{ message: string }>().message).toBe(ONLY_MANAGER_EDITS_THEME);
    }
  });

  it('lets the operator’s managers in', async () => {
    for (const call of await calls()) {
      expect((await t.app.inject({ ...call, headers: manager })).statusCode, call.url).toBe(200);
    }
  });

  it("hides another operator's venues from their managers, and changes nothing", async () => {
    const other = bearer(await signInOtherOperatorManager(t.app, t.db));
    const before = await readTheme(BRITANNIA);
    for (const call of (await calls()).filter((each) => each.url.includes('venue='))) {
      expect((await t.app.inject({ ...call, headers: other })).statusCode, call.url).toBe(404);
    }
    const sent = await save(
      withChanges(before.stored, { theme_app_primary_colour: '#000000' }),
      BRITANNIA,
      other,
    );
    expect(sent.statusCode).toBe(404);
    expect(await readTheme(BRITANNIA)).toEqual(before);
    // Their own operator's theme is theirs, and leaves Lido's demo operator's alone.
    const own = await t.app.inject({ method: 'GET', url: themeUrl(), headers: other });
    expect(own.statusCode).toBe(200);
    const changed = await save(
      withChanges(own.json<{ data: AdminTheme }>().data.stored, {
        theme_app_primary_colour: '#000000',
      }),
      undefined,
      other,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicTheme()).theme_app_primary_colour).not.toBe('#000000');
  });
});
