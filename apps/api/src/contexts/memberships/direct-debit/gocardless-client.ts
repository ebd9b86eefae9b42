import { Environments, GoCardlessClient } from 'gocardless-nodejs';

export interface GoCardlessConnection {
  accessToken: string;
  /** GoCardless's own live or sandbox API. */
  environment: 'live' | 'sandbox';
  /**
   * Another address for the API: the built-in emulator, which the server itself answers. Read at
   * every request, because the server's port is known only once it listens.
   */
  baseUrl?: () => string;
}

/**
 * GoCardless's official client. It knows only GoCardless's two addresses, so reaching the
 * built-in emulator means pointing its request layer somewhere else (decisions/020): every call
 * still goes through the client's own requests, idempotency keys, retries and errors.
 */
export function createGoCardlessClient({
  accessToken,
  environment,
  baseUrl,
}: GoCardlessConnection): GoCardlessClient {
  const client = new GoCardlessClient(
    accessToken,
    environment === 'live' ? Environments.Live : Environments.Sandbox,
    {},
  );
  if (baseUrl) {
    const api = (client as unknown as { _api: object })._api;
    Object.defineProperty(api, '_baseUrl', { get: baseUrl, configurable: true });
  }
  return client;
}
