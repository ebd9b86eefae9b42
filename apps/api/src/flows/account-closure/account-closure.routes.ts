import { closeMyAccount } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-routes';
import { type AuthCookieSettings, clearAuthCookie } from '../../contexts/people/accounts';
import { closeAccount, type ClosureDeps } from './account-closure.service';

export interface ClosureRouteDeps extends ClosureDeps {
  authCookie: Omit<AuthCookieSettings, 'maxAgeSeconds'>;
}

export function registerAccountClosureRoutes(app: FastifyInstance, deps: ClosureRouteDeps): void {
  registerRoute(app, closeMyAccount, async ({ caller, query, body, raw }, reply) => {
    const closed = await closeAccount(deps, caller, query.selected_user_id, body);
    // The session went with the account; the browser forgets its cookie too.
    if (closed.closedOwnAccount) clearAuthCookie(raw, reply, deps.authCookie);
    return { status: closed.status, message: closed.message };
  });
}
