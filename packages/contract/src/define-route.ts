import type { z } from 'zod';
import type { ErrorCode } from './error-codes';
import type { StaffAction } from './staff-actions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, anyone (personalised when a token is sent), signed-in users, or
 * signed-in members of staff (every route of the console and the desk: a customer gets 403).
 */
export type RouteAuth = 'public' | 'optional' | 'required' | 'staff';

export interface RouteDefinition {
  method: HttpMethod;
  /** Fastify-style path with `:param` segments, including the `/api` prefix. */
  path: string;
  summary: string;
  tags: readonly string[];
  auth: RouteAuth;
  /**
   * What a member of staff does through the route (staff-actions.ts): every `auth: 'staff'` route
   * declares one, and a caller whose role may not take it is refused before anything is read.
   */
  action?: StaffAction;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The success body; for text routes (`html`, `calendar`), the text itself; for `file` routes, the
   * stored file (`StoredFile`) the handler hands over, sent as its own bytes as an attachment no
   * cache keeps; for `image` routes, a public image (`ServedImage`) whose address never shows other
   * bytes, sent inline for every cache to keep.
   */
  response: z.ZodType;
  /** Success status, 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /** `openactive`: JSON in the Open Booking API's media type (routes/open-booking.ts). */
  contentType?: 'json' | 'html' | 'calendar' | 'file' | 'image' | 'openactive';
  /** The domain errors this route may answer with, besides validation failures. */
  errors: readonly ErrorCode[];
  /**
   * Mutating routes that honour an `Idempotency-Key` header: the same key and body replay the
   * stored response, the same key with another body is a 422, a concurrent duplicate a 409.
   */
  idempotent?: boolean;
  /**
   * The answer signs the caller in (sets the session cookie): the API refuses it when another
   * site's page posted it, so no page can sign a visitor into someone else's account.
   */
  signsIn?: boolean;
}

/**
 * Every route is defined once, here in the contract: the API registers it (validation,
 * serialisation, OpenAPI) and the web client is typed from it.
 */
export function defineRoute<const T extends RouteDefinition>(definition: T): T {
  return definition;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type RouteParams<R extends RouteDefinition> = Infer<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Infer<R['query']>;
export type RouteBody<R extends RouteDefinition> = Infer<R['body']>;
export type RouteResponse<R extends RouteDefinition> = z.infer<R['response']>;

/** Fills `:param` segments of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
