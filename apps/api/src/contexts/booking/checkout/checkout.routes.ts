import { randomBytes } from 'node:crypto';
import {
  authoriseCheckout,
  completeCheckout,
  payAtDesk,
  getDeskReceipt,
  emailDeskReceipt as emailDeskReceiptRoute,
  getOrder,
  getCheckoutPolicies,
  getCheckoutVisitor,
  getOrderCalendar,
  getReconciliation,
  getTransaction,
  prepareCheckout,
  receiveChallengeResult,
  saveCheckoutVisitor,
  showChallenge,
} from '@lido/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { challengeGonePage, challengeRedirectPage, challengeResultPage } from './challenge-pages';
import { authorise } from './authorise-payment';
import { cartUuidOf } from '../basket';
import { type CheckoutDeps } from './checkout-basket';
import { basketPolicies } from './checkout-policies';
import { readVisitor, saveVisitor } from './checkout-visitor';
import { originOf } from '../../money/payments';
import { finishChallenge, openChallenge, prepare, transactionStatus } from './checkout.service';
import { complete } from './complete-order';
import { payAtTheDesk } from './desk-payment';
import { emailDeskReceipt, readDeskReceipt } from './desk-receipt';
import { orderCalendar, readOrder } from './order-view';
import { reconciliationReport } from './reconciliation-report';

/**
 * The 3-D Secure pages run one inline script each (post the form, tell the parent window), so
 * they carry their own policy with a nonce instead of the site's.
 */
function allowNoncedScript(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  reply.header(
    'content-security-policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action 'self' https:; frame-ancestors 'self' ${'https:'}; base-uri 'none'`,
  );
  return nonce;
}

export function registerCheckoutRoutes(
  app: FastifyInstance,
  deps: CheckoutDeps & { siteOrigins: readonly string[] },
): void {
  // A signed-out visitor's checkout names their anonymous basket by its uuid, as the basket's
  // routes do (issue 43).
  registerRoute(app, prepareCheckout, async ({ caller, raw }) =>
    prepare(deps, caller, cartUuidOf(raw)),
  );

  registerRoute(app, getCheckoutVisitor, async ({ caller, raw }) => ({
    data: await readVisitor(deps, caller, cartUuidOf(raw)),
  }));

  registerRoute(app, saveCheckoutVisitor, async ({ caller, body, raw }) => ({
    data: await saveVisitor(deps, caller, cartUuidOf(raw), body),
  }));

  registerRoute(app, getCheckoutPolicies, async ({ caller, raw }) => ({
    data: await basketPolicies(deps.db, caller, cartUuidOf(raw)),
  }));

  registerRoute(app, authoriseCheckout, async ({ caller, body, raw }) =>
    authorise(deps, { caller, cartUuid: cartUuidOf(raw) }, body, originOf(raw)),
  );

  registerRoute(app, getTransaction, async ({ caller, params, raw }) =>
    transactionStatus(deps, caller, cartUuidOf(raw), params.transactionUuid, originOf(raw)),
  );

  registerRoute(app, completeCheckout, async ({ caller, body, raw }) =>
    complete(deps, { caller, cartUuid: cartUuidOf(raw) }, body),
  );

  registerRoute(app, payAtDesk, async ({ caller, body }) => payAtTheDesk(deps, caller, body));

  registerRoute(app, getDeskReceipt, async ({ caller, params }) => ({
    data: await readDeskReceipt(deps, caller, params.id, deps.clock.now()),
  }));

  registerRoute(app, emailDeskReceiptRoute, async ({ caller, params, body }) =>
    emailDeskReceipt(deps, caller, params.id, body?.email),
  );

  registerRoute(app, getOrder, async ({ caller, params, query }) => ({
    data: await readOrder(
      deps,
      caller,
      { orderId: params.orderId, token: query.token },
      deps.clock.now(),
    ),
  }));

  registerRoute(app, getReconciliation, async ({ caller, query }) => ({
    data: await reconciliationReport(deps, caller, query.date),
  }));

  registerRoute(app, getOrderCalendar, async ({ params, query }, reply) => {
    reply.header('content-disposition', `attachment; filename="lido-order-${params.orderId}.ics"`);
    return orderCalendar(deps, params.orderId, query.token, {
      now: deps.clock.now(),
      siteUrl: deps.siteUrl,
    });
  });

  registerRoute(app, showChallenge, async ({ params }, reply) => {
    const transaction = await openChallenge(deps, params.transactionUuid);
    const nonce = allowNoncedScript(reply);
    if (!transaction?.acsUrl || !transaction.creq) return challengeGonePage();
    return challengeRedirectPage({
      acsUrl: transaction.acsUrl,
      creq: transaction.creq,
      threeDSSessionData: transaction.id,
      nonce,
    });
  });

  registerRoute(app, receiveChallengeResult, async ({ body }, reply) => {
    const nonce = allowNoncedScript(reply);
    const result = body.threeDSSessionData
      ? await finishChallenge(deps, body.cres, body.threeDSSessionData)
      : null;
    if (!result) return challengeGonePage();
    return challengeResultPage({
      transactionUuid: result.transactionUuid,
      transactionStatus: result.status,
      nonce,
      siteOrigins: deps.siteOrigins,
    });
  });
}
