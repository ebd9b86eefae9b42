import type { Event, GoCardlessClient } from 'gocardless-nodejs';
import {
  ApiError,
  AuthenticationError,
  InvalidStateError,
  ValidationFailedError,
} from 'gocardless-nodejs/errors';
import { parse } from 'gocardless-nodejs/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoCardlessClient } from '../../contexts/memberships/direct-debit/gocardless-client';
import type { RequestShape } from '../../test-support/contract-fields';
import { fuzzRequests } from '../../test-support/fuzz-requests';
import { createFuzzRunner } from '../../test-support/fuzz-runner';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceGoCardlessSandbox, type DeliverWebhook } from '@lido/emulators/gocardless';
import {
  GOCARDLESS_SANDBOX_CREDENTIALS,
  GOCARDLESS_SANDBOX_PREFIX,
} from '@lido/emulators/gocardless';
import { startGoCardlessSandbox } from '@lido/emulators/gocardless/testing';
import {
  CancelRequest,
  CreateCustomerBankAccountRequest,
  CreateCustomerRequest,
  CreateMandateRequest,
  CreatePaymentRequest,
  CreateSubscriptionRequest,
  ResourceParams,
  UpdateSubscriptionRequest,
} from '@lido/emulators/gocardless/testing';
import { TEST_SORT_CODE, testBankAccounts } from '@lido/emulators/gocardless';

const api = GOCARDLESS_SANDBOX_PREFIX;

/**
 * The emulator's routes in the contract's shape, for its fuzz test below: it listens apart from
 * the app, so the app's own fuzz test cannot reach it.
 */
const goCardlessSandboxRoutes: readonly RequestShape[] = [
  { method: 'POST', path: `${api}/customers`, body: CreateCustomerRequest },
  { method: 'GET', path: `${api}/customers/:id`, params: ResourceParams },
  { method: 'POST', path: `${api}/customer_bank_accounts`, body: CreateCustomerBankAccountRequest },
  { method: 'GET', path: `${api}/customer_bank_accounts/:id`, params: ResourceParams },
  { method: 'POST', path: `${api}/mandates`, body: CreateMandateRequest },
  { method: 'GET', path: `${api}/mandates/:id`, params: ResourceParams },
  {
    method: 'POST',
    path: `${api}/mandates/:id/actions/cancel`,
    params: ResourceParams,
    body: CancelRequest,
  },
  { method: 'POST', path: `${api}/subscriptions`, body: CreateSubscriptionRequest },
  { method: 'GET', path: `${api}/subscriptions/:id`, params: ResourceParams },
  {
    method: 'PUT',
    path: `${api}/subscriptions/:id`,
    params: ResourceParams,
    body: UpdateSubscriptionRequest,
  },
  {
    method: 'POST',
    path: `${api}/subscriptions/:id/actions/cancel`,
    params: ResourceParams,
    body: CancelRequest,
  },
  { method: 'POST', path: `${api}/payments`, body: CreatePaymentRequest },
  { method: 'GET', path: `${api}/payments/:id`, params: ResourceParams },
];

const { accessToken } = GOCARDLESS_SANDBOX_CREDENTIALS;
// Any secret the emulator and the endpoint share: these tests sign and check with this one.
const webhookSecret = 'emulator-tests-webhook-secret';

// Matchers for what a test cannot know (request ids, generated ids), typed as what they are.
const anyText: unknown = expect.any(String);
const anyList: unknown = expect.any(Array);
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

let t: TestApp;
let sandbox: Awaited<ReturnType<typeof startGoCardlessSandbox>>;
let gc: GoCardlessClient;

/** What the webhook endpoint received, and what it answers next. */
const deliveries: { body: string; signature: string }[] = [];
let endpointAnswers = 204;
const deliver: DeliverWebhook = async (request) => {
  deliveries.push(request);
  return endpointAnswers;
};

const advance = () =>
  advanceGoCardlessSandbox({ db: t.db, clock: t.clock, webhookSecret, deliver });

/** Every event delivered since the last call, checked and parsed as Lido does. */
function takeEvents(): Event[] {
  const events = deliveries.flatMap(({ body, signature }) => parse(body, webhookSecret, signature));
  deliveries.length = 0;
  return events;
}

/** `resource_type.action` of the events linking to a resource, in order. */
const actionsAbout = (events: readonly Event[], id: string) =>
  events
    .filter((event) => Object.values(event.links ?? {}).includes(id))
    .map((event) => `${event.resource_type}.${event.action}`);

/** 09:00 in London on a winter date (GMT). */
const setDate = (date: string) => t.clock.set(new Date(`${date}T09:00:00Z`));

const idOf = (resource: { id?: string }): string => {
  if (!resource.id) throw new Error('the emulator answered without an id');
  return resource.id;
};

async function mandateFor(accountNumber: string) {
  const customer = await gc.customers.create({
    given_name: 'Alex',
    family_name: 'Morgan',
    email: 'alex.morgan@example.com',
    metadata: { lido_customer: '1001' },
  });
  const account = await gc.customerBankAccounts.create({
    account_holder_name: 'Alex Morgan',
    account_number: accountNumber,
    branch_code: TEST_SORT_CODE,
    country_code: 'GB',
    links: { customer: idOf(customer) },
  });
  const mandate = await gc.mandates.create({
    scheme: 'bacs',
    links: { customer_bank_account: idOf(account) },
    metadata: { membership: '42' },
  });
  return { customer: idOf(customer), account, mandate: idOf(mandate), created: mandate };
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      ...headers,
    },
    body,
  });

beforeAll(async () => {
  t = await createTestApp();
  sandbox = await startGoCardlessSandbox(t);
  gc = createGoCardlessClient({
    accessToken,
    environment: 'sandbox',
    baseUrl: () => sandbox.baseUrl,
  });
});
afterAll(async () => {
  await sandbox.close();
  await t.close();
});

describe('the GoCardless emulator', () => {
  it('refuses a missing or wrong access token with 401 unauthorized', async () => {
    const wrong = createGoCardlessClient({
      accessToken: 'sandbox_not-the-token',
      environment: 'sandbox',
      baseUrl: () => sandbox.baseUrl,
    });
    await expect(wrong.customers.create({ given_name: 'A', family_name: 'B' })).rejects.toThrow(
      AuthenticationError,
    );
    const missing = await fetch(`${sandbox.baseUrl}/mandates/MD0000000000000`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: {
        message: 'Unauthorized',
        documentation_url: 'https://developer.gocardless.com/api-reference#unauthorized',
        type: 'invalid_api_usage',
        request_id: anyText,
        code: 401,
        errors: [{ reason: 'unauthorized', message: 'Unauthorized' }],
      },
    });
  });

  it('names each invalid field as GoCardless does, and answers unknown ids with 404', async () => {
    const customer = idOf(await gc.customers.create({ given_name: 'Sam', family_name: 'Lee' }));
    const refused = gc.customerBankAccounts.create({
      account_holder_name: 'Sam Lee',
      account_number: '12345678',
      branch_code: TEST_SORT_CODE,
      country_code: 'GB',
      links: { customer },
    });
    await expect(refused).rejects.toThrow(ValidationFailedError);
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 422,
      errorType: 'validation_failed',
      message: 'Validation failed',
      errors: [
        {
          field: 'account_number',
          message: 'is invalid',
          request_pointer: '/customer_bank_accounts/account_number',
        },
      ],
    });

    const unnamed = await gc.customers.create({}).catch((caught: unknown) => caught);
    expect(unnamed).toBeInstanceOf(ValidationFailedError);
    expect((unnamed as ValidationFailedError).errors).toEqual([
      { field: 'given_name', message: 'is missing', request_pointer: '/customers/given_name' },
      { field: 'family_name', message: 'is missing', request_pointer: '/customers/family_name' },
    ]);

    const unknown = await gc.mandates.find('MD0000NOTKNOWN').catch((caught: unknown) => caught);
    expect(unknown).toBeInstanceOf(ApiError);
    expect(unknown).toMatchObject({
      code: 404,
      errorType: 'invalid_api_usage',
      errors: [{ reason: 'resource_not_found', message: 'Resource not found' }],
    });

    const malformed = await post('/customers', '{"customers":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { type: 'invalid_api_usage', errors: [{ reason: 'invalid_document_structure' }] },
    });
    const nul = await post('/customers', JSON.stringify({ customers: { given_name: 'a\u0000' } }));
    expect(nul.status).toBe(422);
    expect(await nul.json()).toMatchObject({
      error: { type: 'validation_failed', errors: [{ field: 'given_name' }] },
    });
  });

  it('creates once per idempotency key: the same key again answers 409 with the first resource, which the client then fetches', async () => {
    const params = { given_name: 'Jo', family_name: 'Bloggs', email: 'jo@example.com' };
    const first = await gc.customers.create(params, 'lido-customer-77');
    const again = await gc.customers.create(params, 'lido-customer-77');
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ given_name: 'Jo', family_name: 'Bloggs', metadata: {} });

    const raw = await post('/customers', JSON.stringify({ customers: params }), {
      'idempotency-key': 'lido-customer-77',
    });
    expect(raw.status).toBe(409);
    expect(await raw.json()).toEqual({
      error: {
        message: 'A resource has already been created with this idempotency key',
        documentation_url:
          'https://developer.gocardless.com/api-reference#idempotent_creation_conflict',
        type: 'invalid_state',
        request_id: anyText,
        code: 409,
        errors: [
          {
            reason: 'idempotent_creation_conflict',
            message: 'A resource has already been created with this idempotency key',
            links: { conflicting_resource_id: first.id },
          },
        ],
      },
    });
    // The key is per kind of resource: a mandate may use the same one.
    const other = await gc.customers.create(params, 'lido-customer-78');
    expect(other.id).not.toBe(first.id);
  });

  it('moves a mandate and its subscription payment on as the days pass, delivering each event once, signed', async () => {
    setDate('2026-11-02');
    const { mandate, account, created } = await mandateFor(testBankAccounts.succeeds);
    expect(account).toMatchObject({
      account_number_ending: '11',
      account_holder_name: 'Alex Morgan',
      country_code: 'GB',
      currency: 'GBP',
      enabled: true,
    });
    expect(JSON.stringify(account)).not.toContain(testBankAccounts.succeeds);
    expect(created).toMatchObject({
      status: 'pending_submission',
      scheme: 'bacs',
      next_possible_charge_date: '2026-11-05',
      links: { customer_bank_account: account.id, creditor: matching(/^CR/) },
    });

    const subscription = await gc.subscriptions.create({
      amount: 3000,
      currency: 'GBP',
      interval_unit: 'monthly',
      day_of_month: 10,
      name: 'Swim membership',
      links: { mandate },
      metadata: { membership: '42' },
    });
    expect(subscription).toMatchObject({
      status: 'active',
      start_date: '2026-11-05',
      upcoming_payments: [
        { charge_date: '2026-11-10', amount: 3000 },
        { charge_date: '2026-12-10', amount: 3000 },
        { charge_date: '2027-01-10', amount: 3000 },
      ],
    });
    const subscriptionId = idOf(subscription);

    await advance();
    expect((await gc.mandates.find(mandate)).status).toBe('submitted');
    const first = takeEvents();
    expect(actionsAbout(first, mandate)).toEqual([
      'mandates.created',
      'subscriptions.created',
      'mandates.submitted',
    ]);
    expect(first.find((event) => event.action === 'submitted')).toMatchObject({
      id: matching(/^EV/),
      links: { mandate },
      details: { origin: 'gocardless', cause: 'mandate_submitted' },
      resource_metadata: { membership: '42' },
    });

    setDate('2026-11-03');
    await advance();
    expect(actionsAbout(takeEvents(), mandate)).toEqual([]);

    setDate('2026-11-04');
    await advance();
    expect(actionsAbout(takeEvents(), mandate)).toEqual(['mandates.active']);
    expect(await gc.mandates.find(mandate)).toMatchObject({
      status: 'active',
      next_possible_charge_date: '2026-11-06',
    });

    setDate('2026-11-06');
    await advance();
    expect(actionsAbout(takeEvents(), subscriptionId)).toEqual([]);

    // Three days before its charge date the subscription makes the payment.
    setDate('2026-11-07');
    await advance();
    const made = takeEvents();
    expect(actionsAbout(made, subscriptionId)).toEqual([
      'payments.created',
      'subscriptions.payment_created',
    ]);
    const paymentId = made[0]?.links?.payment ?? '';
    expect(made[0]).toMatchObject({
      links: { payment: paymentId, subscription: subscriptionId, mandate },
      details: { origin: 'gocardless', cause: 'payment_created' },
    });
    expect(await gc.payments.find(paymentId)).toMatchObject({
      amount: 3000,
      currency: 'GBP',
      charge_date: '2026-11-10',
      status: 'pending_submission',
      description: 'Swim membership',
      links: { mandate, subscription: subscriptionId },
    });
    expect((await gc.subscriptions.find(subscriptionId)).upcoming_payments).toEqual([
      { charge_date: '2026-12-10', amount: 3000 },
      { charge_date: '2027-01-10', amount: 3000 },
      { charge_date: '2027-02-10', amount: 3000 },
    ]);

    // Submitted two days before; the endpoint fails the first delivery, so it comes again.
    setDate('2026-11-08');
    endpointAnswers = 500;
    expect(await advance()).toMatchObject({ events: 1, delivered: 0 });
    const refused = takeEvents();
    expect(actionsAbout(refused, paymentId)).toEqual(['payments.submitted']);
    endpointAnswers = 204;
    expect(await advance()).toMatchObject({ events: 0, delivered: 1 });
    const resent = takeEvents();
    expect(resent.map((event) => event.id)).toEqual(refused.map((event) => event.id));
    expect(await advance()).toEqual({ events: 0, delivered: 0 });
    expect(deliveries).toEqual([]);
    expect((await gc.payments.find(paymentId)).status).toBe('submitted');

    setDate('2026-11-10');
    await advance();
    expect(actionsAbout(takeEvents(), paymentId)).toEqual(['payments.confirmed']);

    setDate('2026-11-11');
    await advance();
    const paidOut = takeEvents();
    expect(actionsAbout(paidOut, paymentId)).toEqual(['payments.paid_out']);
    expect(paidOut[0]).toMatchObject({
      resource_type: 'payments',
      action: 'paid_out',
      details: { origin: 'gocardless', cause: 'payment_paid_out' },
    });
    expect((await gc.payments.find(paymentId)).status).toBe('paid_out');
  });

  it('signs each webhook so that only the right secret verifies it', async () => {
    setDate('2026-11-12');
    await mandateFor(testBankAccounts.succeeds);
    await advance();
    const [webhook] = deliveries;
    deliveries.length = 0;
    if (!webhook) throw new Error('nothing was delivered');
    expect(JSON.parse(webhook.body)).toMatchObject({
      events: anyList,
      meta: { webhook_id: matching(/^WB/) },
    });
    expect(webhook.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(() => parse(webhook.body, webhookSecret, webhook.signature)).not.toThrow();
    expect(() => parse(webhook.body, 'another-secret', webhook.signature)).toThrow();
    expect(() => parse(`${webhook.body} `, webhookSecret, webhook.signature)).toThrow();
  });

  it('moves each resource and delivers each event once when two processes advance at once', async () => {
    setDate('2026-11-20');
    const { mandate } = await mandateFor(testBankAccounts.succeeds);
    await gc.subscriptions.create({
      amount: 1500,
      currency: 'GBP',
      interval_unit: 'monthly',
      day_of_month: 2,
      links: { mandate },
    });
    setDate('2026-11-30');
    const results = await Promise.all([advance(), advance(), advance()]);
    const events = takeEvents();
    const ids = events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(ids.length);
    // Each once, but in no promised order: three deliverers each send the events they claimed,
    // as GoCardless itself does not promise webhooks in order (Lido's handler moves a mandate only
    // forward, so a late event undoes nothing: direct-debit/webhook-events.ts).
    expect(actionsAbout(events, mandate).sort()).toEqual(
      [
        'mandates.created',
        'subscriptions.created',
        'mandates.submitted',
        'mandates.active',
        'payments.created',
        'payments.submitted',
      ].sort(),
    );
  });

  it('fails the mandate of 55779922 at the bank, ending its subscription and payments', async () => {
    setDate('2026-12-01');
    const { mandate } = await mandateFor(testBankAccounts.mandateFails);
    const subscription = idOf(
      await gc.subscriptions.create({
        amount: 2500,
        currency: 'GBP',
        interval_unit: 'monthly',
        day_of_month: 4,
        links: { mandate },
      }),
    );
    const payment = idOf(
      await gc.payments.create({ amount: 500, currency: 'GBP', links: { mandate } }),
    );
    await advance();
    takeEvents();

    setDate('2026-12-03');
    await advance();
    const events = takeEvents();
    // The one-off payment, and the subscription's first, made at once (due on 4 December).
    expect(actionsAbout(events, mandate)).toEqual([
      'mandates.failed',
      'subscriptions.cancelled',
      'payments.cancelled',
      'payments.cancelled',
    ]);
    expect(events.find((event) => event.action === 'failed')).toMatchObject({
      details: { origin: 'bank', cause: 'invalid_bank_details', scheme: 'bacs' },
    });
    expect(await gc.mandates.find(mandate)).toMatchObject({
      status: 'failed',
      next_possible_charge_date: null,
    });
    expect((await gc.subscriptions.find(subscription)).status).toBe('cancelled');
    expect((await gc.payments.find(payment)).status).toBe('cancelled');
    const refused = await gc.payments
      .create({ amount: 500, currency: 'GBP', links: { mandate } })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(InvalidStateError);
    expect(refused).toMatchObject({ code: 409, errors: [{ reason: 'mandate_is_inactive' }] });
  });

  it('activates the mandate of 55779933 but fails each payment on its charge date', async () => {
    setDate('2027-01-04');
    const { mandate } = await mandateFor(testBankAccounts.paymentsFail);
    const early = await gc.payments
      .create({ amount: 900, currency: 'GBP', charge_date: '2027-01-06', links: { mandate } })
      .catch((caught: unknown) => caught);
    expect(early).toBeInstanceOf(ValidationFailedError);
    expect(early).toMatchObject({ errors: [{ field: 'charge_date' }] });
    const payment = await gc.payments.create({
      amount: 900,
      currency: 'GBP',
      charge_date: '2027-01-12',
      description: 'Court hire',
      links: { mandate },
    });
    expect(payment).toMatchObject({ status: 'pending_submission', charge_date: '2027-01-12' });
    const paymentId = idOf(payment);

    setDate('2027-01-10');
    await advance();
    expect(actionsAbout(takeEvents(), mandate)).toEqual([
      'mandates.created',
      'payments.created',
      'mandates.submitted',
      'mandates.active',
      'payments.submitted',
    ]);

    setDate('2027-01-12');
    await advance();
    const failed = takeEvents();
    expect(actionsAbout(failed, paymentId)).toEqual(['payments.failed']);
    expect(failed[0]).toMatchObject({
      details: { origin: 'bank', cause: 'insufficient_funds', scheme: 'bacs' },
    });
    expect((await gc.payments.find(paymentId)).status).toBe('failed');
    expect((await gc.mandates.find(mandate)).status).toBe('active');
  });

  it('cancels a mandate with its subscriptions and the payments not yet submitted; a second cancel is refused', async () => {
    setDate('2027-02-01');
    const { mandate } = await mandateFor(testBankAccounts.succeeds);
    const subscription = idOf(
      await gc.subscriptions.create({
        amount: 3000,
        currency: 'GBP',
        interval_unit: 'monthly',
        day_of_month: -1,
        links: { mandate },
      }),
    );
    setDate('2027-02-25');
    await advance();
    const made = takeEvents();
    expect(actionsAbout(made, subscription)).toEqual([
      'subscriptions.created',
      'payments.created',
      'subscriptions.payment_created',
    ]);
    const payment =
      made.find(
        (event) => event.action === 'payment_created' && event.links?.subscription === subscription,
      )?.links?.payment ?? '';
    expect((await gc.payments.find(payment)).charge_date).toBe('2027-02-28');

    const cancelled = await gc.mandates.cancel(mandate, { metadata: { reason: 'left' } });
    expect(cancelled).toMatchObject({ id: mandate, status: 'cancelled' });
    expect((await gc.subscriptions.find(subscription)).status).toBe('cancelled');
    expect((await gc.payments.find(payment)).status).toBe('cancelled');
    await advance();
    const events = takeEvents();
    expect(actionsAbout(events, mandate)).toEqual([
      'mandates.cancelled',
      'subscriptions.cancelled',
      'payments.cancelled',
    ]);
    expect(events[0]).toMatchObject({
      details: { origin: 'api', cause: 'mandate_cancelled' },
      metadata: { reason: 'left' },
    });

    const again = await gc.mandates.cancel(mandate).catch((caught: unknown) => caught);
    expect(again).toBeInstanceOf(InvalidStateError);
    expect(again).toMatchObject({ code: 409, errors: [{ reason: 'cancellation_failed' }] });
  });

  it('cancels a subscription on its own, once', async () => {
    setDate('2027-03-01');
    const { mandate } = await mandateFor(testBankAccounts.succeeds);
    const subscription = idOf(
      await gc.subscriptions.create({
        amount: 1200,
        currency: 'GBP',
        interval_unit: 'monthly',
        start_date: '2027-03-15',
        links: { mandate },
      }),
    );
    expect(await gc.subscriptions.cancel(subscription)).toMatchObject({
      status: 'cancelled',
      upcoming_payments: [],
    });
    const again = await gc.subscriptions.cancel(subscription).catch((caught: unknown) => caught);
    expect(again).toBeInstanceOf(InvalidStateError);
    setDate('2027-03-20');
    await advance();
    expect(actionsAbout(takeEvents(), subscription)).toEqual([
      'subscriptions.created',
      'subscriptions.cancelled',
    ]);
    expect((await gc.mandates.find(mandate)).status).toBe('active');
  });

  it('answers hostile values in every field of its routes without a 5xx, and writes nothing when it refuses', async () => {
    setDate('2027-04-01');
    const customer = idOf(await gc.customers.create({ given_name: 'Fuzz', family_name: 'Test' }));
    const { account, mandate } = await mandateFor(testBankAccounts.succeeds);
    const { mandate: toCancel } = await mandateFor(testBankAccounts.succeeds);
    const subscription = idOf(
      await gc.subscriptions.create({
        amount: 1000,
        currency: 'GBP',
        interval_unit: 'monthly',
        links: { mandate },
      }),
    );
    const payment = idOf(
      await gc.payments.create({ amount: 1000, currency: 'GBP', links: { mandate } }),
    );
    const ids: Record<string, string> = {
      customers: customer,
      customer_bank_accounts: idOf(account),
      mandates: toCancel,
      subscriptions: subscription,
      payments: payment,
    };
    const runner = await createFuzzRunner(sandbox.app, t.db, {
      allowedWrites: () => new Set(),
      idempotent: () => false,
    });
    const caller = {
      name: 'gocardless client',
      headers: { authorization: `Bearer ${accessToken}` },
    };
    const routes = goCardlessSandboxRoutes;
    expect(routes.length).toBe(13);
    for (const route of routes) {
      const kind = route.path.split('/')[2] ?? '';
      const hints = {
        id: [ids[kind] ?? ''],
        customer: [customer],
        customer_bank_account: [idOf(account)],
        mandate: [mandate],
        account_number: [testBankAccounts.succeeds],
        branch_code: [TEST_SORT_CODE],
        given_name: ['Fuzz'],
        family_name: ['Test'],
        account_holder_name: ['Fuzz Test'],
        amount: [1000],
      };
      await runner.runBlock(`${route.method} ${route.path}`, fuzzRequests(route, hints), caller);
    }
    expect(runner.takeProblems()).toEqual([]);
  }, 120_000);
});
