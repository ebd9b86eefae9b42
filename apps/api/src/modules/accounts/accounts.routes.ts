import {
  changeMyPassword,
  forgottenPassword,
  getAuthUser,
  getMyDetails,
  loginCustomer,
  loginStaff,
  logout as logoutRoute,
  registerCustomer as registerRoute_,
  resetPassword as resetPasswordRoute,
  updateMyDetails,
} from '@lido/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_SUFFIX } from '../../http/auth-guard';
import { registerRoute } from '../../http/register-routes';
import { resolveActingCustomer } from './acting-customer';
import {
  changePassword,
  describeCaller,
  login,
  logout,
  registerCustomer,
  requestPasswordReset,
  resetPassword,
  type AccountsDeps,
  type RequestOrigin,
} from './auth.service';
import { getCustomerDetails, updateCustomerDetails } from './customer-details.service';

export interface AccountsRouteDeps extends AccountsDeps {
  /** The sites' shared parent domain; when set, sign-in also sets the auth cookie there. */
  authCookieDomain: string | undefined;
}

const originOf = (request: FastifyRequest): RequestOrigin => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function registerAccountsRoutes(app: FastifyInstance, deps: AccountsRouteDeps): void {
  const setAuthCookie = (reply: FastifyReply, token: string) => {
    if (!deps.authCookieDomain) return;
    reply.setCookie(`${deps.authCookieDomain}${AUTH_COOKIE_SUFFIX}`, JSON.stringify(token), {
      domain: deps.authCookieDomain,
      path: '/',
      secure: true,
      sameSite: 'lax',
      maxAge: deps.sessionLifetimeDays * 24 * 60 * 60,
    });
  };

  registerRoute(app, registerRoute_, async ({ body, query, raw }, reply) => {
    const signedIn = await registerCustomer(deps, body, query.onboarding_type, originOf(raw));
    setAuthCookie(reply, signedIn.token);
    return signedIn;
  });

  registerRoute(app, loginCustomer, async ({ body, raw }, reply) => {
    const signedIn = await login(deps, 'customer', body, originOf(raw));
    setAuthCookie(reply, signedIn.token);
    return signedIn;
  });

  registerRoute(app, loginStaff, async ({ body, raw }, reply) => {
    const signedIn = await login(deps, 'staff', body, originOf(raw));
    setAuthCookie(reply, signedIn.token);
    return signedIn;
  });

  registerRoute(app, logoutRoute, async ({ caller }, reply) => {
    await logout(deps, caller);
    if (deps.authCookieDomain) {
      reply.clearCookie(`${deps.authCookieDomain}${AUTH_COOKIE_SUFFIX}`, {
        domain: deps.authCookieDomain,
        path: '/',
      });
    }
    return { status: 'success' as const };
  });

  registerRoute(app, forgottenPassword, async ({ body }) =>
    requestPasswordReset(deps, body.email_or_reference),
  );

  registerRoute(app, resetPasswordRoute, async ({ body }) => resetPassword(deps, body));

  registerRoute(app, getAuthUser, async ({ caller }) => ({
    data: await describeCaller(deps, caller),
  }));

  registerRoute(app, getMyDetails, async ({ caller, query }) => {
    const acting = await resolveActingCustomer(deps.db, caller, query.selected_user_id);
    return { data: await getCustomerDetails(deps.db, acting.customerId) };
  });

  registerRoute(app, updateMyDetails, async ({ caller, query, body }) => {
    const acting = await resolveActingCustomer(deps.db, caller, query.selected_user_id);
    return { data: await updateCustomerDetails(deps, acting.customerId, body) };
  });

  registerRoute(app, changeMyPassword, async ({ caller, body }) =>
    changePassword(deps, caller, body),
  );
}
