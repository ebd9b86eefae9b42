import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock, Database } from '../ports';
import { sandboxGoCardlessWebhookSecret } from './gocardless-sandbox.tables';

/**
 * The emulated account's webhook secret, as an operator copies GoCardless's into Lido's settings:
 * 256 random bits, drawn the first time it is asked for and kept. Processes starting together on
 * a new database may each draw one; the first written is the one they all answer.
 */
export async function goCardlessSandboxWebhookSecret(db: Database, clock: Clock): Promise<string> {
  await db
    .insert(sandboxGoCardlessWebhookSecret)
    .values({ id: 1, secret: randomBytes(32).toString('hex'), createdAt: clock.now() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: sandboxGoCardlessWebhookSecret.secret })
    .from(sandboxGoCardlessWebhookSecret)
    .where(eq(sandboxGoCardlessWebhookSecret.id, 1));
  if (!row) throw new Error('The GoCardless emulator has no webhook secret');
  return row.secret;
}
