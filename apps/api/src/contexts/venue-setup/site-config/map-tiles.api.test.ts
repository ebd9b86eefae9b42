import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, readEnv } from '../../../platform/env';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// MAP_TILE_URL: the operator's tile provider reaches the site through GET /api/client, and the
// pages' Content-Security-Policy lets the browser load the tiles from it — and from nowhere new
// when it is not set.

const TILES = 'http://{s}.tiles.leisure.example:8080/osm/{z}/{x}/{y}{r}.png';
const CREDIT = '© OpenStreetMap contributors';

let webDist: string;
let withTiles: TestApp;
let withoutTiles: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lido-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lido</title>');
  const { MAP_TILE_URL } = readEnv({ MAP_TILE_URL: TILES });
  withTiles = await createTestApp({
    WEB_DIST_DIR: webDist,
    MAP_TILE_URL,
    MAP_TILE_ATTRIBUTION: CREDIT,
  });
  withoutTiles = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await withTiles.close();
  await withoutTiles.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function mapTilesOf(t: TestApp): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url: '/api/client' });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { map_tiles: unknown } }>().data.map_tiles;
}

async function imageSourcesOf(t: TestApp, url: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url });
  const policy = String(response.headers['content-security-policy']);
  return /(?:^|; )img-src ([^;]*)/.exec(policy)?.[1];
}

describe('the map tiles in the site configuration', () => {
  it('gives the site the tile URL template and its credit when MAP_TILE_URL is set', async () => {
    expect(await mapTilesOf(withTiles)).toEqual({ url: TILES, attribution: CREDIT });
  });

  it('answers null without MAP_TILE_URL, so the site draws its offline basemap', async () => {
    expect(await mapTilesOf(withoutTiles)).toBeNull();
  });
});

describe('the pages’ Content-Security-Policy for map tiles', () => {
  it("lets the site's pages load images from the tile host and its {s} subdomains", async () => {
    for (const page of ['/', '/location/swiss-cottage-leisure-centre', '/basket']) {
      expect(await imageSourcesOf(withTiles, page), page).toBe(
        "'self' data: https: http://*.tiles.leisure.example:8080",
      );
    }
  });

  it('adds nothing when no tile provider is configured', async () => {
    expect(await imageSourcesOf(withoutTiles, '/')).toBe("'self' data: https:");
  });

  it('keeps the fixed policy on API answers, which show no map', async () => {
    expect(await imageSourcesOf(withTiles, '/api/client')).toBe("'self' data: https:");
  });
});

describe('MAP_TILE_URL', () => {
  const parse = (MAP_TILE_URL: string) => readEnv({ MAP_TILE_URL }).MAP_TILE_URL;

  it('takes Leaflet URL templates and works out the host the pages must allow', () => {
    expect(parse('https://tile.example.org/{z}/{x}/{y}.png')).toEqual({
      template: 'https://tile.example.org/{z}/{x}/{y}.png',
      imageSource: 'https://tile.example.org',
    });
    expect(parse('https://{s}.Tile.Example.org/{z}/{x}/{-y}.png?key=abc')?.imageSource).toBe(
      'https://*.tile.example.org',
    );
    expect(parse('http://localhost:8081/{z}/{x}/{y}.png')?.imageSource).toBe(
      'http://localhost:8081',
    );
  });

  it('is optional, and its credit defaults to none', () => {
    const env = readEnv({});
    expect(env.MAP_TILE_URL).toBeUndefined();
    expect(env.MAP_TILE_ATTRIBUTION).toBe('');
  });

  it('refuses anything the pages could not load tiles from safely, at start', () => {
    for (const bad of [
      'https://tile.example.org/tiles.png',
      'tile.example.org/{z}/{x}/{y}.png',
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://user:secret@tile.example.org/{z}/{x}/{y}.png',
      'https://tile.{s}.example.org/{z}/{x}/{y}.png',
      'https://{s}.org/{z}/{x}/{y}.png',
      'https://{z}.example.org/{z}/{x}/{y}.png',
    ]) {
      expect(() => parse(bad), bad).toThrow(InvalidEnvironmentError);
    }
  });
});
