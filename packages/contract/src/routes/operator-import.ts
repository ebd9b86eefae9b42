import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';

// The operator import: a manager loads venues, activities, timetables, prices, plans, staff and
// customers from CSV or JSON files, with the images activities name (docs/import/ documents each
// kind's columns).

/** Room for a venue's customers in one upload; a whole estate goes through `npm run import`. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * A refused import's 422 lists at most this many problems by place. When the files have more,
 * its first entry, `errors.files`, says how many there are in all ("The files have 200,000
 * problems: the first 1,000 are listed.").
 */
export const IMPORT_PROBLEMS_LISTED = 1000;

const Base64 = z.base64();

export const ImportFileBody = z
  .object({
    /** The file's name says what it holds: venues.csv, schedules.json… */
    name: z
      .string({ error: 'Each file needs its name.' })
      .trim()
      .min(1, 'Each file needs its name.')
      .max(200, 'A file name may be at most 200 characters.'),
    content: z.string({ error: 'Each file needs its content as text.' }),
    /**
     * `base64` for a file's bytes (an activity's image, `yoga.jpg`, which activities.csv names in
     * its `image` column); a data file is text unless told.
     */
    encoding: z
      .enum(['text', 'base64'], { error: "A file's encoding must be text or base64." })
      .optional(),
  })
  .refine((file) => file.encoding !== 'base64' || Base64.safeParse(file.content).success, {
    path: ['content'],
    message: 'A file sent as base64 must hold base64 only.',
  });

export const OperatorImportBody = z.object({
  files: z
    .array(ImportFileBody, { error: 'Choose at least one file to import.' })
    .min(1, 'Choose at least one file to import.')
    .max(20, 'Import at most 20 files at a time.'),
  /** Check every row and say what would change, writing nothing. */
  dry_run: z.boolean({ error: 'dry_run must be true or false.' }).default(false),
});

export const ImportKindCounts = z.object({
  kind: z.string(),
  files: z.array(z.string()),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

export const ImportReport = z.object({
  dry_run: z.boolean(),
  /** True when the changes were committed. */
  written: z.boolean(),
  kinds: z.array(ImportKindCounts),
  /**
   * What the import does beyond its rows, a sentence each, for the manager to read before
   * committing (a dry run says it too): a plan's new price moving its members' Direct Debits.
   */
  notices: z.array(z.string()),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const importOperatorData = defineRoute({
  method: 'POST',
  path: '/api/admin/import',
  summary:
    'Import venues, locations, activities, prices, booking windows, cancellation policies, schedules, closures, membership plans, staff and customers (managers only; all or nothing; 422 lists the first 1,000 problems by file, line and column, and how many there are when there are more)',
  tags: ['operator console'],
  auth: 'staff',
  action: 'import.run',
  body: OperatorImportBody,
  response: dataEnvelope(ImportReport),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
});

// The operator's ids of what imports (and the console's forms) made: a later import names a venue,
// location or activity by them, so the console offers them to choose from.

/** The kinds whose operator ids the console chooses from. */
export const importKeyKinds = ['venues', 'locations', 'activities'] as const;

export const ImportKey = z.object({
  /** The operator's id of the row: what a later import's file names it by. */
  operator_id: z.string(),
  /** Lido's id of it (a venue's or location's number, an activity's UUID), as text. */
  lido_id: z.string(),
  /** Its name now; null if it is gone. */
  name: z.string().nullable(),
  /** A venue's or an activity's part of web addresses; null for a location. */
  slug: z.string().nullable(),
  /** Lido's id of the venue a location or an activity is at; null for a venue. */
  venue_id: z.number().int().nullable(),
  /** An activity's kind of session: classes, resources (courts) or ticketed; null otherwise. */
  v2_type: z.enum(['classes', 'resources', 'ticketed']).nullable(),
});
export type ImportKey = z.infer<typeof ImportKey>;

export const getImportKeys = defineRoute({
  method: 'GET',
  path: '/api/admin/import/keys',
  summary:
    "The operator's ids of the venues, locations or activities imported so far, with Lido's ids and names (managers only)",
  tags: ['operator console'],
  auth: 'staff',
  action: 'import.read-keys',
  query: z.object({
    kind: z.enum(importKeyKinds, { error: 'The kind must be venues, locations or activities.' }),
  }),
  response: dataEnvelope(z.array(ImportKey)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED'],
});
