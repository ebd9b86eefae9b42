import {
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGE_REQUIRED_MESSAGE,
  ACTIVITY_IMAGE_SIZE_MESSAGE,
  ACTIVITY_IMAGE_TOO_SMALL_MESSAGE,
  ACTIVITY_IMAGE_TYPE_MESSAGE,
  ACTIVITY_IMAGE_UNREADABLE_MESSAGE,
  type ActivityImageEntry,
  type ChangesReport,
  ONLY_MANAGER_CHANGES_ACTIVITY_IMAGES,
  type VenueActivityImages,
} from '@lido/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
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
import { testImage, uploadBody } from './test-images.test-support';

// Dana Whitfield manages Swiss Cottage (90001) for Lido's demo operator; Jordan Reid is its
// receptionist. TEST_NOW is Tuesday 20 October 2026.
const VENUE = 'swiss-cottage-leisure-centre';
const LIST_URL = `/api/admin/venues/${VENUE}/activity-images`;
const PUBLIC = `/api/activities/venue/${VENUE}/categories`;

let t: TestApp;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(async () => {
  await t.close();
});

async function listed(headers = manager): Promise<VenueActivityImages> {
  const response = await t.app.inject({ method: 'GET', url: LIST_URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: VenueActivityImages }>().data;
}

async function activityNamed(name: string): Promise<ActivityImageEntry> {
  const activity = (await listed()).activities.find((each) => each.name === name);
  if (!activity) throw new Error(`no ${name} at Swiss Cottage`);
  return activity;
}

const imageUrl = (id: string) => `/api/admin/activities/${id}/image`;
const upload = (id: string, payload: object, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'PUT', url: imageUrl(id), headers, payload });
const remove = (id: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: 'DELETE', url: imageUrl(id), headers });
const fetchImage = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

/** The `image` field customers' pages read for an activity, by its slug under its group. */
async function publicImage(groupSlug: string, slug: string): Promise<string | null | undefined> {
  const response = await t.app.inject({ method: 'GET', url: `${PUBLIC}/${groupSlug}` });
  expect(response.statusCode, response.body).toBe(200);
  const group = response.json<{ data: { children: { slug: string; image: string | null }[] } }>();
  return group.data.children.find((child) => child.slug === slug)?.image;
}

const versionOf = (image: string | null) =>
  /\/api\/activity-images\/([0-9a-f]{16})\/640$/.exec(image ?? '')?.[1];

async function storedCounts(): Promise<{ versions: number; images: number }> {
  const [row] = await rowsOf<{ versions: number; images: number }>(
    t.db,
    sql`select (select count(*) from activity_image_versions)::int as versions,
      (select count(*) from activity_images)::int as images`,
  );
  return row!;
}

interface AuditEntry {
  staff_user_id: number;
  venue_id: number;
  details: Record<string, unknown>;
}

async function imageAuditEntries(activityId: string): Promise<AuditEntry[]> {
  const rows = await rowsOf<AuditEntry & { details: unknown }>(
    t.db,
    sql`select staff_user_id, venue_id, details from desk_audit_entries
      where action = 'activity-image-changed' and details->>'activity_id' = ${activityId}
      order by id`,
  );
  return rows.map((row) => ({ ...row, details: jsonColumn(row.details, {}) }));
}

describe("a venue's activities and their images", () => {
  it('lists each group, then the activities in it, with its image field', async () => {
    const { venue, activities } = await listed();
    expect(venue).toEqual({ id: 90001, slug: VENUE, name: 'Swiss Cottage Leisure Centre' });
    const names = activities.map((activity) => [activity.group, activity.name]);
    expect(names.slice(0, 3)).toEqual([
      [null, 'Fitness Classes'],
      ['Fitness Classes', 'Yoga'],
      ['Fitness Classes', 'Spin'],
    ]);
    expect(names).toContainEqual([null, 'Swimming']);
    const swimming = names.findIndex(([group, name]) => group === null && name === 'Swimming');
    expect(names[swimming + 1]).toEqual(['Swimming', 'Public Swim']);
  });
});

describe('uploading an image', () => {
  it('serves it in three 3:2 WebP widths, and the activity names the 640 one', async () => {
    const spin = await activityNamed('Spin');
    const response = await upload(spin.id, uploadBody(await testImage('jpeg')));
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json<{ data: ActivityImageEntry }>().data;
    const version = versionOf(entry.image);
    expect(version).toBeDefined();
    expect(entry).toEqual({ ...spin, image: `/api/activity-images/${version}/640` });
    expect(await publicImage('fitness-classes', 'spin')).toBe(entry.image);
    expect((await activityNamed('Spin')).image).toBe(entry.image);

    for (const [width, height] of [
      [320, 213],
      [640, 427],
      [960, 640],
    ] as const) {
      const image = await fetchImage(`/api/activity-images/${version}/${width}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['etag']).toMatch(/^"[\w-]+"$/);
      expect(image.headers['content-disposition']).toBeUndefined();
      const metadata = await sharp(image.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
    }
  });

  it('answers 304 to a browser that has the image already', async () => {
    const { image } = await activityNamed('Spin');
    const first = await fetchImage(image!);
    const again = await fetchImage(image!, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('turns a photo upright and serves none of its camera metadata', async () => {
    const pilates = await activityNamed('Pilates');
    // Stored 480 × 320 and turned a quarter: upright it is 320 × 480, a portrait.
    const photo = await testImage('jpeg', { orientation: 6, withCameraMetadata: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(pilates.id, uploadBody(photo));
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json<{ data: ActivityImageEntry }>().data;
    const rendition = (await fetchImage(image!)).rawPayload;
    const metadata = await sharp(rendition).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 427]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(rendition.includes('Lido Test Camera')).toBe(false);
  });

  it('reads the type from the bytes, and takes PNG and WebP too', async () => {
    const bodyPump = await activityNamed('Body Pump');
    // A PNG sent as a JPEG is still a PNG: what it is decides, not what it says it is.
    const png = await upload(bodyPump.id, uploadBody(await testImage('png'), 'image/jpeg'));
    expect(png.statusCode, png.body).toBe(200);
    const webp = await upload(
      bodyPump.id,
      uploadBody(await testImage('webp', { sun: '#d1495b' }), 'image/webp'),
    );
    expect(webp.statusCode, webp.body).toBe(200);
  });

  it('keeps the same bytes once, as one version, and audits only a change', async () => {
    const reformer = await activityNamed('Reformer Pilates');
    const aqua = await activityNamed('Aqua Aerobics');
    const bytes = await testImage('jpeg', { sun: '#2e86ab' });
    const first = (await upload(reformer.id, uploadBody(bytes))).json<{
      data: ActivityImageEntry;
    }>();
    const before = await storedCounts();
    const again = (await upload(reformer.id, uploadBody(bytes))).json<{
      data: ActivityImageEntry;
    }>();
    expect(again.data.image).toBe(first.data.image);
    const other = (await upload(aqua.id, uploadBody(bytes))).json<{ data: ActivityImageEntry }>();
    expect(other.data.image).toBe(first.data.image);
    expect(await storedCounts()).toEqual({ versions: before.versions, images: before.images + 1 });
    expect(await imageAuditEntries(reformer.id)).toHaveLength(1);
    // One activity letting go of a shared image leaves the other's served.
    expect((await remove(aqua.id)).statusCode).toBe(200);
    expect((await fetchImage(first.data.image!)).statusCode).toBe(200);
  });

  it('replaces an image: the old version goes when nothing shows it, and both are audited', async () => {
    const squash = await activityNamed('Squash 40min');
    const old = (
      await upload(squash.id, uploadBody(await testImage('jpeg', { sun: '#ff6f59' })))
    ).json<{ data: ActivityImageEntry }>().data.image!;
    const response = await upload(
      squash.id,
      uploadBody(await testImage('png', { sun: '#43aa8b' })),
    );
    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json<{ data: ActivityImageEntry }>().data.image!;
    expect(replaced).not.toBe(old);
    expect(await publicImage('sports-hall-activities', 'squash-40min')).toBe(replaced);
    expect((await fetchImage(old)).statusCode).toBe(404);
    expect((await fetchImage(old.replace(/640$/, '320'))).statusCode).toBe(404);
    expect((await fetchImage(replaced)).statusCode).toBe(200);
    expect(await imageAuditEntries(squash.id)).toEqual([
      {
        staff_user_id: DESK_MANAGER.id,
        venue_id: 90001,
        details: {
          activity_id: squash.id,
          activity: 'Squash 40min',
          before: { image: null },
          after: { image: versionOf(old) },
        },
      },
      {
        staff_user_id: DESK_MANAGER.id,
        venue_id: 90001,
        details: {
          activity_id: squash.id,
          activity: 'Squash 40min',
          before: { image: versionOf(old) },
          after: { image: versionOf(replaced) },
        },
      },
    ]);
  });

  it('gives a group an image, as the venue page shows groups first', async () => {
    const sportsHall = await activityNamed('Sports Hall Activities');
    const response = await upload(sportsHall.id, uploadBody(await testImage('jpeg')));
    expect(response.statusCode, response.body).toBe(200);
    const roots = await t.app.inject({ method: 'GET', url: PUBLIC });
    const root = roots
      .json<{ data: { slug: string; image: string | null }[] }>()
      .data.find((each) => each.slug === 'sports-hall-activities');
    expect(root?.image).toBe(response.json<{ data: ActivityImageEntry }>().data.image);
  });
});

describe('removing an image', () => {
  it('shows the icon again, stops serving the image and audits it', async () => {
    const pickleball = await activityNamed('Pickleball');
    const { image } = (
      await upload(pickleball.id, uploadBody(await testImage('jpeg', { sun: '#8338ec' })))
    ).json<{ data: ActivityImageEntry }>().data;
    const response = await remove(pickleball.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: ActivityImageEntry }>().data).toEqual({
      ...pickleball,
      image: null,
    });
    expect(await publicImage('sports-hall-activities', 'pickleball')).toBeNull();
    expect((await fetchImage(image!)).statusCode).toBe(404);
    const entries = await imageAuditEntries(pickleball.id);
    expect(entries.at(-1)?.details).toMatchObject({
      before: { image: versionOf(image) },
      after: { image: null },
    });
    // Nothing to take away: nothing changes, and nothing more is audited.
    expect((await remove(pickleball.id)).statusCode).toBe(200);
    expect(await imageAuditEntries(pickleball.id)).toHaveLength(entries.length);
  });

  it('shows image changes in the Changes report', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/changes?from=2026-10-20&to=2026-10-20',
      headers: manager,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = response.json<{ data: ChangesReport }>().data;
    expect(rows).toContainEqual(
      expect.objectContaining({
        at: TEST_NOW.toISOString(),
        by: 'Dana Whitfield',
        action: 'activity-image-changed',
        label: 'Activity image changed',
        subject: 'Activity Pickleball',
        after: 'image not set',
      }),
    );
  });
});

describe('refusing what is not an image to keep', () => {
  const refusals = async () => {
    const base = await testImage('jpeg');
    return [
      {
        what: 'text declared a JPEG',
        body: uploadBody(Buffer.from('<?php echo "not a picture"; ?>')),
        message: ACTIVITY_IMAGE_TYPE_MESSAGE,
      },
      {
        what: 'an SVG declared a PNG',
        body: uploadBody(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>'),
          'image/png',
        ),
        message: ACTIVITY_IMAGE_TYPE_MESSAGE,
      },
      {
        what: 'a GIF',
        body: uploadBody(
          await sharp({ create: { width: 480, height: 320, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
        ),
        message: ACTIVITY_IMAGE_TYPE_MESSAGE,
      },
      {
        what: 'a JPEG cut off after its header',
        body: uploadBody(base.subarray(0, Math.floor(base.length / 3))),
        message: ACTIVITY_IMAGE_UNREADABLE_MESSAGE,
      },
      {
        what: 'more than 5 MB',
        body: uploadBody(Buffer.concat([base, Buffer.alloc(ACTIVITY_IMAGE_MAX_BYTES)])),
        message: ACTIVITY_IMAGE_SIZE_MESSAGE,
      },
      {
        what: 'narrower than 320 pixels',
        body: uploadBody(await testImage('jpeg', { width: 300, height: 200 })),
        message: ACTIVITY_IMAGE_TOO_SMALL_MESSAGE,
      },
      {
        what: 'a strip 214 pixels high at most',
        body: uploadBody(await testImage('png', { width: 2000, height: 150 })),
        message: ACTIVITY_IMAGE_TOO_SMALL_MESSAGE,
      },
      {
        what: 'not base64',
        body: { content_type: 'image/jpeg', content: 'this is not base64!' },
        message: ACTIVITY_IMAGE_UNREADABLE_MESSAGE,
      },
      {
        what: 'no file',
        body: { content_type: 'image/jpeg', content: '' },
        message: ACTIVITY_IMAGE_REQUIRED_MESSAGE,
      },
    ];
  };

  it('answers 422 on the file with a clear message, and writes nothing', async () => {
    const climbing = await activityNamed('Climbing');
    const before = await storedCounts();
    for (const { what, body, message } of await refusals()) {
      const response = await upload(climbing.id, body);
      expect(response.statusCode, what).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors, what).toEqual({
        content: [message],
      });
    }
    const declared = await upload(climbing.id, { content_type: 'image/gif', content: 'R0lGODlh' });
    expect(declared.statusCode).toBe(422);
    expect(declared.json<{ errors: Record<string, string[]> }>().errors.content_type).toEqual([
      ACTIVITY_IMAGE_TYPE_MESSAGE,
    ]);
    expect(await storedCounts()).toEqual(before);
    expect((await activityNamed('Climbing')).image).toBe(climbing.image);
    expect(await imageAuditEntries(climbing.id)).toEqual([]);
  });

  it('answers 404 for an activity that does not exist', async () => {
    const body = uploadBody(await testImage('jpeg'));
    expect((await upload('01941f29-0000-7000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await remove('no-such-activity')).statusCode).toBe(404);
  });
});

describe('serving images', () => {
  it('answers 404 for a version or width Lido does not keep', async () => {
    const { image } = await activityNamed('Spin');
    const version = versionOf(image)!;
    for (const path of [
      `/api/activity-images/0000000000000000/640`,
      `/api/activity-images/${version}/500`,
      `/api/activity-images/${version}/abc`,
      `/api/activity-images/not-a-version/640`,
      `/api/activity-images/${version.toUpperCase()}/640`,
    ]) {
      const response = await fetchImage(path);
      expect(response.statusCode, path).toBe(404);
      expect(String(response.headers['cache-control']), path).not.toContain('immutable');
    }
  });

  it('serves anyone, signed in or not', async () => {
    const { image } = await activityNamed('Spin');
    const customer = bearer(await signIn(t.app, PRIYA.email));
    expect((await fetchImage(image!)).statusCode).toBe(200);
    expect((await fetchImage(image!, customer)).statusCode).toBe(200);
  });
});

describe('who may change images', () => {
  const calls = async () => {
    const yoga = await activityNamed('Yoga');
    const body = uploadBody(await testImage('jpeg', { sun: '#ffffff' }));
    return [
      { method: 'GET' as const, url: LIST_URL },
      { method: 'PUT' as const, url: imageUrl(yoga.id), payload: body },
      { method: 'DELETE' as const, url: imageUrl(yoga.id) },
    ];
  };

  it('asks anyone not signed in to sign in', async () => {
    for (const call of await calls()) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });

  it('refuses customers and receptionists, changing nothing', async () => {
    const customer = bearer(await signIn(t.app, PRIYA.email));
    const receptionist = bearer(await signIn(t.app, FRONT_DESK.email, { as: 'staff' }));
    const yoga = await activityNamed('Yoga');
    for (const call of await calls()) {
      expect((await t.app.inject({ ...call, headers: customer })).statusCode, call.url).toBe(403);
      const asReceptionist = await t.app.inject({ ...call, headers: receptionist });
      expect(asReceptionist.statusCode, call.url).toBe(403);
      expect(asReceptionist.json<{ message: string }>().message).toBe(
        ONLY_MANAGER_CHANGES_ACTIVITY_IMAGES,
      );
    }
    expect(await activityNamed('Yoga')).toEqual(yoga);
  });

  it("lets the operator's managers in, at any of its venues", async () => {
    const britannia = await t.app.inject({
      method: 'GET',
      url: '/api/admin/venues/britannia-leisure-centre/activity-images',
      headers: manager,
    });
    expect(britannia.statusCode, britannia.body).toBe(200);
    const spin = britannia
      .json<{ data: VenueActivityImages }>()
      .data.activities.find((each) => each.name === 'Spin')!;
    const response = await upload(spin.id, uploadBody(await testImage('jpeg')));
    expect(response.statusCode, response.body).toBe(200);
  });

  it("hides each operator's venues and activities from another's managers", async () => {
    const other = bearer(await signInOtherOperatorManager(t.app, t.db));
    const yoga = await activityNamed('Yoga');
    const before = await storedCounts();
    expect((await t.app.inject({ method: 'GET', url: LIST_URL, headers: other })).statusCode).toBe(
      404,
    );
    expect((await upload(yoga.id, uploadBody(await testImage('jpeg')), other)).statusCode).toBe(
      404,
    );
    expect((await remove(yoga.id, other)).statusCode).toBe(404);
    expect(await activityNamed('Yoga')).toEqual(yoga);
    expect(await storedCounts()).toEqual(before);
    // Their own venue (Manchester Aquatics Centre, 90006) is theirs.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/venues/90006/activity-images',
      headers: other,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
  });
});
