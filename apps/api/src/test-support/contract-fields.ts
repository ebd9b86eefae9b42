import type { RouteDefinition } from '@lido/contract';
import { z } from 'zod';

/**
 * Reads a route's request schemas (zod v4) generically: every field a client can send, and a
 * valid value for each, so the fuzz test can make one field hostile while the others pass and
 * the request reaches as deep into the route as it would from a real client.
 */

export type Location = 'params' | 'query' | 'body';
export type FieldPath = readonly (string | number)[];

export interface ContractField {
  location: Location;
  /** Inside its location: `['items', 0, 'id']`. */
  path: FieldPath;
}

/** The route parts a request fills, for contract routes and the emulator's alike. */
export type RequestShape = Pick<RouteDefinition, 'method' | 'path' | 'params' | 'query' | 'body'>;

/** Known-good values by field name, tried before the generic ones (seeded venue, a real date…). */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

/** The schema under optional, nullable, default, readonly and input-side pipes. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap();
    } else if (current instanceof z.ZodDefault || current instanceof z.ZodReadonly) {
      current = current.def.innerType;
    } else if (current instanceof z.ZodCatch) {
      current = current.def.innerType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in instanceof z.ZodTransform ? current.out : current.in;
    } else {
      return current;
    }
  }
}

/** Every field at or below `schema`, objects and lists included (not the root itself). */
function fieldsOf(schema: z.core.$ZodType, location: Location, path: FieldPath): ContractField[] {
  const inner = unwrap(schema);
  const here: ContractField[] = path.length > 0 ? [{ location, path }] : [];
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.core.$ZodType>;
    return [
      ...here,
      ...Object.entries(shape).flatMap(([key, child]) => fieldsOf(child, location, [...path, key])),
    ];
  }
  if (inner instanceof z.ZodArray) {
    return [...here, ...fieldsOf(inner.element, location, [...path, 0])];
  }
  return here;
}

export function contractFields(route: RequestShape): ContractField[] {
  return (['params', 'query', 'body'] as const).flatMap((location) => {
    const schema = route[location];
    return schema ? fieldsOf(schema, location, []) : [];
  });
}

const genericCandidates: readonly unknown[] = [
  'x',
  '1',
  'swiss-cottage-leisure-centre',
  '2026-10-22',
  '07:00',
  'alex.morgan@example.com',
  '01903a1e-62c1-7c4e-8a10-5d5ae3e1b2c4',
  'abcdef12',
  'SW1A 1AA',
  'en-GB',
  'GBP',
  'GB',
  'x'.repeat(12),
  1,
  10,
  true,
  false,
];

const accepts = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

/** A value the schema accepts (or the closest guess), hints for `name` first. */
export function sampleOf(schema: z.core.$ZodType, name: string, hints: Hints): unknown {
  for (const candidate of hints[name] ?? []) if (accepts(schema, candidate)) return candidate;
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    // Only what is required (or hinted): the plainest valid request reaches deepest.
    const shape = inner.shape as Record<string, z.core.$ZodType>;
    return Object.fromEntries(
      Object.entries(shape)
        .filter(([key, child]) => key in hints || !accepts(child, undefined))
        .map(([key, child]) => [key, sampleOf(child, key, hints)]),
    );
  }
  if (inner instanceof z.ZodArray) {
    return [sampleOf(inner.element, name, hints)];
  }
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodLiteral) return [...inner.values][0];
  if (inner instanceof z.ZodUnion) {
    const samples = inner.options.map((option) => sampleOf(option, name, hints));
    return samples.find((sample) => accepts(schema, sample)) ?? samples[0];
  }
  for (const candidate of genericCandidates) if (accepts(schema, candidate)) return candidate;
  if (inner instanceof z.ZodNumber) return 1;
  if (inner instanceof z.ZodBoolean) return true;
  return 'x';
}

/** A valid request for the route: params, query and body, each a plain value. */
export function sampleRequest(route: RequestShape, hints: Hints) {
  const part = (schema: z.core.$ZodType | undefined) =>
    schema ? (sampleOf(schema, '', hints) as Record<string, unknown>) : undefined;
  return { params: part(route.params), query: part(route.query), body: part(route.body) };
}

/** The schema of the field at `path` below `schema`, if there is one. */
function schemaAt(schema: z.core.$ZodType, path: FieldPath): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    const inner: z.core.$ZodType | undefined = current ? unwrap(current) : undefined;
    if (inner instanceof z.ZodObject) {
      current = (inner.shape as Record<string, z.core.$ZodType>)[String(key)];
    } else if (inner instanceof z.ZodArray) {
      current = inner.element;
    } else {
      return undefined;
    }
  }
  return current;
}

/**
 * The sample body for making the field at `path` hostile: an optional object it sits in (left
 * out of the plain sample) is filled with its own required fields, so only the one field is bad.
 */
export function bodyAround(route: RequestShape, path: FieldPath, hints: Hints): unknown {
  const { body: schema } = route;
  let body: unknown = sampleRequest(route, hints).body;
  if (!schema) return body;
  for (let depth = 1; depth < path.length; depth += 1) {
    const prefix = path.slice(0, depth);
    const parent = schemaAt(schema, prefix);
    let present: unknown = body;
    for (const key of prefix) {
      present = (present as Record<string | number, unknown> | undefined)?.[key];
    }
    if (present === undefined && parent) {
      body = withValueAt(body, prefix, sampleOf(parent, String(prefix.at(-1)), hints));
    }
  }
  return body;
}

/** A deep copy of `root` with the value at `path` replaced (created along the way if absent). */
export function withValueAt(root: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root) || typeof head === 'number') {
    const copy: unknown[] = Array.isArray(root) ? [...(root as unknown[])] : [];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, value);
    return copy;
  }
  const record = typeof root === 'object' && root !== null ? (root as Record<string, unknown>) : {};
  return { ...record, [head]: withValueAt(record[head], rest, value) };
}

/** Whether `route` is a contract route definition (the contract also exports schemas, helpers). */
export function isRouteDefinition(value: unknown): value is RouteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RouteDefinition>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    candidate.path.startsWith('/api') &&
    Array.isArray(candidate.errors) &&
    candidate.response !== undefined
  );
}
