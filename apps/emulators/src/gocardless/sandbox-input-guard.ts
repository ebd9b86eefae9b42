import type { FastifyInstance } from 'fastify';
import { findUnsafeText } from '@lido/contract';
import { goCardlessErrors, validationFailed } from './gocardless-errors';

/**
 * Text no resource can hold: a NUL character or an unpaired surrogate, which PostgreSQL cannot
 * store (the query would fail). The emulator runs on a server of its own, out of reach of Lido's
 * input guard, so it refuses them itself, in GoCardless's format: in a path, no resource has such an id (404); in
 * a body, the field is invalid (422).
 */
export function registerSandboxInputGuard(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    if (findUnsafeText(request.params)) throw goCardlessErrors.notFound();
    const found = findUnsafeText(request.body);
    if (!found) return;
    // Named by its dotted path, envelope first (`customers.given_name`).
    const [envelope = 'request', ...path] = found.field.split('.');
    throw validationFailed(envelope, [{ path, message: 'is invalid' }]);
  });
}
