import { readFileSync } from 'node:fs';
import { CategoryDetail, CategorySummary, dataEnvelope } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/** Live shapes quoted in live-api.md (see fixtures/README.md). */
const fixture = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as {
    data: T;
  };
const categoriesFixture = fixture<Record<string, unknown>[]>('categories.json');
const categoryDetailFixture = fixture<Record<string, unknown>>('category-detail.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/activities/venue/swiss-cottage-leisure-centre';
const get = (url: string) => t.app.inject({ method: 'GET', url });
const keysOf = (value: object) => Object.keys(value).sort();

describe('the live catalogue fixtures', () => {
  it('are accepted by the contract schemas', () => {
    expect(dataEnvelope(z.array(CategorySummary)).parse(categoriesFixture).data).toHaveLength(1);
    expect(dataEnvelope(CategoryDetail).parse(categoryDetailFixture).data.locations).toHaveLength(
      1,
    );
  });
});

describe('GET /api/activities/venue/{venue}/categories', () => {
  it("lists the venue's roots, each saying it has children", async () => {
    const response = await get(`${BASE}/categories`);
    expect(response.statusCode).toBe(200);
    const roots = dataEnvelope(z.array(CategorySummary)).parse(response.json()).data;
    expect(roots.map((root) => [root.slug, root.name, root.has_children])).toEqual([
      ['fitness-classes', 'Fitness Classes', true],
      ['sports-hall-activities', 'Sports Hall Activities', true],
      ['swimming', 'Swimming', true],
      ['gym', 'Gym', true],
      ['climbing', 'Climbing', true],
    ]);
    const raw = response.json<{ data: object[] }>().data[0] ?? {};
    expect(keysOf(raw)).toEqual(expect.arrayContaining(keysOf(categoriesFixture.data[0] ?? {})));
  });

  it('answers the same by numeric venue id, and 404 for an unknown venue', async () => {
    expect((await get('/api/activities/venue/90001/categories')).json()).toEqual(
      (await get(`${BASE}/categories`)).json(),
    );
    const unknown = await get('/api/activities/venue/nowhere/categories');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'The venue could not be found.' });
  });
});

describe('GET /api/activities/venue/{venue}/categories/{slug}', () => {
  it('answers a court activity with its courts, types and parent, in the live shape', async () => {
    const response = await get(`${BASE}/categories/badminton-60min`);
    expect(response.statusCode).toBe(200);
    const category = dataEnvelope(CategoryDetail).parse(response.json()).data;
    expect(category).toMatchObject({
      v2: true,
      name: 'Badminton 60min',
      slug: 'badminton-60min',
      v2_slug: 'badminton-60min',
      v1_slug: 'badminton-60min',
      v1_type: 'ad_hoc_templates',
      v2_type: 'resources',
      allocation_strategy: 'customer',
      browse_by_name: 'location',
      has_children: false,
      parent_slug: 'sports-hall-activities',
      parent_name: 'Sports Hall Activities',
      is_root: false,
      children: [],
    });
    expect(category.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(category.v2Id).toBe(category.id);
    expect(category.locations).toHaveLength(4);
    expect(category.locations[0]?.id).toMatch(/^\d+$/);
    expect({ ...category.locations[0], id: undefined }).toEqual({
      id: undefined,
      name: 'Sports Hall, Court 1',
      type: 'resource',
      slug: 'sports-hall-court-1',
      venue_id: 90001,
      venue_slug: 'swiss-cottage-leisure-centre',
    });
    const raw = response.json<{ data: object }>().data;
    expect(keysOf(raw)).toEqual(expect.arrayContaining(keysOf(categoryDetailFixture.data)));
  });

  it('answers a root with its children and their locations', async () => {
    const response = await get(`${BASE}/categories/swimming`);
    const category = dataEnvelope(CategoryDetail).parse(response.json()).data;
    expect(category).toMatchObject({ is_root: true, has_children: true, parent_slug: null });
    expect(category.children.map((child) => [child.slug, child.v2_type])).toEqual([
      ['public-swim', 'ticketed'],
      ['family-swim', 'ticketed'],
      ['junior-swim-lessons', 'classes'],
    ]);
    expect(category.locations.map((location) => location.name).sort()).toEqual([
      'Main Pool',
      'Teaching Pool',
    ]);
  });

  it('answers a class activity with its v1 and v2 types and finds it by id too', async () => {
    const bySlug = dataEnvelope(CategoryDetail).parse(
      (await get(`${BASE}/categories/yoga`)).json(),
    );
    expect(bySlug.data).toMatchObject({ v1_type: 'class_templates', v2_type: 'classes' });
    const byId = await get(`/api/activities/venue/90001/categories/${bySlug.data.id}`);
    expect(byId.json()).toEqual(bySlug);
  });

  it('answers 404 with a message for an unknown activity', async () => {
    const response = await get(`${BASE}/categories/underwater-hockey`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: "We couldn't find the activity you are looking for",
    });
  });
});
