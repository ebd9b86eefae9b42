import {
  ACTIVITY_IMAGE_FIELD_WIDTH,
  ACTIVITY_IMAGE_NOT_FOUND,
  ACTIVITY_IMAGE_PIXELS_MESSAGE,
  ACTIVITY_IMAGE_REQUIRED_MESSAGE,
  ACTIVITY_IMAGE_SIZE_MESSAGE,
  ACTIVITY_IMAGE_TOO_SMALL_MESSAGE,
  ACTIVITY_IMAGE_TYPE_MESSAGE,
  ACTIVITY_IMAGE_UNREADABLE_MESSAGE,
  ACTIVITY_IMAGE_WIDTHS,
  activityImagePath,
  type ActivityImageEntry,
  type ActivityImageUpload,
  type ServedImage,
  type VenueActivityImages,
} from '@lido/contract';
import { authorize, reaches, type StaffCaller } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, invalid, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  type ActivityHeading,
  findActivityHeading,
  listVenueCategories,
  setActivityImage,
  type CategoryRow,
} from '../catalogue';
import { findVenueByIdentifier } from '../venues';
import {
  deleteActivityImage,
  deleteVersionIfUnused,
  findRendition,
  lockActivityImage,
  lockActivityImages,
  saveActivityImage,
  saveImageVersion,
} from './activity-images.repository';
import {
  type ImageRefusal,
  prepareActivityImage,
  type PreparedImage,
  RENDITION_CONTENT_TYPE,
} from './image-renditions';

/** A saved change of an activity's image, as the desk's audit records it. */
export interface ActivityImageChange {
  staffUserId: number;
  /** The activity's venue: its Changes report lists it. */
  venueId: number;
  activityId: string;
  activity: string;
  /** The versions shown before and after; null for none (the activity's icon). */
  before: string | null;
  after: string | null;
}

export interface ActivityImagesDeps {
  db: Database;
  clock: Clock;
  // The audit belongs to a context after this one (people), so the back-office context plugs it in.
  /** Appends the change to the audit, in the transaction that makes it. */
  recordImageChange: (tx: Database, change: ActivityImageChange, now: Date) => Promise<void>;
}

/** What the console says of each refusal, on the file's field. */
const refusalMessages: Record<ImageRefusal, string> = {
  empty: ACTIVITY_IMAGE_REQUIRED_MESSAGE,
  'too-large': ACTIVITY_IMAGE_SIZE_MESSAGE,
  'too-many-pixels': ACTIVITY_IMAGE_PIXELS_MESSAGE,
  'not-an-image': ACTIVITY_IMAGE_TYPE_MESSAGE,
  unreadable: ACTIVITY_IMAGE_UNREADABLE_MESSAGE,
  'too-small': ACTIVITY_IMAGE_TOO_SMALL_MESSAGE,
};

/** The `image` field of an activity that shows this version. */
export const imageFieldOf = (version: string) =>
  activityImagePath(version, ACTIVITY_IMAGE_FIELD_WIDTH);

/**
 * Makes the activity show the image, keeping its renditions unless that version is kept already,
 * and lets go of the version it showed before if nothing else shows it. Answers that version.
 * Both the console and the import change images through here.
 */
export async function storeActivityImage(
  tx: Database,
  change: { categoryId: string; image: PreparedImage; uploadedBy: number | null; now: Date },
): Promise<{ before: string | null }> {
  const { categoryId, image, uploadedBy, now } = change;
  await lockActivityImages(tx);
  const before = (await lockActivityImage(tx, categoryId)) ?? null;
  if (before === image.version) return { before };
  await saveImageVersion(tx, image, now);
  await saveActivityImage(tx, { categoryId, version: image.version, uploadedAt: now, uploadedBy });
  await setActivityImage(tx, categoryId, imageFieldOf(image.version));
  if (before !== null) await deleteVersionIfUnused(tx, before);
  return { before };
}

/** Takes the activity's image away (it shows its icon); answers the version it showed. */
async function clearActivityImage(tx: Database, categoryId: string): Promise<string | null> {
  await lockActivityImages(tx);
  const before = (await lockActivityImage(tx, categoryId)) ?? null;
  if (before === null) return null;
  await deleteActivityImage(tx, categoryId);
  await setActivityImage(tx, categoryId, null);
  await deleteVersionIfUnused(tx, before);
  return before;
}

/** The activity, if the manager's operator has it; another operator's reads as missing. */
async function reachableActivity(
  db: Database,
  manager: StaffCaller,
  activityId: string,
): Promise<ActivityHeading> {
  const activity = await findActivityHeading(db, activityId);
  const venue =
    activity === undefined ? undefined : await findVenueByIdentifier(db, String(activity.venueId));
  if (!activity || !venue || !reaches(manager, 'activities.change-image', venue)) {
    throw new DomainError('NOT_FOUND', ACTIVITY_IMAGE_NOT_FOUND);
  }
  return activity;
}

const wireEntry = (
  activity: Pick<ActivityHeading, 'id' | 'name' | 'groupName'>,
  image: string | null,
): ActivityImageEntry => ({
  id: activity.id,
  name: activity.name,
  group: activity.groupName,
  image,
});

/** Each group, then what is listed under it, as the venue page lists them. */
function inListOrder(rows: readonly CategoryRow[]): ActivityImageEntry[] {
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    byParent.set(row.parentId, siblings);
    siblings.push(row);
  }
  const entries: ActivityImageEntry[] = [];
  const seen = new Set<string>();
  const visit = (parent: CategoryRow | null) => {
    for (const row of byParent.get(parent?.id ?? null) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      entries.push(wireEntry({ ...row, groupName: parent?.name ?? null }, row.image));
      visit(row);
    }
  };
  visit(null);
  return entries;
}

/** `GET /api/admin/venues/:venueSlug/activity-images`: another operator's venue reads as missing. */
export async function readVenueActivityImages(
  deps: Pick<ActivityImagesDeps, 'db'>,
  caller: Caller,
  venueSlug: string,
): Promise<VenueActivityImages> {
  const manager = authorize(caller, 'activities.change-image');
  const venue = await findVenueByIdentifier(deps.db, venueSlug);
  if (!venue || !reaches(manager, 'activities.change-image', venue)) {
    throw notFound(ACTIVITY_IMAGE_NOT_FOUND);
  }
  return {
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    activities: inListOrder(await listVenueCategories(deps.db, venue.id)),
  };
}

/**
 * `PUT /api/admin/activities/:activityId/image`: the image checked and made into its widths
 * before anything is written, then shown in place of any the activity had, with one audit entry
 * (none when it already showed these very bytes).
 */
export async function uploadActivityImage(
  deps: ActivityImagesDeps,
  caller: Caller,
  activityId: string,
  body: ActivityImageUpload,
): Promise<ActivityImageEntry> {
  const manager = authorize(caller, 'activities.change-image');
  const activity = await reachableActivity(deps.db, manager, activityId);
  const prepared = await prepareActivityImage(Buffer.from(body.content, 'base64'));
  if ('refused' in prepared) throw invalid('content', refusalMessages[prepared.refused]);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { before } = await storeActivityImage(tx, {
      categoryId: activity.id,
      image: prepared,
      uploadedBy: manager.userId,
      now,
    });
    if (before === prepared.version) return;
    await deps.recordImageChange(
      tx,
      {
        staffUserId: manager.userId,
        venueId: activity.venueId,
        activityId: activity.id,
        activity: activity.name,
        before,
        after: prepared.version,
      },
      now,
    );
  });
  return wireEntry(activity, imageFieldOf(prepared.version));
}

/** `DELETE /api/admin/activities/:activityId/image`: the activity shows its icon again. */
export async function removeActivityImage(
  deps: ActivityImagesDeps,
  caller: Caller,
  activityId: string,
): Promise<ActivityImageEntry> {
  const manager = authorize(caller, 'activities.change-image');
  const activity = await reachableActivity(deps.db, manager, activityId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await clearActivityImage(tx, activity.id);
    if (before === null) return;
    await deps.recordImageChange(
      tx,
      {
        staffUserId: manager.userId,
        venueId: activity.venueId,
        activityId: activity.id,
        activity: activity.name,
        before,
        after: null,
      },
      now,
    );
  });
  return wireEntry(activity, null);
}

const versionPattern = /^[0-9a-f]{16}$/;

/** `GET /api/activity-images/:version/:width`: one width of a kept image, or 404. */
export async function serveActivityImage(
  db: Database,
  version: string,
  width: string,
): Promise<ServedImage> {
  const servedWidth = ACTIVITY_IMAGE_WIDTHS.find((each) => String(each) === width);
  const bytes =
    servedWidth === undefined || !versionPattern.test(version)
      ? undefined
      : await findRendition(db, version, servedWidth);
  if (!bytes) throw notFound(ACTIVITY_IMAGE_NOT_FOUND);
  return { content_type: RENDITION_CONTENT_TYPE, content: bytes };
}
