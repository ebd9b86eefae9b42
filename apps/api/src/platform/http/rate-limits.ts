import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../env';
import { DomainError } from '../errors/domain-error';
import { limitRules, RATE_LIMITED_MESSAGE, type LimitKey } from './rate-limit-rules';

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Registers the rate limits of every public write (@fastify/rate-limit's counters): in Redis when
 * the API processes share one (REDIS_URL), so the limit holds across them, otherwise in this
 * process's memory. Limited requests answer 429 with `Retry-After` before their body is read; a
 * Redis that fails to answer lets the request through rather than refuse it. `LIDO_RATE_LIMITS=off`
 * registers none, for load tests.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  env: Env,
  redis: Redis | null,
): Promise<void> {
  if (env.LIDO_RATE_LIMITS === 'off') return;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
  });

  const checksByRoute = new Map<string, { name: string; check: Check; key: LimitKey }[]>();
  for (const rule of limitRules(env)) {
    const check = app.createRateLimit({
      max: rule.setting.max,
      timeWindow: rule.setting.windowMs,
      // Rules share one store, so each rule's counters are kept apart by its name.
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
    });
    for (const route of rule.routes) {
      const routeKey = `${route.method} ${route.path}`;
      const checks = checksByRoute.get(routeKey) ?? [];
      checks.push({ name: rule.name, check, key: rule.key });
      checksByRoute.set(routeKey, checks);
    }
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const checks = checksByRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (!checks) return;
    for (const { name, check, key } of checks) {
      if (key(request) === null) continue;
      const result = await check(request);
      // isAllowed means "on the allow-list"; the count itself is judged by isExceeded.
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ limit: name, key: result.key }, 'rate limit reached');
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
    }
  });
}
