import type { ColumnSpec, Parser } from '../import-columns';
import { integer, text } from '../import-columns';
import type { RowToWrite } from '../import-kind';
import { LIDO_ID } from '../import-lido-ids';
import type { RowToSave } from '../../../../platform/db/next-ids';

/** A name as a web address part: "Studio 1" → "studio-1", "Bats & Balls" → "bats-and-balls". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A part of web addresses: lower-case words joined by hyphens. */
export const webSlug: Parser<string> = (raw) => {
  const parsed = text(80)(raw);
  if ('error' in parsed) return parsed;
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(parsed.value)
    ? parsed
    : { error: 'must be lower-case words joined by hyphens, such as swiss-cottage.' };
};

/** A row's part of web addresses: its slug, else made from its name. */
export function slugOfRow(values: Record<string, unknown>): string {
  return typeof values.slug === 'string' ? values.slug : slugOf(String(values.name));
}

/** A UK postcode, written the Royal Mail's way ("nw3 3an" → "NW3 3AN"). */
export const ukPostcode: Parser<string> = (raw) => {
  const parsed = text(20)(raw);
  if ('error' in parsed) return parsed;
  const compact = parsed.value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)) {
    return { error: 'must be a UK postcode, such as NW3 3AN.' };
  }
  return { value: `${compact.slice(0, -3)} ${compact.slice(-3)}` };
};

const lidoIdDescription = (label: string) =>
  `Lido's id for the ${label}, kept from the system you are moving from; Lido picks one when empty.`;

/** The `lido_id` column of a kind whose Lido ids are whole numbers (venues, locations, prices, plans). */
export function lidoNumberId(label: string): ColumnSpec<number> {
  return {
    name: LIDO_ID,
    required: false,
    parse: integer(1, 2_147_483_647),
    description: lidoIdDescription(label),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `lido_id` column of activities, whose Lido ids are UUIDs. */
export const lidoActivityId: ColumnSpec<string> = {
  name: LIDO_ID,
  required: false,
  parse: (raw) => {
    const parsed = text(36)(raw);
    if ('error' in parsed) return parsed;
    const value = parsed.value.toLowerCase();
    return uuidPattern.test(value)
      ? { value }
      : { error: 'must be a UUID, such as 01941f29-7c00-745a-ae6f-ec244bfc70a4.' };
  },
  description: lidoIdDescription('activity'),
};

/** How a row is saved: an update of the row it was imported as, or a new row with its lido_id. */
export function rowToSave(row: RowToWrite<{ lido_id: number | null }>): RowToSave {
  return row.internalId === null
    ? { id: row.values.lido_id, isNew: true }
    : { id: Number(row.internalId), isNew: false };
}
