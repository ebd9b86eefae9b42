import type { Parser } from '../import-columns';
import { text } from '../import-columns';

/** A name as a web address part: "Studio 1" → "studio-1", "Bats & Balls" → "bats-and-balls". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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
