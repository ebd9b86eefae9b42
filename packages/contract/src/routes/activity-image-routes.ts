import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import {
  ACTIVITY_IMAGE_CONTENT_TYPES,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGE_REQUIRED_MESSAGE,
  ACTIVITY_IMAGE_SIZE_MESSAGE,
  ACTIVITY_IMAGE_TYPE_MESSAGE,
  ACTIVITY_IMAGE_UNREADABLE_MESSAGE,
  ACTIVITY_IMAGE_WIDTHS,
} from './activity-images';

// The console's Activities page (managers): an activity's image, uploaded, replaced or removed;
// and the stored images' widths, served to anyone. The file travels as base64 in JSON, as a
// membership document does, so it is validated, rate-limited and answered (422 by field) like
// every other write.

/** Base64 of at most ACTIVITY_IMAGE_MAX_BYTES: 4 characters for every 3 bytes, rounded up. */
const MAX_BASE64_LENGTH = 4 * Math.ceil(ACTIVITY_IMAGE_MAX_BYTES / 3);

/** An activity as the Activities page lists it. */
export const ActivityImageEntry = z.object({
  /** The activity's category id, as the public API names it. */
  id: z.string(),
  name: z.string(),
  /** The group it is listed under; null for a group (what the venue page shows first). */
  group: z.string().nullable(),
  /** The activity's `image` field as customers' pages read it: null when it has none. */
  image: z.string().nullable(),
});
export type ActivityImageEntry = z.infer<typeof ActivityImageEntry>;

export const VenueActivityImages = z.object({
  venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** Each group followed by the activities in it, in the order customers see them. */
  activities: z.array(ActivityImageEntry),
});
export type VenueActivityImages = z.infer<typeof VenueActivityImages>;

export const ActivityImageUpload = z.object({
  content_type: z.enum(ACTIVITY_IMAGE_CONTENT_TYPES, { error: ACTIVITY_IMAGE_TYPE_MESSAGE }),
  /** The file's bytes, base64-encoded. */
  content: z
    .string({ error: ACTIVITY_IMAGE_REQUIRED_MESSAGE })
    .min(1, ACTIVITY_IMAGE_REQUIRED_MESSAGE)
    .max(MAX_BASE64_LENGTH, ACTIVITY_IMAGE_SIZE_MESSAGE)
    .base64(ACTIVITY_IMAGE_UNREADABLE_MESSAGE),
});
export type ActivityImageUpload = z.infer<typeof ActivityImageUpload>;

/** One width of a stored image, as its route's handler hands it over (register-routes sends it). */
export const ServedImage = z.object({
  content_type: z.string(),
  content: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
export type ServedImage = z.infer<typeof ServedImage>;

const activityImageRoute = {
  tags: ['operator console'],
  auth: 'staff',
  action: 'activities.change-image',
} as const;

const ActivityParams = z.object({ activityId: z.string().min(1).max(64) });

export const getVenueActivityImages = defineRoute({
  ...activityImageRoute,
  method: 'GET',
  path: '/api/admin/venues/:venueSlug/activity-images',
  summary:
    "A venue's activities and groups with their images, in the order customers see them (managers of its operator)",
  params: z.object({ venueSlug: z.string().min(1).max(120) }),
  response: dataEnvelope(VenueActivityImages),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const uploadActivityImage = defineRoute({
  ...activityImageRoute,
  method: 'PUT',
  path: '/api/admin/activities/:activityId/image',
  summary:
    "Give an activity an image (JPEG, PNG or WebP, at most 5 MB, at least 320 pixels wide, base64), replacing any it had; Lido crops it to 3:2 and serves it in three widths (managers of the activity's operator); audited",
  params: ActivityParams,
  body: ActivityImageUpload,
  response: dataEnvelope(ActivityImageEntry),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'],
});

export const removeActivityImage = defineRoute({
  ...activityImageRoute,
  method: 'DELETE',
  path: '/api/admin/activities/:activityId/image',
  summary:
    "Take an activity's image away: customers' pages show its icon (managers of the activity's operator); audited",
  params: ActivityParams,
  response: dataEnvelope(ActivityImageEntry),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const getActivityImage = defineRoute({
  method: 'GET',
  path: '/api/activity-images/:version/:width',
  summary: `One width (${ACTIVITY_IMAGE_WIDTHS.join(', ')}) of a stored activity image, as WebP; cached for a year, as a version never changes`,
  tags: ['activities'],
  auth: 'public',
  // Any other version or width is not found (404), not a malformed request.
  params: z.object({ version: z.string().max(64), width: z.string().max(8) }),
  response: ServedImage,
  contentType: 'image',
  errors: ['NOT_FOUND'],
});
