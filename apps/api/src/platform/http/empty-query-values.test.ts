import { defineRoute } from '@lido/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  lidoValidatorCompiler,
  optionalQueryKeys,
  withoutEmptyOptionalValues,
} from './empty-query-values';
import { registerErrorHandler } from './error-handler';
import { registerRoute } from './register-routes';

const Id = z.string().regex(/^\d{1,10}$/, 'The selected user id must be a number.');
const route = defineRoute({
  method: 'GET',
  path: '/api/test/echo',
  summary: 'Echoes its query',
  tags: ['test'],
  auth: 'public',
  query: z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be in the format YYYY-MM-DD.'),
    selected_user_id: Id.optional(),
    filter: z.enum(['future', 'past']).default('future'),
    note: z.string().max(10).optional(),
  }),
  response: z.object({ query: z.record(z.string(), z.unknown()) }),
  errors: [],
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(lidoValidatorCompiler);
  registerErrorHandler(app);
  registerRoute(app, route, async ({ query }) => ({ query }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (query: string) => app.inject({ url: `/api/test/echo?${query}` });

describe('optional query parameters sent empty', () => {
  it('reads them as not sent: defaults apply and the handler never sees the empty text', async () => {
    const response = await get('date=2026-10-22&selected_user_id=&filter=&note=');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ query: { date: '2026-10-22', filter: 'future' } });
  });

  it('still refuses a required parameter sent empty, naming it', async () => {
    const response = await get('date=&selected_user_id=');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { date: ['The date must be in the format YYYY-MM-DD.'] },
    });
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['date']);
  });

  it('still refuses a malformed value that is not empty', async () => {
    const response = await get('date=2026-10-22&selected_user_id=%20');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { selected_user_id: ['The selected user id must be a number.'] },
    });
  });
});

describe('optionalQueryKeys', () => {
  it('names the fields a query schema accepts absent, defaults included', () => {
    expect([...optionalQueryKeys(route.query)].sort()).toEqual([
      'filter',
      'note',
      'selected_user_id',
    ]);
  });

  it('names none for a schema that is not an object of fields', () => {
    expect(optionalQueryKeys(z.string()).size).toBe(0);
    expect(optionalQueryKeys(undefined).size).toBe(0);
  });

  it('treats a preprocess that throws on a missing value as required', () => {
    const schema = z.object({
      when: z.preprocess((value) => (value as string).trim(), z.string()),
    });
    expect(optionalQueryKeys(schema).size).toBe(0);
  });
});

describe('withoutEmptyOptionalValues', () => {
  const optional = new Set(['a']);
  it('leaves a query with nothing to drop as the same object', () => {
    const query = { a: 'x', b: '' };
    expect(withoutEmptyOptionalValues(query, optional)).toBe(query);
    expect(withoutEmptyOptionalValues(null, optional)).toBeNull();
  });

  it('keeps repeated values, which are a list and not empty', () => {
    expect(withoutEmptyOptionalValues({ a: ['', ''] }, optional)).toEqual({ a: ['', ''] });
  });
});
