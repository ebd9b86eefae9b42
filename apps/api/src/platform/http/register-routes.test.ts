import { defineRoute } from '@lido/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityTag, registerConditionalGet } from './conditional-get';
import { registerErrorHandler } from './error-handler';
import { registerRoute, SerializedResponse } from './register-routes';

const Row = z.object({ id: z.string(), spaces: z.number().int() });
const rowsRoute = defineRoute({
  method: 'GET',
  path: '/api/test/rows',
  summary: 'Rows',
  tags: ['test'],
  auth: 'public',
  query: z.object({ as: z.enum(['object', 'serialized', 'bad', 'stray']) }),
  response: z.object({ data: z.array(Row) }),
  errors: [],
});
const otherRoute = defineRoute({ ...rowsRoute, path: '/api/test/other', query: undefined });

// A handler that leaks a key the contract does not name, as a row built from a wider type would.
const rows = [{ id: 'a', spaces: 3, internal_note: 'never on the wire' }];

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandler(app);
  registerConditionalGet(app, [rowsRoute]);
  let strayBody: SerializedResponse | undefined;
  registerRoute(app, otherRoute, async ({ serialize }) => {
    strayBody = serialize({ data: [] });
    return { data: [] };
  });
  registerRoute(app, rowsRoute, async ({ query, serialize }) => {
    if (query.as === 'object') return { data: rows };
    if (query.as === 'bad') return serialize({ data: [{ id: 'a', spaces: 'three' }] } as never);
    if (query.as === 'stray' && strayBody) return strayBody;
    return serialize({ data: rows });
  });
  await app.ready();
  await app.inject({ url: '/api/test/other' });
});
afterAll(async () => {
  await app.close();
});

const get = (as: string) => app.inject({ url: `/api/test/rows?as=${as}` });

describe('serialising through the route', () => {
  it('emits exactly the keys of the contract, whether Fastify or the handler serialises', async () => {
    const fromObject = await get('object');
    const fromHandler = await get('serialized');
    expect(fromHandler.statusCode).toBe(200);
    expect(fromHandler.json()).toEqual({ data: [{ id: 'a', spaces: 3 }] });
    expect(fromHandler.body).toBe(fromObject.body);
    expect(fromHandler.headers['content-type']).toBe(fromObject.headers['content-type']);
    expect(fromHandler.headers['content-length']).toBe(fromObject.headers['content-length']);
  });

  it('tags a serialised body with the tag of its bytes, and answers If-None-Match with 304', async () => {
    const response = await get('serialized');
    expect(response.headers.etag).toBe(entityTag(response.body));
    expect((await get('object')).headers.etag).toBe(response.headers.etag);
    const revalidated = await app.inject({
      url: '/api/test/rows?as=serialized',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('checks the body against the contract when the handler serialises it', async () => {
    const response = await get('bad');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('three');
  });

  it('refuses to send a body serialised for another route', async () => {
    expect((await get('stray')).statusCode).toBe(500);
  });

  it('keeps the bytes and their tag together', () => {
    const body = new SerializedResponse('/api/test/rows', '{"data":[{"id":"é","spaces":1}]}');
    expect(body.json).toBe('{"data":[{"id":"é","spaces":1}]}');
    expect(body.bytes.length).toBe(Buffer.byteLength(body.json));
    expect(body.etag).toBe(entityTag(body.json));
  });
});
