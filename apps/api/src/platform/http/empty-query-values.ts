import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The live API reads an optional query parameter sent empty (`?selected_user_id=`) as one not
 * sent, and its clients rely on it: query strings are built from templates and forms whose unset
 * values come out empty. Lido's schemas would refuse the empty text as a malformed value (an id
 * that is not a number), so every route's query is read that way here, once, rather than each
 * optional field learning to accept ''.
 *
 * Only optional parameters (those the schema accepts absent, defaults included) are dropped when
 * empty. A required one sent empty is left for the schema, which answers 422 naming the field as
 * it did; so is a non-empty value, however malformed.
 */

type Query = Record<string, unknown>;

/** The parameters the query schema accepts absent; none when it is not an object of fields. */
export function optionalQueryKeys(schema: unknown): ReadonlySet<string> {
  if (!(schema instanceof z.ZodObject)) return new Set();
  const shape = schema.shape as Record<string, z.ZodType>;
  return new Set(Object.keys(shape).filter((key) => acceptsAbsent(shape[key])));
}

function acceptsAbsent(field: z.ZodType | undefined): boolean {
  try {
    return field !== undefined && z.safeParse(field, undefined).success;
  } catch {
    // A preprocess that cannot take `undefined` throws rather than failing: a required field.
    return false;
  }
}

/** The query without the optional parameters sent empty; the same object when there are none. */
export function withoutEmptyOptionalValues(query: unknown, optional: ReadonlySet<string>): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const entries = Object.entries(query as Query);
  if (!entries.some(([key, value]) => value === '' && optional.has(key))) return query;
  return Object.fromEntries(entries.filter(([key, value]) => !(value === '' && optional.has(key))));
}

/**
 * fastify-type-provider-zod's validator, reading each route's query as the live API does. The
 * optional parameters are found once per route, when Fastify compiles its schema.
 */
export const lidoValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const optional = optionalQueryKeys(route.schema);
  if (optional.size === 0) return validate;
  return (query) => validate(withoutEmptyOptionalValues(query, optional));
};
