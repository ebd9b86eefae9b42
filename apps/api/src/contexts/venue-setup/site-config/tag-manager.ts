import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { findOperator } from '../venues';
import { createRefreshingSetting } from './refreshing-setting';

/**
 * Whether the operator has a Google Tag Manager container (`operators.tag_manager_ids`), so the
 * site's pages may load it (CSP, platform/http/security-headers.ts). The site loads it only after the
 * visitor accepts analytics cookies, and never on a kiosk (apps/web/src/features/consent).
 *
 * Headers must stay cheap, so the answer lives in memory and is read again from the database at
 * most once a minute, in the background while the previous answer keeps serving; a change of ids
 * reaches the pages' policy within a minute, as the frame-ancestors lists do.
 */
export const TAG_MANAGER_REFRESH_MS = 60_000;

/**
 * A container id as Google issues them (GTM-XXXXXXX). The web app loads only ids of this form
 * (features/consent/tag-manager.ts holds the same pattern); anything else is ignored.
 */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function isTagManagerId(id: string): boolean {
  return TAG_MANAGER_ID.test(id);
}

export interface TagManagerCheck {
  /** Whether the operator has at least one valid container id. */
  isConfigured: () => Promise<boolean>;
}

export function createTagManagerCheck({
  db,
  clock,
  log,
  refreshMs = TAG_MANAGER_REFRESH_MS,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  refreshMs?: number;
}): TagManagerCheck {
  const setting = createRefreshingSetting({
    clock,
    log,
    refreshMs,
    what: 'tag manager ids',
    load: async () => {
      const ids = (await findOperator(db))?.tagManagerIds ?? [];
      return { value: ids.some(isTagManagerId), ignored: ids.filter((id) => !isTagManagerId(id)) };
    },
  });
  return { isConfigured: async () => (await setting.current()) ?? false };
}
