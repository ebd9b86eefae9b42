import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lidoPlugin } from './lido-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    testGreeting?: string;
  }
}

const greeter = lidoPlugin({ name: 'greeter' }, (scope, _options, { provide }) => {
  provide('testGreeting', 'hello');
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-greeter', 'yes');
    return payload;
  });
  scope.get('/greeter', async () => 'from the greeter');
});

const listener = lidoPlugin({ name: 'listener', dependencies: ['greeter'] }, (scope) => {
  scope.get('/listener', async () => scope.testGreeting ?? 'nobody said hello');
});

describe('a context or flow as a plugin', () => {
  it('offers what it provides to the plugins registered after it', async () => {
    const app = Fastify();
    await app.register(greeter);
    await app.register(listener);
    expect((await app.inject('/listener')).body).toBe('hello');
    await app.close();
  });

  it('keeps its hooks to its own routes', async () => {
    const app = Fastify();
    await app.register(greeter);
    await app.register(listener);
    expect((await app.inject('/greeter')).headers['x-greeter']).toBe('yes');
    expect((await app.inject('/listener')).headers['x-greeter']).toBeUndefined();
    await app.close();
  });

  it('is refused when a plugin it depends on is not registered before it', async () => {
    const app = Fastify();
    await expect(app.register(listener)).rejects.toThrow(/greeter/);
    await app.close().catch(() => undefined);
  });
});
