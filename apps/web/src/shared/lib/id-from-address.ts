/** A database id from the address (`?membership=57`), or null for anything else. */
export function idFromAddress(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
