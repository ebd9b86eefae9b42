import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@lido/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../errors/domain-error';
import type { Caller } from './auth-guard';

export interface RouteRequest<R extends RouteDefinition> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The signed-in caller; never null on routes with `auth: 'required'`. */
  caller: R['auth'] extends 'required' ? Caller : Caller | null;
  headers: FastifyRequest['headers'];
  log: FastifyBaseLogger;
  raw: FastifyRequest;
}

export type RouteHandler<R extends RouteDefinition> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteResponse<R>>;

/**
 * Registers a route defined in @lido/contract: the same zod schemas validate the request,
 * serialise the response and describe the route in the OpenAPI document at /api/docs.
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  definition: R,
  handler: RouteHandler<R>,
): void {
  const status = definition.status ?? 200;
  const isHtml = definition.contentType === 'html';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    schema: {
      summary: definition.summary,
      tags: [...definition.tags],
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      // HTML bodies go out as they are; JSON bodies through the zod serialiser.
      ...(isHtml ? {} : { response: { [status]: definition.response } }),
    },
    handler: async (request, reply) => {
      if (definition.auth === 'required' && !request.caller) {
        throw new DomainError('UNAUTHENTICATED', 'Unauthenticated.');
      }
      const result = await handler(
        {
          params: request.params as RouteParams<R>,
          query: request.query as RouteQuery<R>,
          body: request.body as RouteBody<R>,
          caller: request.caller as RouteRequest<R>['caller'],
          headers: request.headers,
          log: request.log,
          raw: request,
        },
        reply,
      );
      reply.status(status);
      if (isHtml) reply.type('text/html; charset=utf-8');
      return result;
    },
  });
}
