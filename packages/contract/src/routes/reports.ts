import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { idParam } from '../primitives/ids';
import { FormattedAmount } from '../primitives/money';
import { StoredFile } from './membership-documents';

// Reports for a venue's managers: utilisation, takings and memberships over a period, each as
// JSON for the page and as a CSV file a spreadsheet opens.

export const REPORT_VENUE_NOT_FOUND = 'There is no such venue.';

/** The longest period a report covers, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;

const PERIOD_END_BEFORE_START = 'The end of the period cannot be before its start.';
const PERIOD_TOO_LONG = `A report can cover at most ${MAX_REPORT_DAYS} days.`;

const periodDate = (name: string) =>
  z.string({ error: `The ${name} of the period is required.` }).pipe(IsoDate);

/** Days from `from` to `to`, both counted. */
export function daysInPeriod(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** `from`…`to`, venue-local calendar dates, both included. */
const periodShape = { from: periodDate('start'), to: periodDate('end') };

/** The end not before the start, and at most 366 days in all: said against `to`. */
function checkPeriod(query: { from: string; to: string }, context: z.RefinementCtx): void {
  if (query.to < query.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: PERIOD_END_BEFORE_START });
  } else if (daysInPeriod(query.from, query.to) > MAX_REPORT_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: PERIOD_TOO_LONG });
  }
}

export const utilisationGroupings = ['activity', 'location', 'day'] as const;
export type UtilisationGrouping = (typeof utilisationGroupings)[number];

/** A venue the caller may report on: theirs, or another of the operator's. */
export const ReportVenue = z.object({ id: z.number().int(), name: z.string() });

export const UtilisationQuery = z
  .object({
    ...periodShape,
    /** The caller's own venue when left out. */
    venue_id: idParam().optional(),
    group_by: z
      .enum(utilisationGroupings, { error: 'Group by activity, location or day.' })
      .default('activity'),
  })
  .superRefine(checkPeriod);
export type UtilisationQuery = z.infer<typeof UtilisationQuery>;

/** Sessions of one activity, location or day, and how full they were. */
export const UtilisationRow = z.object({
  /** The activity's or location's id, or the date. */
  key: z.string(),
  label: z.string(),
  sessions: z.number().int(),
  /** The sessions' places (their capacity). */
  places: z.number().int(),
  /** Places booked and not cancelled (holds in baskets are not bookings). */
  booked: z.number().int(),
  attended: z.number().int(),
  no_shows: z.number().int(),
  /** Booked ÷ places, as a percentage to one decimal place; null with no places. */
  utilisation_percent: z.number().nullable(),
});
export type UtilisationRow = z.infer<typeof UtilisationRow>;

export const UtilisationReport = z.object({
  from: z.string(),
  to: z.string(),
  venue: ReportVenue,
  /** The operator's venues, any of which the report may be asked for. */
  venues: z.array(ReportVenue),
  group_by: z.enum(utilisationGroupings),
  rows: z.array(UtilisationRow),
  total: UtilisationRow,
});
export type UtilisationReport = z.infer<typeof UtilisationReport>;

export const TakingsQuery = z
  .object({ ...periodShape, venue_id: idParam().optional() })
  .superRefine(checkPeriod);
export type TakingsQuery = z.infer<typeof TakingsQuery>;

/** One day's payments in one tender: what was taken, what was given back, and the two netted. */
export const TakingsRow = z.object({
  date: z.string(),
  tender_type: z.string(),
  label: z.string(),
  /** Payments and refunds recorded. */
  count: z.number().int(),
  taken: FormattedAmount,
  /** Refunds, negative (or 0). */
  refunded: FormattedAmount,
  /** Taken plus refunded. */
  net: FormattedAmount,
});
export type TakingsRow = z.infer<typeof TakingsRow>;

export const TakingsReport = z.object({
  from: z.string(),
  to: z.string(),
  venue: ReportVenue,
  venues: z.array(ReportVenue),
  /** By day, then tender; days with nothing taken are left out. */
  rows: z.array(TakingsRow),
  /** The period by tender (`date` is empty). */
  by_tender: z.array(TakingsRow),
  /** The period in every tender (`date`, `tender_type` and `label` empty but the label "Total"). */
  total: TakingsRow,
});
export type TakingsReport = z.infer<typeof TakingsReport>;

export const MembershipsQuery = z.object(periodShape).superRefine(checkPeriod);
export type MembershipsQuery = z.infer<typeof MembershipsQuery>;

/** Members of one plan over the period. */
export const MembershipsRow = z.object({
  plan_id: z.number().int().nullable(),
  plan: z.string(),
  /** Held before the period began and not ended before it. */
  active_at_start: z.number().int(),
  /** Starting within the period. */
  joined: z.number().int(),
  /** Whose last day fell within the period. */
  ended: z.number().int(),
  /** Held after the period's last day: at the start, plus joined, less ended. */
  active_at_end: z.number().int(),
  /** Ended ÷ active at the start, a percentage to one decimal place; null with none at the start. */
  churn_percent: z.number().nullable(),
});
export type MembershipsRow = z.infer<typeof MembershipsRow>;

export const MembershipsReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(MembershipsRow),
  total: MembershipsRow,
});
export type MembershipsReport = z.infer<typeof MembershipsReport>;

const reportRoute = {
  method: 'GET',
  tags: ['reports'],
  auth: 'staff',
  action: 'reports.read',
} as const;

export const getUtilisationReport = defineRoute({
  ...reportRoute,
  path: '/api/admin/reports/utilisation',
  summary:
    'Sessions, places, bookings, attendance and no-shows by activity, location or day at a venue (managers)',
  query: UtilisationQuery,
  response: dataEnvelope(UtilisationReport),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const downloadUtilisationReport = defineRoute({
  ...reportRoute,
  path: '/api/admin/reports/utilisation.csv',
  summary: 'The utilisation report as a CSV file',
  query: UtilisationQuery,
  response: StoredFile,
  contentType: 'file',
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const getTakingsReport = defineRoute({
  ...reportRoute,
  path: '/api/admin/reports/takings',
  summary: "A venue's takings by day and tender, refunds netted (managers)",
  query: TakingsQuery,
  response: dataEnvelope(TakingsReport),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const downloadTakingsReport = defineRoute({
  ...reportRoute,
  path: '/api/admin/reports/takings.csv',
  summary: 'The takings report as a CSV file',
  query: TakingsQuery,
  response: StoredFile,
  contentType: 'file',
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

export const getMembershipsReport = defineRoute({
  ...reportRoute,
  path: '/api/admin/reports/memberships',
  summary: "The operator's members by plan over a period: joined, ended and churn (managers)",
  query: MembershipsQuery,
  response: dataEnvelope(MembershipsReport),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const downloadMembershipsReport = defineRoute({
  ...reportRoute,
  path: '/api/admin/reports/memberships.csv',
  summary: 'The memberships report as a CSV file',
  query: MembershipsQuery,
  response: StoredFile,
  contentType: 'file',
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const ChangesQuery = z
  .object({ ...periodShape, venue_id: idParam().optional() })
  .superRefine(checkPeriod);
export type ChangesQuery = z.infer<typeof ChangesQuery>;

/** One entry of the audit: who changed what at a venue, when, and from what to what. */
export const ChangeRow = z.object({
  /** When, ISO 8601. */
  at: z.string(),
  /** The member of staff, by name. */
  by: z.string(),
  /** The audit's action (`session-capacity`, `price-change`, `pay`…) and how people say it. */
  action: z.string(),
  label: z.string(),
  /** What was changed: "Session 123", "Order 45", "Customer 1001". */
  subject: z.string(),
  /** The changed values as they were and as they are, in words; null when the action has none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ChangeRow = z.infer<typeof ChangeRow>;

export const ChangesReport = z.object({
  from: z.string(),
  to: z.string(),
  venue: ReportVenue,
  venues: z.array(ReportVenue),
  /** Newest first. */
  rows: z.array(ChangeRow),
});
export type ChangesReport = z.infer<typeof ChangesReport>;

export const getChangesReport = defineRoute({
  ...reportRoute,
  path: '/api/admin/reports/changes',
  summary:
    "Who changed what at a venue over a period, with before and after: the console's session changes and the desk's actions (managers)",
  query: ChangesQuery,
  response: dataEnvelope(ChangesReport),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
