import {
  adoptSession,
  changeMyPassword,
  forgottenPassword,
  getAuthUser,
  getSession,
  getMyDetails,
  loginCustomer,
  loginStaff,
  logout as logoutRoute,
  registerCustomer as registerRoute_,
  resetPassword as resetPasswordRoute,
  setStaffPassword,
  staffForgottenPassword,
  updateMyDetails,
  type SignedIn,
} from '@lido/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBearerToken } from '../../../platform/http/auth-guard';
import { registerRoute } from '../../../platform/http/register-routes';
import { resolveActingCustomer } from './acting-customer';
import { clearAuthCookie, setAuthCookie, type AuthCookieSettings } from './auth-cookie';
import {
  login,
  logout,
  registerCustomer,
  type AccountsDeps,
  type RequestOrigin,
} from './auth.service';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service';
import { requestStaffPasswordLink, setStaffPasswordWithToken } from './staff-passwords.service';
import { describeCaller } from './user-view';
import { getCustomerDetails, updateCustomerDetails } from './customer-details.service';
import { registerFamilyRoutes } from './family.routes';

export interface AccountsRouteDeps extends AccountsDeps {
  /** The session cookie sign-in sets and sign-out clears (name and domain). */
  authCookie: Omit<AuthCookieSettings, 'maxAgeSeconds'>;
}

const originOf = (request: FastifyRequest): RequestOrigin => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function registerAccountsRoutes(app: FastifyInstance, deps: AccountsRouteDeps): void {
  const cookie: AuthCookieSettings = {
    ...deps.authCookie,
    maxAgeSeconds: deps.sessionLifetimeDays * 24 * 60 * 60,
  };
  // Sign-in answers the token as the live API does (API clients send it as Bearer) and keeps it
  // in the HttpOnly cookie for browsers.
  const signedInAs = (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) => {
    setAuthCookie(request, reply, cookie, signedIn.token);
    return signedIn;
  };

  registerRoute(app, registerRoute_, async ({ body, query, raw }, reply) =>
    signedInAs(
      raw,
      reply,
      await registerCustomer(deps, body, query.onboarding_type, originOf(raw)),
    ),
  );

  registerRoute(app, loginCustomer, async ({ body, raw }, reply) =>
    signedInAs(raw, reply, await login(deps, 'customer', body, originOf(raw))),
  );

  registerRoute(app, loginStaff, async ({ body, raw }, reply) =>
    signedInAs(raw, reply, await login(deps, 'staff', body, originOf(raw))),
  );

  registerRoute(app, logoutRoute, async ({ caller, raw }, reply) => {
    await logout(deps, caller);
    clearAuthCookie(raw, reply, cookie);
    return { status: 'success' as const };
  });

  // The `?token=` sign-in link: the site presents the token once as Bearer and the session
  // lives on in the cookie. A request that brought only the cookie has nothing to adopt.
  registerRoute(app, adoptSession, async ({ raw }, reply) => {
    const token = readBearerToken(raw);
    if (token) setAuthCookie(raw, reply, cookie, token);
    return { status: 'success' as const };
  });

  registerRoute(app, forgottenPassword, async ({ body }) =>
    requestPasswordReset(deps, body.email_or_reference),
  );

  registerRoute(app, resetPasswordRoute, async ({ body }) => resetPassword(deps, body));

  registerRoute(app, setStaffPassword, async ({ body }) => setStaffPasswordWithToken(deps, body));

  registerRoute(app, staffForgottenPassword, async ({ body }) =>
    requestStaffPasswordLink(deps, body.email),
  );

  registerRoute(app, getSession, async ({ caller }) => ({
    data: caller ? await describeCaller(deps, caller) : null,
  }));

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

  registerFamilyRoutes(app, deps);
}
