import {
  getReleaseQueue,
  getReleaseQueueConsole,
  joinReleaseQueue,
  QUEUE_PASS_COOKIE,
  QUEUE_PASS_HEADER,
  type ReleaseQueueConsole,
  saveReleaseQueueSettings,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../platform/authorize';
import { notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { registerRoute } from '../../../platform/http/register-routes';
import { instantObject } from '../../timetable/timetable';
import { presentedPass } from './admission-gate';
import { createQueueVenueLookup } from './queue-venue-lookup';
import { findSettings, saveSettings } from './queue-venues.repository';
import { queuesOfOperator } from './release-queue.repository';
import { joinQueue, readQueueStatus, type ReleaseQueueDeps } from './release-queue.service';

const DAY = 24 * 60 * 60_000;

/** The operator a manager works for (a manager runs every venue of it); others are refused. */
function managersOperator(caller: Caller): number {
  return authorize(caller, 'release-queue.change').staffOperatorId;
}

async function consoleOf(deps: ReleaseQueueDeps, operatorId: number): Promise<ReleaseQueueConsole> {
  const settings = await findSettings(deps.db, operatorId);
  const now = deps.clock.now();
  const queues = await queuesOfOperator(deps.db, operatorId, new Date(now.getTime() - DAY));
  return {
    settings: {
      enabled: settings.enabled,
      pre_queue_minutes: settings.preQueueMinutes,
      admission_minutes: settings.admissionMinutes,
    },
    queues: queues.map((queue) => ({
      venue: queue.venue,
      opens_at: instantObject(queue.opens_at, queue.timezone),
      joined: queue.joined,
      admitted: queue.admitted,
      waiting: Math.max(0, queue.joined - queue.admitted),
      admitted_per_minute: queue.admit_per_minute,
    })),
  };
}

export function registerReleaseQueueRoutes(app: FastifyInstance, deps: ReleaseQueueDeps): void {
  const venues = createQueueVenueLookup(deps.db);

  registerRoute(app, getReleaseQueue, async ({ params, raw }) => {
    const venue = await venues.bySlug(params.venueSlug);
    if (!venue) throw notFound();
    return { data: await readQueueStatus(deps, venue, presentedPass(raw)) };
  });

  registerRoute(app, joinReleaseQueue, async ({ params, raw }, reply) => {
    const venue = await venues.bySlug(params.venueSlug);
    if (!venue) throw notFound();
    const { status, pass } = await joinQueue(deps, venue, presentedPass(raw));
    if (pass) {
      // HttpOnly: no script on the site can read the pass and hand it on.
      reply.setCookie(QUEUE_PASS_COOKIE, pass, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: raw.protocol === 'https',
        maxAge: 2 * 60 * 60,
      });
      reply.header(QUEUE_PASS_HEADER, pass);
    }
    return { data: status };
  });

  registerRoute(app, getReleaseQueueConsole, async ({ caller }) => {
    return { data: await consoleOf(deps, managersOperator(caller)) };
  });

  registerRoute(app, saveReleaseQueueSettings, async ({ caller, body }) => {
    const operatorId = managersOperator(caller);
    await saveSettings(
      deps.db,
      operatorId,
      {
        enabled: body.enabled,
        preQueueMinutes: body.pre_queue_minutes,
        admissionMinutes: body.admission_minutes,
      },
      deps.clock.now(),
    );
    venues.forgetAll();
    return { data: await consoleOf(deps, operatorId) };
  });
}
