import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '../../../platform/http/register-routes';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { validateOpenActive } from '../../../test-support/openactive-validation';

// The operator's OpenActive dataset site: the page activity finders and OpenActive's tools are
// given, whose JSON-LD names the four RPDE feeds, served with the template's own files. Lido's
// demo operator is Lido Leisure (client id lido-leisure); its theme's logo is a data: address.

const indexHtml = '<!doctype html><html lang="en-GB"><title>Lido</title><div id="root"></div>';
const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"></svg>';
const template = new URL('./template/', import.meta.url);

// A visitor on the my-account site: every address in the dataset is on the bookings site.
const HOST = 'my-account.lido.localhost:3000';
const BOOKINGS = 'http://bookings.lido.localhost:3000';

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  // The site's build, so that the site's page, which answers unknown addresses, is in play.
  webDist = mkdtempSync(join(tmpdir(), 'lido-web-'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'favicon.svg'), favicon);
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, host = HOST) => t.app.inject({ method: 'GET', url, headers: { host } });

interface Dataset {
  '@id': string;
  url: string;
  name: string;
  publisher: { name: string; logo: { url: string } };
  distribution: { identifier: string; additionalType: string; contentUrl: string }[];
}

/** The page's JSON-LD, found as harvesters find it: the one application/ld+json script. */
function jsonLdOf(html: string): Dataset {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Dataset;
}

async function datasetSite(host = HOST) {
  const response = await get('/openactive', host);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('GET /openactive', () => {
  it('answers the dataset site as a page, not the site page unknown addresses get', async () => {
    const response = await datasetSite();
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toBe(indexHtml);
    expect(response.body).toContain(
      '<h2 property="dct:title">Lido Leisure Sessions and Facilities',
    );
    expect(response.body).toContain(`href="/openactive/static/datasetsite.styles.v8.css"`);
  });

  it('carries JSON-LD that OpenActive validates with no failure as a dataset site', async () => {
    const jsonld = jsonLdOf((await datasetSite()).body);
    expect(await validateOpenActive(jsonld, 'DatasetSite')).toEqual([]);
    expect(jsonld).toMatchObject({
      '@id': `${BOOKINGS}/openactive`,
      url: `${BOOKINGS}/openactive`,
      name: 'Lido Leisure Sessions and Facilities',
      publisher: { name: 'Lido Leisure' },
    });
  });

  it('lists the four feeds at absolute addresses under the operator client id, each answered', async () => {
    const { distribution } = jsonLdOf((await datasetSite()).body);
    expect(
      distribution.map(({ identifier, additionalType, contentUrl }) => [
        identifier,
        additionalType,
        contentUrl,
      ]),
    ).toEqual([
      [
        'SessionSeries',
        'https://openactive.io/SessionSeries',
        `${BOOKINGS}/api/openactive/lido-leisure/session-series`,
      ],
      [
        'ScheduledSession',
        'https://openactive.io/ScheduledSession',
        `${BOOKINGS}/api/openactive/lido-leisure/scheduled-sessions`,
      ],
      [
        'FacilityUse',
        'https://openactive.io/FacilityUse',
        `${BOOKINGS}/api/openactive/lido-leisure/facility-uses`,
      ],
      [
        'IndividualFacilityUseSlot',
        'https://openactive.io/Slot',
        `${BOOKINGS}/api/openactive/lido-leisure/slots`,
      ],
    ]);
    for (const { contentUrl } of distribution) {
      const feed = await get(new URL(contentUrl).pathname, new URL(contentUrl).host);
      expect(feed.statusCode, `${contentUrl}: ${feed.body}`).toBe(200);
    }
  });

  it("shows Lido's own mark for a logo the page cannot link to (a data: address), served by the site", async () => {
    const { publisher } = jsonLdOf((await datasetSite()).body);
    expect(publisher.logo.url).toBe(`${BOOKINGS}/favicon.svg`);
    expect((await get('/favicon.svg', 'bookings.lido.localhost:3000')).statusCode).toBe(200);
  });

  it('runs no script: no inline script is allowed, and the page has none', async () => {
    const response = await datasetSite();
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSources).toBeDefined();
    expect(scriptSources).not.toContain('unsafe-inline');
    expect(policy).toContain("script-src-attr 'none'");
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="application/ld+json">']);
  });
});

describe('the page static files', () => {
  it('serves the template stylesheet as vendored, cached as immutable', async () => {
    const response = await get('/openactive/static/datasetsite.styles.v8.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    const vendored = readFileSync(new URL('static/datasetsite.styles.v8.css', template), 'utf8');
    expect(response.body).toBe(vendored);
  });

  it('serves the fonts and images the stylesheet names', async () => {
    const css = readFileSync(new URL('static/datasetsite.styles.v8.css', template), 'utf8');
    const files = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
    expect(files).toHaveLength(5);
    for (const file of files) {
      const response = await get(`/openactive/static/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    }
  });

  it.each([
    '/openactive/static/nothing-here.css',
    '/openactive/static/nothing-here',
    '/openactive/static/',
    '/openactive/static/..%2fdatasetsite-csp.mustache',
    // The template's other files are not among them.
    '/openactive/static/datasetsite-csp.mustache',
    '/openactive/static/LICENSE',
  ])('answers 404 for %s, which is no file of the template', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(indexHtml);
  });
});

describe("the operator's own words in the page", () => {
  it('keeps a name that looks like markup inside the JSON-LD, as the same JSON', async () => {
    const name = 'Lido </script><script>alert(1)</script> Leisure';
    await t.db.execute(sql`update operators set name = ${name}`);
    try {
      const { body } = await datasetSite();
      expect(body).not.toContain('<script>alert(1)');
      expect(jsonLdOf(body).publisher.name).toBe(name);
    } finally {
      await t.db.execute(sql`update operators set name = 'Lido Leisure'`);
    }
  });
});
