import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../platform/errors/domain-error';
import {
  GoCardlessError,
  goCardlessErrors,
  sendGoCardlessError,
  validationFailed,
} from './gocardless-errors';

/**
 * Every refusal under the emulator's prefix in GoCardless's format, whoever raised it: the
 * handlers and the emulator's input guard (GoCardlessError), Lido's input guard when the
 * emulator is mounted on the app (a DomainError naming the field), and Fastify itself (malformed
 * JSON, a body too large, another content type). Anything else is GoCardless's 500.
 */
function asGoCardlessError(error: FastifyError | DomainError | GoCardlessError): GoCardlessError {
  if (error instanceof GoCardlessError) return error;
  if (error instanceof DomainError) {
    const fields = Object.keys(error.details ?? {}).filter((field) => field !== 'request');
    if (error.code !== 'VALIDATION_FAILED' || fields.length === 0) {
      return error.code === 'VALIDATION_FAILED'
        ? goCardlessErrors.invalidDocumentStructure()
        : goCardlessErrors.badRequest(error.message);
    }
    // The guard names body fields by their dotted path, envelope first: `customers.email`.
    const [envelope = 'request', ...path] = (fields[0] ?? '').split('.');
    return validationFailed(envelope, [{ path, message: 'is invalid' }]);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) return goCardlessErrors.bodyTooLarge();
  if (status === 415) return goCardlessErrors.invalidContentType();
  if (status >= 400 && status < 500) return goCardlessErrors.invalidDocumentStructure();
  return goCardlessErrors.internal();
}

export function setGoCardlessErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler<FastifyError | DomainError | GoCardlessError>((error, request, reply) => {
    const answer = asGoCardlessError(error);
    if (answer.status >= 500) {
      request.log.error({ err: error, url: request.url }, 'GoCardless emulator request failed');
    }
    return sendGoCardlessError(request, reply, answer);
  });
  // A path the emulator does not serve, in GoCardless's words rather than Lido's or a page.
  scope.setNotFoundHandler((request, reply) =>
    sendGoCardlessError(
      request,
      reply,
      new GoCardlessError(404, 'invalid_api_usage', 'Path not found', [
        { reason: 'path_not_found', message: 'Path not found' },
      ]),
    ),
  );
}
