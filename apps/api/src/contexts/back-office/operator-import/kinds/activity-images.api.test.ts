import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../platform/db/raw-rows';
import { bearer, DESK_MANAGER, signIn } from '../../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { imageVersionOf } from '../../../venue-setup/activity-images/image-renditions';
import { testImage } from '../../../venue-setup/activity-images/test-images.test-support';
import { categories } from '../../../venue-setup/catalogue/catalogue.tables';
import { importedIds } from '../imported-ids.test-support';
import type { ImportFile } from '../import-files';
import { template } from '../import-test-files.test-support';

// An activity's image in the import: activities.csv's `image` column names an image file sent
// with it (base64 from the console, read from the folder by the command line).

let t: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(() => t.close());

const places = [template('venues.csv'), template('locations.csv')];
const [header = '', ...templateRows] = template('activities.csv').content.trimEnd().split('\n');

/**
 * The template's activities, with the image each names (by activity_id), as activities.csv: in
 * its `image` column, the one before the last (`openactive_activity`).
 */
function activitiesNaming(images: Record<string, string>): ImportFile {
  const rows = templateRows.map((row) =>
    row.replace(/,([^,]*)$/, `${images[row.split(',')[0]!] ?? ''},$1`),
  );
  return { name: 'activities.csv', content: [header, ...rows].join('\n') };
}

const imageFile = (name: string, bytes: Buffer): ImportFile => ({
  name,
  content: bytes.toString('base64'),
  encoding: 'base64',
});

const postImport = (files: readonly ImportFile[], dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: manager,
    payload: { files, dry_run: dryRun },
  });

interface Report {
  written: boolean;
  kinds: Array<{ kind: string; created: number; updated: number; unchanged: number }>;
}

const activityCounts = (report: Report) => report.kinds.find((kind) => kind.kind === 'activities');

/** The `image` field of an activity the import wrote, by the operator's id for it. */
async function imageOf(key: string): Promise<string | null | undefined> {
  const id = (await importedIds(t.db, 1, 'activities')).get(key);
  if (id === undefined) return undefined;
  const [row] = await t.db
    .select({ image: categories.image })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.image;
}

async function keptVersions(): Promise<string[]> {
  const rows = await rowsOf<{ version: string }>(
    t.db,
    sql`select version from activity_image_versions order by version`,
  );
  return rows.map((row) => row.version);
}

describe('importing activities with images', () => {
  it('refuses an image the import does not carry, by its place, and writes nothing', async () => {
    const response = await postImport([...places, activitiesNaming({ 'SWC-YOGA': 'yoga.jpg' })]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'activities.csv, line 3, image (column 11)': [
        'yoga.jpg is not in this import: import the image file with the activities that name it.',
      ],
    });
    expect(await imageOf('SWC-YOGA')).toBeUndefined();
  });

  it('refuses a file that is not a JPEG, PNG or WebP whatever its name, a dry run too', async () => {
    const versions = await keptVersions();
    const small = await testImage('jpeg', { width: 300, height: 200 });
    for (const dryRun of [true, false]) {
      const response = await postImport(
        [
          ...places,
          activitiesNaming({ 'SWC-YOGA': 'yoga.jpg', 'SWC-BADMINTON': 'court.png' }),
          imageFile('yoga.jpg', Buffer.from('GIF89a, or so it says')),
          imageFile('court.png', small),
        ],
        dryRun,
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        'activities.csv, line 3, image (column 11)': ['yoga.jpg is not a JPEG, PNG or WebP image.'],
        'activities.csv, line 4, image (column 11)': [
          'court.png is smaller than 320 × 214 pixels.',
        ],
      });
    }
    expect(await keptVersions()).toEqual(versions);
  });

  it('names only image files in the column', async () => {
    const response = await postImport([...places, activitiesNaming({ 'SWC-YOGA': 'yoga.gif' })]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'activities.csv, line 3, image (column 11)': [
        '"image" must name an image file of this import (.jpg, .jpeg, .png, .webp), such as yoga.jpg.',
      ],
    });
  });

  it('refuses a base64 file that is not base64', async () => {
    const response = await postImport([
      ...places,
      activitiesNaming({}),
      { name: 'yoga.jpg', content: 'not base64 at all!', encoding: 'base64' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'files.3.content': ['A file sent as base64 must hold base64 only.'],
    });
  });

  it('checks images in a dry run and keeps none of them', async () => {
    const versions = await keptVersions();
    const response = await postImport(
      [
        ...places,
        activitiesNaming({ 'SWC-YOGA': 'yoga.jpg' }),
        imageFile('yoga.jpg', await testImage('jpeg')),
      ],
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: Report }>().data;
    expect(report.written).toBe(false);
    expect(activityCounts(report)).toMatchObject({ created: 4 });
    expect(await keptVersions()).toEqual(versions);
    expect(await imageOf('SWC-YOGA')).toBeUndefined();
  });

  it('gives each activity the image it names, kept once however many name it', async () => {
    const yoga = await testImage('jpeg', { sun: '#f2a541' });
    const response = await postImport([
      ...places,
      activitiesNaming({ 'SWC-YOGA': 'yoga.jpg', 'SWC-FITNESS': 'Yoga.JPG' }),
      imageFile('yoga.jpg', yoga),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const version = imageVersionOf(yoga);
    const field = `/api/activity-images/${version}/640`;
    expect(await imageOf('SWC-YOGA')).toBe(field);
    expect(await imageOf('SWC-FITNESS')).toBe(field);
    expect(await imageOf('SWC-BADMINTON')).toBeNull();
    const served = await t.app.inject({ method: 'GET', url: field });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await keptVersions()).filter((each) => each === version)).toHaveLength(1);
    const [uploaded] = await rowsOf<{ uploaded_by: number | null }>(
      t.db,
      sql`select uploaded_by from activity_images where version = ${version} limit 1`,
    );
    expect(uploaded?.uploaded_by).toBeNull();
  });

  it('changes nothing when the same image is imported again', async () => {
    const response = await postImport([
      ...places,
      activitiesNaming({ 'SWC-YOGA': 'yoga.jpg', 'SWC-FITNESS': 'Yoga.JPG' }),
      imageFile('yoga.jpg', await testImage('jpeg', { sun: '#f2a541' })),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(activityCounts(response.json<{ data: Report }>().data)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 4,
    });
  });

  it('shows a new picture under the same name, and lets the old one go', async () => {
    const before = (await imageOf('SWC-YOGA'))!;
    const sunset = await testImage('png', { sun: '#c0392b' });
    const response = await postImport([
      ...places,
      activitiesNaming({ 'SWC-YOGA': 'yoga.jpg', 'SWC-FITNESS': 'yoga.jpg' }),
      imageFile('yoga.jpg', sunset),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(activityCounts(response.json<{ data: Report }>().data)).toMatchObject({
      updated: 2,
      unchanged: 2,
    });
    expect(await imageOf('SWC-YOGA')).toBe(`/api/activity-images/${imageVersionOf(sunset)}/640`);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it("puts back the file's image over one changed in the console, and leaves an empty cell's", async () => {
    const fromFile = (await imageOf('SWC-YOGA'))!;
    const yogaId = (await importedIds(t.db, 1, 'activities')).get('SWC-YOGA')!;
    const badmintonId = (await importedIds(t.db, 1, 'activities')).get('SWC-BADMINTON')!;
    for (const id of [yogaId, badmintonId]) {
      const uploaded = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/activities/${id}/image`,
        headers: manager,
        payload: {
          content_type: 'image/webp',
          content: (await testImage('webp', { sun: '#1b998b' })).toString('base64'),
        },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const fromConsole = (await imageOf('SWC-BADMINTON'))!;
    const files = [
      ...places,
      activitiesNaming({ 'SWC-YOGA': 'yoga.jpg', 'SWC-FITNESS': 'yoga.jpg' }),
      imageFile('yoga.jpg', await testImage('png', { sun: '#c0392b' })),
    ];
    const dryRun = await postImport(files, true);
    expect(activityCounts(dryRun.json<{ data: Report }>().data)).toMatchObject({
      updated: 1,
      unchanged: 3,
    });
    const response = await postImport(files);
    expect(response.statusCode, response.body).toBe(200);
    expect(await imageOf('SWC-YOGA')).toBe(fromFile);
    // Badminton's cell is empty: the import leaves the image a manager gave it.
    expect(await imageOf('SWC-BADMINTON')).toBe(fromConsole);
  });
});
