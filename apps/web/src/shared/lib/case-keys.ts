// The one place keys change case: the wire is snake_case, the app is camelCase (ARCHITECTURE.md
// section 4). Only the request layer (shared/lib/lido-api.ts, and request-state.ts for 422 field
// names) calls these.

type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<SnakeToCamel<Tail>>}`
  : S;

/** The camelCase shape of a snake_case wire type, e.g. `RouteResponse<typeof getTheme>`. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: Camelized<T[K]> }
    : T;

/** `theme_app_secondary_colour_1` → `themeAppSecondaryColour1`, `format_24_hour` → `format24Hour`. */
export function toCamelKey(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/**
 * `selectedUserId` → `selected_user_id`. A digit run after a word of two or more letters starts a
 * new word (`addressLine1` → `address_line_1`, `format24Hour` → `format_24_hour`) but stays with a
 * one-letter word (`isV2` → `is_v2`, `v2Type` → `v2_type`), as the live API spells them.
 */
export function toSnakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Za-z]{2,})(\d)/g, '$1_$2')
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [convertKey(key), convertKeys(item, convertKey)]),
  );
}

/** Deeply converts a response body's keys from snake_case to camelCase. */
export function camelizeKeys<T>(value: T): Camelized<T> {
  return convertKeys(value, toCamelKey) as Camelized<T>;
}

/** Deeply converts request params or a body from camelCase to snake_case. */
export function snakeizeKeys(value: unknown): unknown {
  return convertKeys(value, toSnakeKey);
}
