import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { FRAME_ANCESTORS_REFRESH_MS } from './frame-ancestors';
import { siteThemes } from './site-config.tables';

// The demo seed lets http://localhost:8080 frame Britannia Leisure Centre (90002); the other
// venues and the operator have no list.
const BRITANNIA = 'britannia-leisure-centre';
const SWISS_COTTAGE = 'swiss-cottage-leisure-centre';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lido-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lido</title>');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function frameAncestorsOf(url: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url });
  const policy = String(response.headers['content-security-policy']);
  return /(?:^|; )frame-ancestors ([^;]*)/.exec(policy)?.[1];
}

async function setVenueList(venueId: number, list: string[] | null): Promise<void> {
  await t.db
    .update(siteThemes)
    .set({ frameAncestors: list })
    .where(eq(siteThemes.venueId, venueId));
}

describe('who may frame the site (CSP frame-ancestors)', () => {
  it("lets the origins on a venue's allow-list frame that venue's pages", async () => {
    expect(await frameAncestorsOf(`/location/${BRITANNIA}`)).toBe("'self' http://localhost:8080");
    expect(await frameAncestorsOf(`/location/${BRITANNIA}/badminton-60min`)).toBe(
      "'self' http://localhost:8080",
    );
    expect(await frameAncestorsOf(`/${BRITANNIA}?date=2026-05-01`)).toBe(
      "'self' http://localhost:8080",
    );
  });

  it('lets only Lido itself frame the pages of a venue without an allow-list', async () => {
    expect(await frameAncestorsOf(`/location/${SWISS_COTTAGE}`)).toBe("'self'");
    expect(await frameAncestorsOf(`/${SWISS_COTTAGE}`)).toBe("'self'");
  });

  it('lets every allowed origin frame the pages that belong to no venue', async () => {
    for (const page of ['/', '/basket', '/basket/checkout', '/my-account/details']) {
      expect(await frameAncestorsOf(page), page).toBe("'self' http://localhost:8080");
    }
  });

  it('lets only Lido itself frame API answers', async () => {
    expect(await frameAncestorsOf('/api/client')).toBe("'self'");
    expect(await frameAncestorsOf(`/api/activities/footer?venue=${BRITANNIA}`)).toBe("'self'");
    expect(await frameAncestorsOf('/api/no-such-thing')).toBe("'self'");
  });

  it('follows changes to the allow-lists within a minute, keeping only valid origins', async () => {
    // Swiss Cottage has no theme row of its own, so it inherits the operator's list.
    await t.db
      .update(siteThemes)
      .set({ frameAncestors: ['https://www.camden.example', '*', 'https://x.example/path'] })
      .where(isNull(siteThemes.venueId));
    await setVenueList(90002, ['https://www.hackney.example']);
    try {
      // Cached: still the old lists.
      expect(await frameAncestorsOf(`/location/${SWISS_COTTAGE}`)).toBe("'self'");

      t.clock.advance(FRAME_ANCESTORS_REFRESH_MS);
      await expect
        .poll(() => frameAncestorsOf(`/location/${SWISS_COTTAGE}`))
        .toBe("'self' https://www.camden.example");
      expect(await frameAncestorsOf(`/location/${BRITANNIA}`)).toBe(
        "'self' https://www.hackney.example",
      );
      expect(await frameAncestorsOf('/basket')).toBe(
        "'self' https://www.camden.example https://www.hackney.example",
      );
    } finally {
      await t.db.update(siteThemes).set({ frameAncestors: null }).where(isNull(siteThemes.venueId));
      await setVenueList(90002, ['http://localhost:8080']);
      t.clock.advance(FRAME_ANCESTORS_REFRESH_MS);
    }
  });
});
