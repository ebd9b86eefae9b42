import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { siteThemes, venueFooters } from './site-config.tables';

export type SiteThemeRow = typeof siteThemes.$inferSelect;

export async function findOperatorTheme(
  db: Database,
  operatorId: number,
): Promise<SiteThemeRow | undefined> {
  const [row] = await db
    .select()
    .from(siteThemes)
    .where(and(eq(siteThemes.operatorId, operatorId), isNull(siteThemes.venueId)))
    .limit(1);
  return row;
}

export async function findVenueTheme(
  db: Database,
  venueId: number,
): Promise<SiteThemeRow | undefined> {
  const [row] = await db.select().from(siteThemes).where(eq(siteThemes.venueId, venueId)).limit(1);
  return row;
}

export async function findVenueFooter(db: Database, venueId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ html: venueFooters.html })
    .from(venueFooters)
    .where(eq(venueFooters.venueId, venueId));
  return row?.html;
}

export interface FrameAncestorSetting {
  operatorId: number;
  /** Null for the operator's own row. */
  venueId: number | null;
  frameAncestors: string[] | null;
}

/** Every stored framing allow-list: the operators' rows and the venues' own. */
export async function listFrameAncestorSettings(db: Database): Promise<FrameAncestorSetting[]> {
  return db
    .select({
      operatorId: siteThemes.operatorId,
      venueId: siteThemes.venueId,
      frameAncestors: siteThemes.frameAncestors,
    })
    .from(siteThemes);
}
