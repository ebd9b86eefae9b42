import {
  bodyAround,
  contractFields,
  sampleRequest,
  withValueAt,
  type ContractField,
  type Hints,
  type RequestShape,
} from './contract-fields';
import {
  encodeSegment,
  hostileBodies,
  type HostileBody,
  hostileBodyValues,
  hostileUrlValues,
  nestedJson,
} from './hostile-values';

/**
 * The fuzz test's requests for one route: each field in turn made hostile (the others valid),
 * and whole bodies that are not what the route reads.
 */

export interface FuzzRequest {
  /** What was sent, for the failure report: `query date = NUL`. */
  label: string;
  method: RequestShape['method'];
  /** The route's path template, `/api/activities/cart/:cartItemId`. */
  route: string;
  url: string;
  contentType?: string;
  payload?: string;
}

type Values = Record<string, unknown> | undefined;

/** The URL with `raw` (already percent-encoded, or null to leave it out) for one parameter. */
export function urlOf(
  route: RequestShape,
  params: Values,
  query: Values,
  override?: { location: 'params' | 'query'; key: string; raw: string | null },
): string {
  const rawOf = (location: 'params' | 'query', key: string, value: unknown) => {
    if (override?.location === location && override.key === key) return override.raw;
    if (value === undefined || value === null) return null;
    return encodeSegment(typeof value === 'string' ? value : JSON.stringify(value));
  };
  const path = route.path.replace(
    /:([A-Za-z_]+)/g,
    (_, key: string) => rawOf('params', key, params?.[key]) ?? '',
  );
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) => {
    const raw = rawOf('query', key, value);
    return raw === null ? [] : [`${key}=${raw}`];
  });
  if (override?.location === 'query' && !(override.key in (query ?? {})) && override.raw !== null) {
    pairs.push(`${override.key}=${override.raw}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

const DEEP_MARKER = '"__nested_5000_deep__"';

/** A body field's hostile values: the fixed table, the field left out, and 5,000 levels deep. */
function bodyFieldPayloads(route: RequestShape, field: ContractField, hints: Hints) {
  const around = bodyAround(route, field.path, hints);
  const withValue = (value: unknown) => JSON.stringify(withValueAt(around, field.path, value));
  return [
    ...hostileBodyValues.map(({ name, value }) => ({ name, payload: withValue(value) })),
    { name: 'missing', payload: withValue(undefined) },
    {
      name: 'nested 5000 deep',
      payload: withValue(JSON.parse(DEEP_MARKER)).replace(DEEP_MARKER, nestedJson(5_000)),
    },
  ];
}

/** A path or query field's hostile values, raw as they go in the URL; null leaves it out. */
function urlFieldValues(field: ContractField): { name: string; raw: string | null }[] {
  const key = String(field.path[0]);
  return [
    ...hostileUrlValues,
    { name: 'missing', raw: null },
    ...(field.location === 'query' ? [{ name: 'repeated', raw: `1&${key}=2` }] : []),
  ];
}

/**
 * Every hostile request for the route, in a fixed order. `extraBodies` are whole bodies for this
 * route alone, sent after the fixed table's: what only it reads (the import's files).
 */
export function fuzzRequests(
  route: RequestShape,
  hints: Hints,
  extraBodies: readonly HostileBody[] = [],
): FuzzRequest[] {
  const sample = sampleRequest(route, hints);
  const common = { method: route.method, route: route.path };
  const validUrl = urlOf(route, sample.params, sample.query);
  const validBody =
    sample.body === undefined
      ? {}
      : { contentType: 'application/json', payload: JSON.stringify(sample.body) };

  const fieldRequests = contractFields(route).flatMap((field): FuzzRequest[] => {
    const name = `${field.location} ${field.path.join('.')}`;
    if (field.location === 'body') {
      return bodyFieldPayloads(route, field, hints).map(({ name: value, payload }) => ({
        ...common,
        label: `${name} = ${value}`,
        url: validUrl,
        contentType: 'application/json',
        payload,
      }));
    }
    const { location } = field;
    const key = String(field.path[0]);
    return urlFieldValues(field).map(({ name: value, raw }) => ({
      ...common,
      label: `${name} = ${value}`,
      url: urlOf(route, sample.params, sample.query, { location, key, raw }),
      ...validBody,
    }));
  });

  // Whole bodies that are not the JSON object the route reads (a GET's body is never read).
  const bodyRequests =
    route.body || route.method !== 'GET'
      ? [...hostileBodies, ...extraBodies].map((body) => ({
          ...common,
          label: `body: ${body.name}`,
          url: validUrl,
          ...(body.contentType ? { contentType: body.contentType } : {}),
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        }))
      : [];
  return [...fieldRequests, ...bodyRequests];
}

/** One request with `value` in a body field, or `text` in a path or query field (fast-check). */
export function arbitraryRequest(
  route: RequestShape,
  field: ContractField,
  { value, text }: { value: unknown; text: string },
  hints: Hints,
): FuzzRequest {
  const sample = sampleRequest(route, hints);
  const common = { method: route.method, route: route.path };
  if (field.location === 'body') {
    const body = withValueAt(bodyAround(route, field.path, hints), field.path, value);
    return {
      ...common,
      label: `body ${field.path.join('.')}`,
      url: urlOf(route, sample.params, sample.query),
      contentType: 'application/json',
      payload: JSON.stringify(body) ?? 'null',
    };
  }
  const key = String(field.path[0]);
  return {
    ...common,
    label: `${field.location} ${key}`,
    url: urlOf(route, sample.params, sample.query, {
      location: field.location,
      key,
      raw: encodeSegment(text),
    }),
  };
}
