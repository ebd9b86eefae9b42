import type { FastifyError, FastifyInstance } from 'fastify';
import { GoCardlessError, goCardlessErrors, sendGoCardlessError } from './gocardless-errors';

/**
 * Every refusal under the emulator's prefix in GoCardless's format, whoever raised it: the
 * handlers and the emulator's input guard (GoCardlessError) and Fastify itself (malformed JSON, a
 * body too large, another content type). Anything else is GoCardless's 500. The emulator always
 * runs on a server of its own, so Lido's error handler and input guard never see its requests.
 */
function asGoCardlessError(error: FastifyError | GoCardlessError): GoCardlessError {
  if (error instanceof GoCardlessError) return error;
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) return goCardlessErrors.bodyTooLarge();
  if (status === 415) return goCardlessErrors.invalidContentType();
  if (status >= 400 && status < 500) return goCardlessErrors.invalidDocumentStructure();
  return goCardlessErrors.internal();
}

export function setGoCardlessErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler<FastifyError | GoCardlessError>((error, request, reply) => {
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
