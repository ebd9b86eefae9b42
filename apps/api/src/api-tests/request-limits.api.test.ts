import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Sends `head`, then `dribble` one byte every 200 ms for at most 15 s, and reports what the
 * server answered and whether it hung up before the client finished.
 */
async function slowClient(port: number, head: string, dribble: string) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.write(head);
  let isClosed = false;
  void closed.then(() => (isClosed = true));
  const deadline = Date.now() + 15_000;
  for (const byte of dribble) {
    if (isClosed || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (!isClosed) socket.write(byte);
  }
  const cutOff = isClosed;
  socket.destroy();
  return { received, cutOff };
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: 2, HEADERS_TIMEOUT_SECONDS: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('cuts off a client that sends its body a byte at a time', async () => {
    const body = JSON.stringify({ username: 'someone@example.org', password: 'x'.repeat(40) });
    const head = [
      'POST /api/auth/customer/login HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const { received, cutOff } = await slowClient(port, head, body.repeat(2));
    expect(cutOff).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that sends its headers a byte at a time', async () => {
    const { cutOff } = await slowClient(
      port,
      'GET /api/health HTTP/1.1\r\n',
      `X-Slow: ${'a'.repeat(200)}\r\n`,
    );
    expect(cutOff).toBe(true);
  });
});

describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an oversized sign-in body before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'someone@example.org', password: 'x'.repeat(8 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses a basket body over the app-wide limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      payload: { items: [], padding: 'x'.repeat(100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});
