import { defineRoute } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { fixedClock } from '../platform/clock';
import { DomainError } from '../platform/errors/domain-error';
import { openTestDatabase, testConfig } from '../test-support/test-app';
import { TEST_NOW } from '../test-support/test-clock';
import { registerRoute } from '../platform/http/register-routes';

const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'Echo',
  tags: ['test'],
  auth: 'public',
  body: z.object({
    name: z.string().min(1, 'The name field is required.'),
    quantity: z.number().int().positive(),
  }),
  response: z.object({ name: z.string() }),
  errors: ['SESSION_FULL'],
});

let app: FastifyInstance;
let drop: () => Promise<void>;
const logged: unknown[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  app = await buildApp({
    db: database.handle.db,
    clock: fixedClock(TEST_NOW),
    config: testConfig({ SITE_ORIGINS: 'https://bookings.example.org' }),
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  registerRoute(app, echoRoute, async ({ body }) => {
    if (body.name === 'full')
      throw new DomainError('SESSION_FULL', 'The session being booked is already full');
    if (body.name === 'crash') throw new Error('connection string postgres://secret@db leaked');
    if (body.name === 'wrong-shape') return { nom: 'x' } as unknown as { name: string };
    return { name: body.name };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const post = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/test/echo',
    payload,
    headers: { 'content-type': contentType },
  });

describe('the error path', () => {
  it('answers 422 with every field message, Laravel style, when the body fails validation', async () => {
    const response = await post(JSON.stringify({ name: '', quantity: -1 }));
    expect(response.statusCode).toBe(422);
    const body = response.json<{
      message: string;
      errors: Record<string, string[]>;
      status: number;
    }>();
    expect(body.status).toBe(422);
    expect(body.errors.name).toEqual(['The name field is required.']);
    expect(body.errors.quantity).toHaveLength(1);
    expect(body.message).toBe('The name field is required. (and 1 more error)');
  });

  it('names a missing field in the errors', async () => {
    const response = await post(JSON.stringify({ name: 'Alex' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['quantity']);
  });

  it('answers 400 with a message for malformed JSON', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 415 with a message for an unsupported content type', async () => {
    const response = await post('<name>Alex</name>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBe(
      'The request content type is not supported.',
    );
  });

  it('maps a domain error code to its status and keeps its message', async () => {
    const response = await post(JSON.stringify({ name: 'full', quantity: 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The session being booked is already full',
      code: 'SESSION_FULL',
    });
  });

  it('answers 500 without internals and logs the error with the request', async () => {
    const response = await post(JSON.stringify({ name: 'crash', quantity: 1 }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something has gone wrong, please try again.' });
    expect(response.body).not.toContain('secret');
    const entry = logged.find((line) => (line as { msg?: string }).msg === 'request failed') as
      { reqId?: string; url?: string; err?: { message?: string } } | undefined;
    expect(entry?.url).toBe('/api/test/echo');
    expect(entry?.reqId).toBeTruthy();
    expect(entry?.err?.message).toContain('leaked');
  });

  it('answers 500 when a response breaks its contract, rather than sending it', async () => {
    const response = await post(JSON.stringify({ name: 'wrong-shape', quantity: 1 }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something has gone wrong, please try again.' });
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'Unable to complete request, item not found.',
    });
  });
});

describe('CORS', () => {
  it('allows the configured site origins with credentials', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://bookings.example.org' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://bookings.example.org');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not allow other origins', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends them on every answer; an API answer may be framed by the site itself only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      mode: 'demo',
      payments: 'opayo-emulator',
      directDebits: 'gocardless-emulator',
      email: 'development-mailbox',
    });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/client',
        '/api/frontend/theme',
        '/api/activities/footer',
        '/api/health',
      ]),
    );
  });
});
