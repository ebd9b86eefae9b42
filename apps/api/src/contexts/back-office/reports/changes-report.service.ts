import type { ChangeRow, ChangesQuery, ChangesReport } from '@lido/contract';
import { calendarDateIn, clockTimeIn } from '@lido/calendar-date';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { currencyOf, managerScope, type ReportsDeps, wireVenue } from './report-scope';
import {
  type AuditRow,
  auditEntriesBetween,
  type ImportRunRow,
  importRunsBetween,
} from './reports.repository';

/** The most entries one answer lists: a venue's busiest week fits many times over. */
const MOST_ENTRIES = 2000;

const actionLabels: Record<string, string> = {
  pay: 'Payment taken',
  refund: 'Refund given',
  'cash-up': 'Cash counted',
  'customer-created': 'Customer created',
  'price-change': 'Price changed',
  'receipt-emailed': 'Receipt emailed',
  'session-capacity': 'Capacity changed',
  'session-cancelled': 'Session cancelled',
  'session-moved': 'Session moved',
  'theme-changed': 'Theme changed',
  'staff-added': 'Staff added',
  'staff-changed': 'Staff changed',
  'price-list-changed': 'Prices changed',
  'activity-image-changed': 'Activity image changed',
  'plan-changed': 'Membership plan changed',
  'credit-adjusted': 'Credit adjusted',
  'account-closed': 'Account closed',
  'booking-partner-added': 'Booking partner added',
  'booking-partner-revoked': 'Booking partner revoked',
  import: 'Import',
};

/** How each changed field is said, in the order they are listed (jsonb keeps no key order). */
const fieldLabels: Record<string, string> = {
  capacity: 'places',
  cancelled: 'cancelled',
  reason: 'reason',
  starts_at: 'starts',
  ends_at: 'ends',
  // The Theme page's fields (null: falls back to the operator's theme, then Lido's defaults).
  header_primary_colour: 'header colour',
  theme_app_logo: 'logo',
  theme_app_dark_bg_colour: 'dark background',
  theme_app_header_bg_colour: 'header background',
  theme_app_heading_font_style: 'heading font',
  theme_app_body_font_style: 'body font',
  theme_app_primary_colour: 'primary colour',
  theme_app_secondary_colour_1: 'secondary colour 1',
  theme_app_secondary_colour_2: 'secondary colour 2',
  theme_app_secondary_button_style: 'secondary buttons',
  footer_html: 'footer',
  // The Prices page's fields, money already said ("£5.50", "none").
  price: 'price',
  member_price: 'member price',
  name: 'name',
  // The Membership plans page's fields besides the name (online joining as "yes" or "no").
  description: 'description',
  available_online: 'joined online',
};
const fieldOrder = Object.keys(fieldLabels);
const placeOf = (field: string) =>
  fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length;

/**
 * `GET /api/admin/reports/changes`: who changed what at a venue, when, and from what to what —
 * the console's changes to sessions (with the session as it was and as it is) and the desk's
 * actions — newest first. Managers, for any venue of their operator.
 */
export async function changesReport(
  deps: ReportsDeps,
  caller: Caller,
  query: ChangesQuery,
): Promise<ChangesReport> {
  const scope = await managerScope(deps, caller, query.venue_id);
  const { timezone } = scope.venue;
  const period = { timezone, from: query.from, to: query.to };
  const [entries, imports, currency] = await Promise.all([
    auditEntriesBetween(deps.db, { ...period, venueId: scope.venue.id }, MOST_ENTRIES),
    importRunsBetween(deps.db, { ...period, operatorId: scope.operatorId }, MOST_ENTRIES),
    currencyOf(deps.db),
  ]);
  const rows = [
    ...entries.map((entry) => changeRow(entry, { timezone, currency })),
    ...imports.map(importRow),
  ];
  // Both lists are newest first; ISO instants in UTC sort as text.
  rows.sort((a, b) => b.at.localeCompare(a.at));
  return {
    from: query.from,
    to: query.to,
    venue: wireVenue(scope.venue),
    venues: scope.venues.map(wireVenue),
    rows: rows.slice(0, MOST_ENTRIES),
  };
}

/**
 * An import changes the operator's data at every venue (venues, timetables, prices, people), so
 * it is listed for each: its files, and per kind what it created and updated.
 */
function importRow(run: ImportRunRow): ChangeRow {
  return {
    at: run.at.toISOString(),
    by: run.by ?? 'Command line',
    action: 'import',
    label: actionLabels.import ?? 'Import',
    subject: run.files.join(', '),
    before: null,
    after: run.counts
      .map(({ kind, created, updated }) => {
        const what = [
          created > 0 ? `${created} created` : null,
          updated > 0 ? `${updated} updated` : null,
        ];
        return `${kind.replaceAll('_', ' ')} ${what.filter(Boolean).join(', ')}`;
      })
      .join('; '),
  };
}

function changeRow(entry: AuditRow, venue: { timezone: string; currency: string }): ChangeRow {
  const { details } = entry;
  // A theme field set to null falls back to the operator's theme or Lido's defaults.
  const say = (value: unknown) => (value === null ? 'not set' : spoken(value, venue));
  let before: string | null = null;
  let after: string | null = null;
  if (isRecord(details.before) && isRecord(details.after)) {
    before = described(details.before, say);
    after = described(details.after, say);
  } else if (typeof details.old_pence === 'number' && typeof details.new_pence === 'number') {
    before = formatPence(details.old_pence, venue.currency);
    after = formatPence(details.new_pence, venue.currency);
  }
  return {
    at: entry.at.toISOString(),
    by: entry.by,
    action: entry.action,
    label: actionLabels[entry.action] ?? entry.action,
    subject: subjectOf(entry),
    before,
    after,
  };
}

function subjectOf(entry: AuditRow): string {
  if (typeof entry.details.occurrence_id === 'number') {
    return `Session ${entry.details.occurrence_id}`;
  }
  if (
    (entry.action === 'staff-added' || entry.action === 'staff-changed') &&
    typeof entry.details.name === 'string'
  ) {
    return `Staff ${entry.details.name}`;
  }
  if (
    entry.action === 'price-list-changed' &&
    typeof entry.details.activity === 'string' &&
    typeof entry.details.name === 'string'
  ) {
    return `${entry.details.activity}: ${entry.details.name}`;
  }
  if (entry.action === 'activity-image-changed' && typeof entry.details.activity === 'string') {
    return `Activity ${entry.details.activity}`;
  }
  if (entry.action === 'plan-changed' && typeof entry.details.plan === 'string') {
    return `Plan ${entry.details.plan}`;
  }
  if (
    (entry.action === 'booking-partner-added' || entry.action === 'booking-partner-revoked') &&
    typeof entry.details.name === 'string'
  ) {
    const prefix = entry.details.key_prefix;
    const partner = `Booking partner ${entry.details.name}`;
    return typeof prefix === 'string' ? `${partner} (key ${prefix}…)` : partner;
  }
  if (entry.action === 'theme-changed') {
    return entry.details.theme_of === 'operator' ? 'Theme of all venues' : 'Venue theme';
  }
  if (entry.orderId !== null) return `Order ${entry.orderId}`;
  if (entry.customerId !== null) return `Customer ${entry.customerId}`;
  return '';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{capacity: 12}` → "places 12"; `{starts_at: …}` → "starts 2026-10-31 08:30". */
function described(values: Record<string, unknown>, say: (value: unknown) => string): string {
  return Object.entries(values)
    .sort(([a], [b]) => placeOf(a) - placeOf(b) || a.localeCompare(b))
    .map(([field, value]) => {
      // A footer is a page of HTML: the report says how long it was and is, the audit keeps it.
      const said =
        field === 'footer_html' && typeof value === 'string'
          ? `${value.length} characters`
          : say(value);
      return `${fieldLabels[field] ?? field.replaceAll('_', ' ')} ${said}`;
    })
    .join(', ');
}

/** A value as people read it: instants in the venue's local time, yes and no for flags. */
function spoken(value: unknown, venue: { timezone: string }): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) {
      return `${calendarDateIn(instant, venue.timezone)} ${clockTimeIn(instant, venue.timezone)}`;
    }
  }
  return String(value);
}
