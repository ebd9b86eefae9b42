import { GeocodeResponse } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { GEONAMES_ATTRIBUTION } from './offline-gazetteer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = async (q: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/geocode?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return GeocodeResponse.parse(response.json());
};

describe('GET /api/geocode', () => {
  it('finds a GB place from the GeoNames gazetteer, credited in the response', async () => {
    const body = await search('Manchester');
    expect(body.attribution).toBe(GEONAMES_ATTRIBUTION);
    expect(body.data[0]).toMatchObject({ name: 'Manchester', region: 'England', kind: 'place' });
    expect(body.data[0]?.lat).toBeCloseTo(53.48, 1);
    expect(body.data[0]?.lng).toBeCloseTo(-2.24, 1);
  });

  it('searches case-insensitively by prefix and substring, at most ten results', async () => {
    const body = await search('ford');
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data.length).toBeLessThanOrEqual(10);
    for (const result of body.data) expect(result.name.toLowerCase()).toContain('ford');
  });

  it('finds only places in Great Britain and Northern Ireland', async () => {
    const body = await search('Paris');
    expect(body.data.every((result) => result.lat > 49 && result.lat < 61)).toBe(true);
  });

  it('finds venues by name and by postcode', async () => {
    expect((await search('britannia')).data[0]).toMatchObject({
      name: 'Britannia Leisure Centre',
      kind: 'venue',
    });
    expect((await search('nw3 3')).data[0]).toMatchObject({ name: 'NW3 3NF', kind: 'postcode' });
  });

  it('answers an empty list, not an error, for an unknown place or a blank query', async () => {
    expect((await search('Qwxzyville')).data).toEqual([]);
    expect((await search('  ')).data).toEqual([]);
  });

  it('answers 422 for a search term that is too long', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/geocode?q=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(422);
  });
});
