import { z } from 'zod';
import { defineRoute } from '../define-route';

// The operator's OpenActive open data (issue 44): RPDE 1.0 feeds of its classes and drop-ins
// (SessionSeries, ScheduledSession) and its courts (FacilityUse, Slot), at the live system's
// paths, for anyone to harvest under CC BY 4.0. `{operator}` is the operator's client id.

export const AFTER_CHANGE_NUMBER_MESSAGE = 'afterChangeNumber must be a whole number above 0.';

export const OpenDataFeedParams = z.object({ operator: z.string().min(1).max(100) });

export const OpenDataFeedQuery = z.object({
  afterChangeNumber: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, AFTER_CHANGE_NUMBER_MESSAGE)
    .transform(Number)
    .optional(),
});

/** An RPDE item: `data` is an OpenActive Modelling Specification 2.0 object, absent once deleted. */
export const OpenDataFeedItem = z.object({
  state: z.enum(['updated', 'deleted']),
  kind: z.string(),
  id: z.string(),
  modified: z.number().int(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const OpenDataFeedPage = z.object({
  /** The next page; the last page (no items) names itself. */
  next: z.string(),
  items: z.array(OpenDataFeedItem),
  license: z.string(),
});
export type OpenDataFeedPage = z.infer<typeof OpenDataFeedPage>;

function openDataFeedRoute<const Path extends string>(path: Path, summary: string) {
  return defineRoute({
    method: 'GET',
    path,
    summary,
    tags: ['openactive'],
    auth: 'public',
    params: OpenDataFeedParams,
    query: OpenDataFeedQuery,
    response: OpenDataFeedPage,
    errors: ['NOT_FOUND'],
  });
}

export const getSessionSeriesFeed = openDataFeedRoute(
  '/api/openactive/:operator/session-series',
  'OpenActive SessionSeries feed (RPDE): classes and drop-ins by their weekly schedule',
);
export const getScheduledSessionsFeed = openDataFeedRoute(
  '/api/openactive/:operator/scheduled-sessions',
  'OpenActive ScheduledSession feed (RPDE): dated classes and drop-ins with their places left',
);
export const getFacilityUsesFeed = openDataFeedRoute(
  '/api/openactive/:operator/facility-uses',
  'OpenActive FacilityUse feed (RPDE): court hire activities and their courts',
);
export const getSlotsFeed = openDataFeedRoute(
  '/api/openactive/:operator/slots',
  'OpenActive Slot feed (RPDE): court slots with their uses left',
);
