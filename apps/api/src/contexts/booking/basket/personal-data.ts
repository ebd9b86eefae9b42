import type { Database } from '../../../platform/db/client';
import { findCartByOwner, lockCart } from './basket.repository';
import { emptyLockedCart } from './basket.service';

/** Closing an account empties its basket: the places go back to their sessions. */
export async function emptyBasketOf(tx: Database, customerId: number, now: Date): Promise<void> {
  const cart = await findCartByOwner(tx, customerId);
  if (!cart) return;
  await lockCart(tx, cart.id);
  await emptyLockedCart(tx, cart.id, customerId, now);
}
