import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { kioskSettings } from './kiosk.tables';

export async function findKioskPinHash(db: Database, operatorId: number): Promise<string | null> {
  const [row] = await db
    .select({ pinHash: kioskSettings.pinHash })
    .from(kioskSettings)
    .where(eq(kioskSettings.operatorId, operatorId));
  return row?.pinHash ?? null;
}

export async function saveKioskPinHash(
  db: Database,
  operatorId: number,
  pinHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(kioskSettings)
    .values({ operatorId, pinHash, updatedAt: now })
    .onConflictDoUpdate({ target: kioskSettings.operatorId, set: { pinHash, updatedAt: now } });
}
