import { Agent, request } from 'node:http';

// Kept-alive connections, as a browser's, and enough of them for every customer at once.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** One request to the API as a browser's fetch makes it, answered with its status and JSON. */
export function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolveAnswer, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          resolveAnswer({
            status: response.statusCode ?? 0,
            body: parsed,
            headers: response.headers,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    if (payload) outgoing.write(payload);
    outgoing.end();
  });
}

/** Lets the process end: kept-alive connections would hold it open. */
export function closeConnections(): void {
  agent.destroy();
}
