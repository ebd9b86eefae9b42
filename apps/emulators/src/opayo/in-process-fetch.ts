import type { FastifyInstance } from 'fastify';

/**
 * A fetch that hands requests to this very server through Fastify's inject: when Lido pays
 * through its built-in Opayo emulator, the payment provider speaks the same HTTP requests and
 * responses to it without a network round trip to itself.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers.entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(item));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
