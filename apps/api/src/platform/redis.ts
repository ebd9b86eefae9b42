import { Redis } from 'ioredis';
import type { Env } from './env';

/**
 * The Redis several API processes share (REDIS_URL), or null when there is none and one process
 * keeps its counters in memory. A command that Redis does not answer within half a second fails,
 * so a slow or lost Redis costs a request that long at most: what uses it lets the request through
 * rather than refuse it (rate limits skip on error).
 */
export function connectRedis(config: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): Redis | null {
  if (!config.REDIS_URL) return null;
  const redis = new Redis(config.REDIS_URL, {
    keyPrefix: config.REDIS_KEY_PREFIX,
    commandTimeout: 500,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
  });
  // Reconnection is ioredis's own; an error event left without a listener would crash the process.
  redis.on('error', () => undefined);
  return redis;
}
