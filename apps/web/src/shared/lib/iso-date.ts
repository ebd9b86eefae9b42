const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-31), as addresses and the API carry them. */
export const isIsoDate = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(dayOf(value).getTime()) &&
  dayOf(value).toISOString().slice(0, 10) === value;
