import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { siteThemes, venueFooters } from './site-config.tables';
import { type SiteThemeRow } from './site-config.repository';

type ThemeColumns = Omit<
  typeof siteThemes.$inferInsert,
  'id' | 'operatorId' | 'venueId' | 'frameAncestors'
>;

/**
 * The theme row of the operator (venueId null) or of a venue, locked until the transaction ends,
 * so two managers saving at once are recorded one after the other with true befores.
 */
export async function lockThemeRow(
  tx: Database,
  operatorId: number,
  venueId: number | null,
): Promise<SiteThemeRow | undefined> {
  const [row] = await tx
    .select()
    .from(siteThemes)
    .where(
      and(
        eq(siteThemes.operatorId, operatorId),
        venueId === null ? isNull(siteThemes.venueId) : eq(siteThemes.venueId, venueId),
      ),
    )
    .for('update');
  return row;
}

/** Writes the theme columns, making the row if there was none (frame ancestors are kept). */
export async function saveThemeRow(
  tx: Database,
  operatorId: number,
  venueId: number | null,
  columns: ThemeColumns,
): Promise<void> {
  await tx
    .insert(siteThemes)
    .values({ operatorId, venueId, ...columns })
    .onConflictDoUpdate({ target: [siteThemes.operatorId, siteThemes.venueId], set: columns });
}

export async function lockVenueFooter(tx: Database, venueId: number): Promise<string | null> {
  const [row] = await tx
    .select({ html: venueFooters.html })
    .from(venueFooters)
    .where(eq(venueFooters.venueId, venueId))
    .for('update');
  return row?.html ?? null;
}

/** Stores a venue's footer, or removes it (null). */
export async function saveVenueFooter(
  tx: Database,
  venueId: number,
  html: string | null,
): Promise<void> {
  if (html === null) {
    await tx.delete(venueFooters).where(eq(venueFooters.venueId, venueId));
    return;
  }
  await tx
    .insert(venueFooters)
    .values({ venueId, html })
    .onConflictDoUpdate({ target: venueFooters.venueId, set: { html } });
}
