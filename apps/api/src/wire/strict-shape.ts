import { z } from 'zod';

/**
 * An example answer transcribed from the reference (`reference-examples/README.md` is the
 * convention): plain JSON plus three markers, `"…": true` (open object), `{"|": […]}`
 * (alternatives) and a `?` at the end of a key (the key may be absent).
 */
export type Example =
  null | boolean | number | string | readonly Example[] | { readonly [key: string]: Example };

/**
 * Extra keys Lido sends beyond a closed reference object: the key's path (object keys joined by
 * `.`, `[]` for "every element of this array", e.g. `items[].unit_price`) → one line saying why.
 * Every extra key on the wire is listed here, so adding one is a reviewed decision.
 */
export type LidoAdditions = Readonly<Record<string, string>>;

export const OPEN = '…';
export const ALTERNATIVES = '|';
const OPTIONAL = '?';
const REF = '$ref';

/** The key is on the wire; null or any value (the reference shows no value to type it by). */
const presentWithAnyValue = z.custom<unknown>((value) => value !== undefined, {
  message: 'Required: the reference sends this key (null or a value)',
});

interface Walk {
  additions: LidoAdditions;
  unused: Set<string>;
}

/** A zod schema that accepts what the example allows and nothing else. */
export function strictShape(example: Example, additions: LidoAdditions = {}): z.ZodType {
  for (const [path, reason] of Object.entries(additions)) {
    if (!reason.trim()) throw new Error(`The Lido addition ${path} needs a reason`);
  }
  const walk: Walk = { additions, unused: new Set(Object.keys(additions)) };
  const schema = shapeOf(example, '', walk, false);
  if (walk.unused.size > 0) {
    throw new Error(
      `Lido additions that name no closed object of the example: ${[...walk.unused].join(', ')}`,
    );
  }
  return schema;
}

function shapeOf(example: Example, path: string, walk: Walk, inAlternatives: boolean): z.ZodType {
  if (example === null) return inAlternatives ? z.null() : presentWithAnyValue;
  if (typeof example === 'string') return z.string();
  if (typeof example === 'boolean') return z.boolean();
  if (typeof example === 'number') return Number.isInteger(example) ? z.int() : z.number();
  if (isArray(example)) {
    const [first] = example;
    return z.array(first === undefined ? z.unknown() : shapeOf(first, `${path}[]`, walk, false));
  }
  if (ALTERNATIVES in example) return alternativesOf(example, path, walk);
  if (REF in example) throw new Error(`${where(path)}: resolve "$ref" before building the shape`);
  return objectOf(example, path, walk);
}

function alternativesOf(
  example: { readonly [key: string]: Example },
  path: string,
  walk: Walk,
): z.ZodType {
  const options = example[ALTERNATIVES];
  if (Object.keys(example).length !== 1 || !isArray(options) || options.length < 2) {
    throw new Error(`${where(path)}: "|" takes a list of two or more alternatives, alone`);
  }
  const [first, second, ...rest] = options.map((option) => shapeOf(option, path, walk, true)) as [
    z.ZodType,
    z.ZodType,
    ...z.ZodType[],
  ];
  return z.union([first, second, ...rest]);
}

function objectOf(example: { readonly [key: string]: Example }, path: string, walk: Walk) {
  const marker = example[OPEN];
  if (marker !== undefined && marker !== true) {
    throw new Error(`${where(path)}: the open marker is written "…": true`);
  }
  const open = marker === true;
  const shape: Record<string, z.ZodType> = {};
  for (const [rawKey, value] of Object.entries(example)) {
    if (rawKey === OPEN) continue;
    const optional = rawKey.endsWith(OPTIONAL);
    const key = optional ? rawKey.slice(0, -1) : rawKey;
    const schema = shapeOf(value, join(path, key), walk, false);
    shape[key] = optional ? schema.optional() : schema;
  }
  for (const [additionPath, reason] of Object.entries(walk.additions)) {
    const key = childKeyOf(additionPath, path);
    if (key === null) continue;
    if (open) throw new Error(`${additionPath}: the reference object is open, no addition needed`);
    if (key in shape) throw new Error(`${additionPath}: the reference already has this key`);
    shape[key] = z.unknown().describe(reason).optional();
    walk.unused.delete(additionPath);
  }
  return open ? z.looseObject(shape) : z.strictObject(shape);
}

/** The key an addition path adds directly to the object at `parent`, or null. */
function childKeyOf(additionPath: string, parent: string): string | null {
  const prefix = parent === '' ? '' : `${parent}.`;
  if (!additionPath.startsWith(prefix)) return null;
  const key = additionPath.slice(prefix.length);
  return /^[^.[\]]+$/.test(key) ? key : null;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
const where = (path: string) => (path === '' ? 'the example' : path);

function isArray(value: Example | undefined): value is readonly Example[] {
  return Array.isArray(value);
}
