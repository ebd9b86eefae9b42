import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, readEnv } from '../../../platform/env';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { operators } from '../venues';
import { TAG_MANAGER_REFRESH_MS } from './tag-manager';

// The operator's Google Tag Manager containers (operators.tag_manager_ids) reach the site through
// GET /api/client; the site loads them only after the visitor's consent, and the pages'
// Content-Security-Policy lets it — and allows nothing from Google when there are none.

const GTM_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lido-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lido</title>');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/**
 * Gives the operator `ids` and waits for the pages' policy to follow (it is read again in the
 * background once a minute has passed), so the next test starts from a settled answer.
 */
async function changeTagManagerIds(ids: string[], scriptSources: string): Promise<void> {
  await t.db.update(operators).set({ tagManagerIds: ids });
  t.clock.advance(TAG_MANAGER_REFRESH_MS);
  await expect.poll(() => sourcesOf('/', 'script-src')).toBe(scriptSources);
}

async function sourcesOf(url: string, name: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url });
  const policy = String(response.headers['content-security-policy']);
  return new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1];
}

describe('the pages’ Content-Security-Policy for the operator’s tag manager', () => {
  it('allows nothing from Google while the operator has no tag manager ids', async () => {
    for (const page of ['/', '/location/swiss-cottage-leisure-centre', '/basket']) {
      expect(await sourcesOf(page, 'script-src'), page).toBe("'self'");
      expect(await sourcesOf(page, 'connect-src'), page).toBe("'self'");
      expect(await sourcesOf(page, 'img-src'), page).toBe("'self' data: https:");
    }
  });

  it('lets every page load the container and send analytics once the operator has an id, within a minute', async () => {
    await t.db.update(operators).set({ tagManagerIds: ['GTM-AB12CD3'] });
    try {
      // Read at most once a minute: still the old answer.
      expect(await sourcesOf('/', 'script-src')).toBe("'self'");

      t.clock.advance(TAG_MANAGER_REFRESH_MS);
      await expect.poll(() => sourcesOf('/', 'script-src')).toBe(`'self' ${GTM_SCRIPT}`);
      for (const page of ['/', '/location/britannia-leisure-centre', '/my-account/details']) {
        expect(await sourcesOf(page, 'script-src'), page).toBe(`'self' ${GTM_SCRIPT}`);
        expect(await sourcesOf(page, 'connect-src'), page).toBe(`'self' ${GA_CONNECT}`);
        // Framing by the sites the demo allows is untouched.
        expect(await sourcesOf(page, 'frame-ancestors'), page).toBe("'self' http://localhost:8080");
      }
    } finally {
      await changeTagManagerIds([], "'self'");
    }
  });

  it('keeps the fixed policy on API answers, which run no script', async () => {
    await changeTagManagerIds(['GTM-AB12CD3'], `'self' ${GTM_SCRIPT}`);
    try {
      expect(await sourcesOf('/api/client', 'script-src')).toBe("'self'");
      expect(await sourcesOf('/api/client', 'connect-src')).toBe("'self'");
    } finally {
      await changeTagManagerIds([], "'self'");
    }
  });

  it('adds nothing for ids that are not container ids, which the site ignores too', async () => {
    await changeTagManagerIds(['GTM-AB12CD3'], `'self' ${GTM_SCRIPT}`);
    await changeTagManagerIds(
      ['UA-12345-1', 'gtm-ab12cd3', "GTM-AB12CD3'; script-src *", 'G-AB12CD3'],
      "'self'",
    );
    expect(await sourcesOf('/', 'connect-src')).toBe("'self'");
    expect(await sourcesOf('/', 'img-src')).toBe("'self' data: https:");
  });
});

describe('DEMO_TAG_MANAGER_IDS', () => {
  const parse = (DEMO_TAG_MANAGER_IDS: string) =>
    readEnv({ DEMO_TAG_MANAGER_IDS }).DEMO_TAG_MANAGER_IDS;

  it('is a comma-separated list of container ids, none by default', () => {
    expect(readEnv({}).DEMO_TAG_MANAGER_IDS).toEqual([]);
    expect(parse('')).toEqual([]);
    expect(parse('GTM-LIDODEMO')).toEqual(['GTM-LIDODEMO']);
    expect(parse(' GTM-AB12CD3 , GTM-XYZ9 ')).toEqual(['GTM-AB12CD3', 'GTM-XYZ9']);
  });

  it('refuses anything that is not a container id, at start', () => {
    for (const bad of ['UA-12345-1', 'GTM-abc123', 'GTM-AB1', 'GTM-AB12CD3&l=x', 'G-AB12CD3']) {
      expect(() => parse(bad), bad).toThrow(InvalidEnvironmentError);
    }
  });
});
