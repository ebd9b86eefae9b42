import { getImportKeys, type ImportKey } from '@lido/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../platform/authorize';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { categories, locations } from '../../venue-setup/catalogue';
import { venues } from '../../venue-setup/venues';
import { importKeys } from './operator-import.tables';

type KeyKind = 'venues' | 'locations' | 'activities';

/**
 * The operator's ids of one kind with what each names now, read in one join with the owner's
 * table (a left join: a row deleted since it was imported keeps its id, with no name).
 */
async function listImportKeys(
  db: Database,
  operatorId: number,
  kind: KeyKind,
): Promise<ImportKey[]> {
  const ofKind = and(eq(importKeys.operatorId, operatorId), eq(importKeys.kind, kind));
  const base = { operator_id: importKeys.externalId, lido_id: importKeys.internalId };
  if (kind === 'venues') {
    const rows = await db
      .select({ ...base, name: venues.name, slug: venues.slug })
      .from(importKeys)
      .leftJoin(venues, sql`${importKeys.internalId} = ${venues.id}::text`)
      .where(ofKind)
      .orderBy(asc(importKeys.externalId));
    return rows.map((row) => ({ ...row, venue_id: null, v2_type: null }));
  }
  if (kind === 'locations') {
    const rows = await db
      .select({ ...base, name: locations.name, venue_id: locations.venueId })
      .from(importKeys)
      .leftJoin(locations, sql`${importKeys.internalId} = ${locations.id}::text`)
      .where(ofKind)
      .orderBy(asc(importKeys.externalId));
    return rows.map((row) => ({ ...row, slug: null, v2_type: null }));
  }
  const rows = await db
    .select({
      ...base,
      name: categories.name,
      slug: categories.slug,
      venue_id: categories.venueId,
      v2_type: categories.v2Type,
    })
    .from(importKeys)
    .leftJoin(categories, eq(importKeys.internalId, categories.id))
    .where(ofKind)
    .orderBy(asc(importKeys.externalId));
  return rows;
}

/** `GET /api/admin/import/keys?kind=`: what the console offers to choose from (managers only). */
export function registerImportKeysRoutes(app: FastifyInstance, deps: { db: Database }): void {
  registerRoute(app, getImportKeys, async ({ caller, query }) => {
    const { staffOperatorId } = authorize(caller, 'import.read-keys');
    return { data: await listImportKeys(deps.db, staffOperatorId, query.kind) };
  });
}
