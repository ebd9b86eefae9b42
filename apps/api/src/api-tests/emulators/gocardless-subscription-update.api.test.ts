import type { Event, GoCardlessClient } from 'gocardless-nodejs';
import { InvalidStateError, ValidationFailedError } from 'gocardless-nodejs/errors';
import { parse } from 'gocardless-nodejs/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoCardlessClient } from '../../contexts/memberships/direct-debit/gocardless-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceGoCardlessSandbox, type DeliverWebhook } from '@lido/emulators/gocardless';
import { GOCARDLESS_SANDBOX_CREDENTIALS } from '@lido/emulators/gocardless';
import { startGoCardlessSandbox } from '@lido/emulators/gocardless/testing';
import { TEST_SORT_CODE, testBankAccounts } from '@lido/emulators/gocardless';

// `PUT /subscriptions/:id`, GoCardless's subscription update, driven with the official client:
// the payments not yet made are for the new amount, those made keep theirs.

const { accessToken } = GOCARDLESS_SANDBOX_CREDENTIALS;
// Any secret the emulator and the endpoint share: these tests sign and check with this one.
const webhookSecret = 'emulator-tests-webhook-secret';

let t: TestApp;
let sandbox: Awaited<ReturnType<typeof startGoCardlessSandbox>>;
let gc: GoCardlessClient;

const deliveries: { body: string; signature: string }[] = [];
const deliver: DeliverWebhook = async (request) => {
  deliveries.push(request);
  return 204;
};
const advance = () =>
  advanceGoCardlessSandbox({ db: t.db, clock: t.clock, webhookSecret, deliver });

function takeEvents(): Event[] {
  const events = deliveries.flatMap(({ body, signature }) => parse(body, webhookSecret, signature));
  deliveries.length = 0;
  return events;
}

/** 09:00 in London on a winter date (GMT). */
const setDate = (date: string) => t.clock.set(new Date(`${date}T09:00:00Z`));

const idOf = (resource: { id?: string }): string => {
  if (!resource.id) throw new Error('the emulator answered without an id');
  return resource.id;
};

/** An active mandate with a subscription of £12.00 on the 1st, from 1 February 2027. */
async function subscriptionOnThe1st() {
  setDate('2027-01-10');
  const customer = await gc.customers.create({ given_name: 'Alex', family_name: 'Morgan' });
  const account = await gc.customerBankAccounts.create({
    account_holder_name: 'Alex Morgan',
    account_number: testBankAccounts.succeeds,
    branch_code: TEST_SORT_CODE,
    country_code: 'GB',
    links: { customer: idOf(customer) },
  });
  const mandate = idOf(
    await gc.mandates.create({ scheme: 'bacs', links: { customer_bank_account: idOf(account) } }),
  );
  const subscription = idOf(
    await gc.subscriptions.create({
      amount: 1200,
      currency: 'GBP',
      interval_unit: 'monthly',
      day_of_month: 1,
      start_date: '2027-02-01',
      name: 'Membership LID0000701',
      links: { mandate },
    }),
  );
  return { mandate, subscription };
}

/** The ids of the subscription's payments made since the last call. */
const paymentsMadeBy = (subscription: string) =>
  takeEvents()
    .filter(
      (event) =>
        event.resource_type === 'payments' &&
        event.action === 'created' &&
        event.links?.subscription === subscription,
    )
    .map((event) => event.links?.payment ?? '');

/** The amounts of payments as GoCardless answers them now, by charge date. */
async function amountsOf(payments: readonly string[]): Promise<Record<string, number>> {
  const amounts: Record<string, number> = {};
  for (const id of payments) {
    const payment = await gc.payments.find(id);
    amounts[payment.charge_date ?? ''] = Number(payment.amount);
  }
  return amounts;
}

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

describe('updating a subscription in the GoCardless emulator', () => {
  it('collects the new amount from the payments not yet made; one already made keeps its amount', async () => {
    const { mandate, subscription } = await subscriptionOnThe1st();
    // 29 January: the payment of 1 February is made (three days ahead), at £12.00.
    setDate('2027-01-29');
    await advance();
    const february = paymentsMadeBy(subscription);
    expect(await amountsOf(february)).toEqual({ '2027-02-01': 1200 });

    const updated = await gc.subscriptions.update(subscription, { amount: 2800 });
    expect(updated).toMatchObject({
      id: subscription,
      amount: 2800,
      status: 'active',
      name: 'Membership LID0000701',
      day_of_month: 1,
      start_date: '2027-02-01',
      links: { mandate },
      upcoming_payments: [
        { charge_date: '2027-03-01', amount: 2800 },
        { charge_date: '2027-04-01', amount: 2800 },
        { charge_date: '2027-05-01', amount: 2800 },
      ],
    });
    expect((await gc.subscriptions.find(subscription)).amount).toBe(2800);

    await advance();
    expect(takeEvents().filter((event) => event.links?.subscription === subscription)).toEqual([
      expect.objectContaining({
        resource_type: 'subscriptions',
        action: 'amended',
        links: { subscription, mandate },
        details: {
          origin: 'api',
          cause: 'subscription_amended',
          description: 'Subscription amount has been amended.',
        },
      }),
    ]);

    setDate('2027-03-01');
    await advance();
    const march = paymentsMadeBy(subscription);
    expect(await amountsOf([...february, ...march])).toEqual({
      '2027-02-01': 1200,
      '2027-03-01': 2800,
    });
  });

  it('records no amendment when the amount stays as it is, and changes the name alone', async () => {
    const { subscription } = await subscriptionOnThe1st();
    takeEvents();
    const renamed = await gc.subscriptions.update(subscription, {
      amount: 1200,
      name: 'Lido Swim',
      metadata: { lido_membership: '701' },
    });
    expect(renamed).toMatchObject({
      amount: 1200,
      name: 'Lido Swim',
      metadata: { lido_membership: '701' },
    });
    await advance();
    expect(
      takeEvents().filter(
        (event) => event.action === 'amended' && event.links?.subscription === subscription,
      ),
    ).toEqual([]);
  });

  it('refuses a cancelled subscription, an invalid amount and an unknown id, in GoCardless’s format', async () => {
    const { subscription } = await subscriptionOnThe1st();
    const invalid = await gc.subscriptions
      .update(subscription, { amount: 0 })
      .catch((caught: unknown) => caught);
    expect(invalid).toBeInstanceOf(ValidationFailedError);
    expect(invalid).toMatchObject({
      code: 422,
      errors: [
        {
          field: 'amount',
          message: 'must be greater than or equal to 1',
          request_pointer: '/subscriptions/amount',
        },
      ],
    });
    const unknown = await gc.subscriptions
      .update('SB0000NOTKNOWN', { amount: 1000 })
      .catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ code: 404, errors: [{ reason: 'resource_not_found' }] });

    await gc.subscriptions.cancel(subscription);
    const cancelled = await gc.subscriptions
      .update(subscription, { amount: 2800 })
      .catch((caught: unknown) => caught);
    expect(cancelled).toBeInstanceOf(InvalidStateError);
    expect(cancelled).toMatchObject({
      code: 409,
      errorType: 'invalid_state',
      errors: [{ reason: 'subscription_not_active', message: 'Subscription is not active' }],
    });
    expect((await gc.subscriptions.find(subscription)).amount).toBe(1200);
  });

  it('lets the amount change ten times, as GoCardless does, and refuses the eleventh', async () => {
    const { subscription } = await subscriptionOnThe1st();
    for (let change = 1; change <= 10; change++) {
      await gc.subscriptions.update(subscription, { amount: 1200 + change });
    }
    const eleventh = await gc.subscriptions
      .update(subscription, { amount: 5000 })
      .catch((caught: unknown) => caught);
    expect(eleventh).toBeInstanceOf(InvalidStateError);
    expect(eleventh).toMatchObject({
      code: 409,
      errors: [{ reason: 'number_of_subscription_amendments_exceeded' }],
    });
    expect((await gc.subscriptions.find(subscription)).amount).toBe(1210);
    // Its name may still change.
    expect((await gc.subscriptions.update(subscription, { name: 'Renamed' })).name).toBe('Renamed');
  });
});
