import type { FastifyInstance } from 'fastify';
import { InvalidWebhookSignature } from './direct-debit-provider';
import { applyDirectDebitEvents, type WebhookDeps } from './webhook-events';

export const GOCARDLESS_WEBHOOK_PATH = '/api/webhooks/gocardless';

/**
 * GoCardless's webhook. It is GoCardless's format, not Lido's contract, and its signature is over
 * the exact bytes sent, so the body is read as text here rather than by the app's JSON parser.
 * A body whose signature does not match answers 498, as GoCardless asks, and nothing is read from
 * it; GoCardless retries any answer that is not 2xx, which the event ids make harmless.
 */
export function registerDirectDebitWebhook(app: FastifyInstance, deps: WebhookDeps): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(GOCARDLESS_WEBHOOK_PATH, { bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const signature = request.headers['webhook-signature'];
      const body = typeof request.body === 'string' ? request.body : '';
      let events;
      try {
        events = deps.provider.readWebhook(body, typeof signature === 'string' ? signature : '');
      } catch (error) {
        if (!(error instanceof InvalidWebhookSignature)) throw error;
        return reply.code(498).send({ message: 'The webhook signature does not match.' });
      }
      await applyDirectDebitEvents(deps, events);
      return reply.code(204).send();
    });
  });
}
