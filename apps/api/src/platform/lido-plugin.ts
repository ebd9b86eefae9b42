import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a context or flow may give the plugins registered after it. */
export interface PluginSetup {
  /** Offers a value to every plugin registered later, as `app[name]` (declared in `fastify`). */
  provide: <K extends keyof FastifyInstance>(name: K, value: FastifyInstance[K]) => void;
  /**
   * The whole application, for what must reach every route rather than this plugin's own: the
   * in-process emulators answer through `app.inject`.
   */
  app: FastifyInstance;
}

export interface LidoPluginMeta {
  /** The context's or flow's folder name. */
  name: string;
  /**
   * The plugins whose offerings this one uses: Fastify refuses to start when one of them is not
   * registered before it, so app.ts's order cannot drift from what the code needs.
   */
  dependencies?: readonly string[];
}

/**
 * A bounded context (contexts/) or a cross-context flow (flows/) as one Fastify plugin
 * (decisions/033). Its routes go in a scope of their own, so a hook it adds meets its own routes
 * only; what it offers the plugins after it leaves that scope through `provide`. The platform's
 * hooks (errors, limits, the caller, idempotency, conditional GET, compression) are registered
 * before any context, so every scope inherits them.
 */
export function lidoPlugin<Options extends object = Record<never, never>>(
  { name, dependencies = [] }: LidoPluginMeta,
  register: (scope: FastifyInstance, options: Options, setup: PluginSetup) => Promise<void> | void,
) {
  return fp<Options>(
    async (app, options) => {
      await app.register(async (scope) => {
        await register(scope, options, {
          provide: (key, value) => {
            app.decorate(key, value as never);
          },
          app,
        });
      });
    },
    { name, dependencies: [...dependencies], fastify: '5.x' },
  );
}
