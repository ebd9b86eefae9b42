import { defaultTheme } from '@lido/contract';
import type { ClientConfig, Theme } from '@lido/contract';
import { vi } from 'vitest';

export interface StubRequest {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}

function inputUrl(input: RequestInfo | URL): string {
  if (input instanceof Request) return input.url;
  return input instanceof URL ? input.href : input;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response> | undefined;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, { status, headers: { 'content-type': 'text/html' } });
}

export const wireClient: ClientConfig = {
  id: 1,
  client_id: 'lido-demo',
  name: 'Lido Leisure',
  currency: { code: 'GBP', symbol: '£' },
  online_joining_enabled: true,
  guest_passes_enabled: false,
  kiosk_home_url: 'https://kiosk.example.org/home',
  migration_date: '2026-01-01',
  tag_manager_ids: [],
  demo_mode: false,
  map_tiles: null,
  site_urls: {
    bookings: 'http://localhost',
    my_account: 'http://localhost',
    online_joining: 'http://localhost',
  },
};

export const wireTheme: Theme = defaultTheme;

/**
 * Replaces `fetch` for one component test. `handler` answers what the test is about; the site
 * configuration calls every page makes get ordinary answers unless the handler answers them.
 */
export function stubFetch(handler: StubHandler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(inputUrl(input), 'http://localhost');
    const request: StubRequest = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init.headers),
    };
    const answer = await handler(request);
    if (answer) return answer;
    switch (url.pathname) {
      case '/api/client':
        return jsonResponse({ data: wireClient });
      case '/api/frontend/theme':
        return jsonResponse({ data: wireTheme });
      case '/api/activities/footer':
        return htmlResponse('');
      default:
        return jsonResponse({ message: `Route ${request.method}:${url.pathname} not found` }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths (with query) the app has requested so far. */
export function requestedUrls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => inputUrl(input));
}
