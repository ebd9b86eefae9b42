import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { negotiateEncoding } from '../platform/http/compression';

// TEST_NOW is Tuesday 20 October 2026; a day of badminton slots is a cached availability answer
// (register-routes.ts SerializedResponse) of several kilobytes.
const SLOTS =
  '/api/activities/venue/swiss-cottage-leisure-centre/activity/badminton-60min/v2/slots?date=2026-10-22';

// A built site in miniature: index.html and a hashed script, each with the copies the web build
// writes beside it. Each copy says which file it is, so the test sees which one was sent.
const indexHtml = `<!doctype html><html lang="en-GB"><title>Lido</title>${'<p>Lido</p>'.repeat(200)}`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lido-web-'));
  mkdirSync(join(webDist, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(join(webDist, file), text);
    writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', indexHtml);
  write('assets/index-abc123.js', script);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('choosing an encoding from Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressed API answers', () => {
  it('sends a cached availability day as brotli, gzip or as it is, with the same JSON', async () => {
    const plain = await get(SLOTS);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(SLOTS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await get(SLOTS, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    for (const answer of [plain, br, gzip]) {
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('compresses the same cached body the same way every time', async () => {
    const first = await get(SLOTS, { 'accept-encoding': 'br' });
    const second = await get(SLOTS, { 'accept-encoding': 'br' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps ETag revalidation: the compressed copy carries the weak form of the tag', async () => {
    const plain = await get(SLOTS);
    const tag = String(plain.headers.etag);
    expect(tag).toMatch(/^"/);

    const br = await get(SLOTS, { 'accept-encoding': 'br' });
    expect(br.headers.etag).toBe(`W/${tag}`);

    const revalidated = await get(SLOTS, { 'accept-encoding': 'br', 'if-none-match': `W/${tag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(`W/${tag}`);

    const plainRevalidated = await get(SLOTS, { 'if-none-match': tag });
    expect(plainRevalidated.statusCode).toBe(304);
    expect(plainRevalidated.headers.etag).toBe(tag);
  });

  it('leaves answers under a kilobyte as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(() => health.json<unknown>()).not.toThrow();
  });
});

describe('the site files, compressed at build time', () => {
  it('sends the brotli, gzip or plain copy of index.html, revalidated every time', async () => {
    for (const page of ['/', '/location/swiss-cottage-leisure-centre', '/index.html']) {
      const br = await get(page, { 'accept-encoding': 'gzip, br' });
      expect(br.statusCode, page).toBe(200);
      expect(br.headers['content-encoding'], page).toBe('br');
      expect(br.headers['content-type'], page).toMatch(/^text\/html/);
      expect(brotliDecompressSync(br.rawPayload).toString(), page).toBe(indexHtml);
      expect(br.headers['cache-control'], page).toBe('no-cache');
      expect(String(br.headers.vary), page).toMatch(/Accept-Encoding/i);

      const gzip = await get(page, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], page).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), page).toBe(indexHtml);

      const plain = await get(page);
      expect(plain.headers['content-encoding'], page).toBeUndefined();
      expect(plain.body, page).toBe(indexHtml);
    }
  });

  it('names the API answers a page needs first in a Link header, for the browser to preload', async () => {
    const home = await get('/');
    expect(String(home.headers.link)).toContain(
      '</api/client>; rel=preload; as=fetch; crossorigin',
    );
    expect(String(home.headers.link)).toContain('</api/activities/venues>');
    const venue = await get('/location/swiss-cottage-leisure-centre');
    expect(String(venue.headers.link)).toContain(
      '</api/frontend/theme?venue=swiss-cottage-leisure-centre>',
    );
  });

  it('sends hashed assets compressed and cacheable for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates a compressed asset with its own ETag', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    const tag = String(first.headers.etag);
    const again = await get('/assets/index-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': tag,
    });
    expect(again.statusCode).toBe(304);
    const plain = await get('/assets/index-abc123.js');
    expect(String(plain.headers.etag).replace(/^W\//, '')).not.toBe(tag.replace(/^W\//, ''));
  });

  it('sends files without a compressed copy as they are', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toContain('<svg');
  });
});
