import { CART_UUID_HEADER } from '@lido/contract';

// An anonymous visitor's basket is known only by its uuid: kept in localStorage so it survives a
// reload, sent back with every basket call, and forgotten once a signed-in call has merged it.

const storageKey = 'lido-cart-uuid';

export function readCartUuid(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function writeCartUuid(uuid: string | null): void {
  try {
    if (uuid) localStorage.setItem(storageKey, uuid);
    else localStorage.removeItem(storageKey);
  } catch {
    // Private mode: the basket lasts for this page only.
  }
}

/** The `X-Cart-Uuid` header of a basket call, when an anonymous basket exists. */
export function cartUuidHeaders(): Record<string, string> {
  const uuid = readCartUuid();
  return uuid ? { [CART_UUID_HEADER]: uuid } : {};
}

/**
 * After a basket answer: an anonymous basket's uuid is remembered; a signed-in answer has merged
 * any anonymous basket into the account's, so the uuid is no longer needed.
 */
export function rememberCartUuid(cart: { uuid: string }, isSignedIn: boolean): void {
  writeCartUuid(isSignedIn ? null : cart.uuid);
}
