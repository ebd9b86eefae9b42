import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALEX } from '../../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { TEST_NOW } from '../../../../test-support/test-clock';
import {
  customers,
  familyLinks,
  passwordResetTokens,
} from '../../../people/accounts/accounts.tables';
import { emailOutbox } from '../../../people/email/email.tables';
import { importKinds } from '../import-kinds';
import { importedIds } from '../imported-ids.test-support';
import { runImport } from '../import-run';

let t: TestApp;
const operatorId = 1;
const run = (files: { name: string; content: string }[], options: { dryRun?: boolean } = {}) =>
  runImport(t.db, importKinds, files, {
    dryRun: options.dryRun ?? false,
    staffUserId: null,
    now: TEST_NOW,
  });

const venuesCsv = [
  'venue_id,name,address_line_1,town,area,postcode,lat,lng',
  'HB-1,Hampstead Baths,1 Heath Street,London,Camden,NW3 1AA,51.556,-0.178',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  const venues = await run([{ name: 'venues.csv', content: venuesCsv }]);
  expect(venues.problems).toEqual([]);
});
afterAll(() => t.close());

const header =
  'customer_id,first_name,last_name,email,date_of_birth,gender,phone,address_line_1,address_line_2,town,postcode,home_venue_id,family_lead_id';
const customersCsv = [
  header,
  'C-1,Olivia,Bennett,Olivia.Bennett@Example.net,1986-03-14,Female,07700 900123,14 Belsize Park Gardens,,London,nw34lh,HB-1,',
  'C-2,Theo,Bennett,,2015-07-02,Male,,14 Belsize Park Gardens,,London,NW3 4LH,HB-1,C-1',
  'C-3,Kwame,Asante,kwame.asante@example.net,1979-11-30,,020 7946 0321,"Flat 3, 27 Caledonian Road",,London,N1 9DX,,',
].join('\r\n');

const customerOf = async (key: string) => {
  const id = (await importedIds(t.db, operatorId, 'customers')).get(key);
  if (id === undefined) return undefined;
  const [row] = await t.db
    .select()
    .from(customers)
    .where(eq(customers.id, Number(id)));
  return row;
};
const outboxTo = (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
const outboxSize = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;
const tokenIn = (text: string) => /reset_token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('importing customers', () => {
  it('a dry run checks and counts them, and writes and queues nothing', async () => {
    const emailsBefore = await outboxSize();
    const report = await run([{ name: 'customers.csv', content: customersCsv }], { dryRun: true });
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'customers', files: ['customers.csv'], created: 3, updated: 0, unchanged: 0 },
    ]);
    expect(await outboxSize()).toBe(emailsBefore);
    expect(await customerOf('C-1')).toBeUndefined();
    const [found] = await t.db
      .select({ n: count() })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, 'olivia.bennett@example.net'));
    expect(found!.n).toBe(0);
  });

  it('writes customers from CSV, links the junior to their lead, and invites those with an email', async () => {
    const report = await run([{ name: 'customers.csv', content: customersCsv }]);
    expect(report.problems).toEqual([]);
    expect(report.written).toBe(true);
    const venueId = Number((await importedIds(t.db, operatorId, 'venues')).get('HB-1'));
    const olivia = await customerOf('C-1');
    expect(olivia).toMatchObject({
      operatorId,
      reference: `LID${1_000_000 + olivia!.id}`,
      email: 'olivia.bennett@example.net',
      passwordHash: null,
      firstName: 'Olivia',
      lastName: 'Bennett',
      dateOfBirth: '1986-03-14',
      gender: 'Female',
      phone: '07700 900123',
      addressLine1: '14 Belsize Park Gardens',
      addressLine2: null,
      town: 'London',
      postcode: 'NW3 4LH',
      homeVenueId: venueId,
      registrationSource: 'import',
      isWalkIn: false,
    });
    const theo = await customerOf('C-2');
    expect(theo).toMatchObject({ email: null, firstName: 'Theo', dateOfBirth: '2015-07-02' });
    expect(await customerOf('C-3')).toMatchObject({
      homeVenueId: null,
      email: 'kwame.asante@example.net',
    });
    expect(
      await t.db
        .select()
        .from(familyLinks)
        .where(inArray(familyLinks.memberCustomerId, [olivia!.id, theo!.id])),
    ).toEqual([
      { parentCustomerId: olivia!.id, memberCustomerId: theo!.id, relationship: 'child' },
    ]);

    const [invitation] = await outboxTo('olivia.bennett@example.net');
    expect(invitation).toMatchObject({
      subject: 'Welcome to Lido Leisure: set your password',
      status: 'pending',
    });
    const token = tokenIn(invitation!.text);
    expect(invitation!.text).toContain(`/reset-password?reset_token=${token}`);
    expect(invitation!.html).toContain(`/reset-password?reset_token=${token}`);
    expect(await outboxTo('kwame.asante@example.net')).toHaveLength(1);
    const tokens = await t.db
      .select()
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.customerId, [olivia!.id, theo!.id]));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.customerId).toBe(olivia!.id);
    // Only the token's hash is kept, as for a reset link.
    expect(tokens[0]!.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(tokens[0]!.expiresAt.getTime() - TEST_NOW.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('the invitation’s link sets a password with the reset page’s call, and the customer signs in', async () => {
    const [invitation] = await outboxTo('olivia.bennett@example.net');
    const token = tokenIn(invitation!.text);
    const password = 'Belsize-lengths-1986';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/reset-password',
      payload: { token, password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'Olivia.Bennett@example.net', password },
    });
    expect(signIn.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/reset-password',
      payload: { token, password: 'Another-swim-2027', password_confirmation: 'Another-swim-2027' },
    });
    expect(again.statusCode).toBe(422);
  });

  it('importing the same file again changes nothing and sends no second invitation', async () => {
    const emailsBefore = await outboxSize();
    const report = await run([{ name: 'customers.csv', content: customersCsv }]);
    expect(report.kinds).toEqual([
      { kind: 'customers', files: ['customers.csv'], created: 0, updated: 0, unchanged: 3 },
    ]);
    expect(await outboxSize()).toBe(emailsBefore);
  });

  it('a changed row updates the customer, keeps their password and invites no one', async () => {
    const emailsBefore = await outboxSize();
    const changed = customersCsv
      .replace('07700 900123', '07700 900999')
      .replace('Olivia,Bennett', 'Olivia,Bennett-Hale');
    const report = await run([{ name: 'customers.csv', content: changed }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'customers', files: ['customers.csv'], created: 0, updated: 1, unchanged: 2 },
    ]);
    const olivia = await customerOf('C-1');
    expect(olivia).toMatchObject({
      lastName: 'Bennett-Hale',
      phone: '07700 900999',
      postcode: 'NW3 4LH',
    });
    expect(olivia!.passwordHash).not.toBeNull();
    expect(await outboxSize()).toBe(emailsBefore);
  });

  it('a junior whose lead is taken away in the file leaves the family', async () => {
    const withoutLead = customersCsv.replace(',HB-1,C-1', ',HB-1,');
    const report = await run([{ name: 'customers.csv', content: withoutLead }]);
    expect(report.kinds[0]).toMatchObject({ updated: 2 });
    const theo = await customerOf('C-2');
    expect(
      await t.db.select().from(familyLinks).where(eq(familyLinks.memberCustomerId, theo!.id)),
    ).toEqual([]);
    const back = await run([{ name: 'customers.csv', content: customersCsv }]);
    expect(back.problems).toEqual([]);
    expect(
      await t.db.select().from(familyLinks).where(eq(familyLinks.memberCustomerId, theo!.id)),
    ).toHaveLength(1);
  });

  it('writes customers from JSON (a lead later in the file than the junior)', async () => {
    const json = JSON.stringify([
      {
        customer_id: 'J-2',
        first_name: 'Ada',
        last_name: 'Okafor',
        date_of_birth: '2017-01-09',
        family_lead_id: 'J-1',
      },
      {
        customer_id: 'J-1',
        first_name: 'Chidi',
        last_name: 'Okafor',
        email: 'chidi.okafor@example.org',
        phone: 2079460000,
        postcode: 'N7 8JG',
        home_venue_id: 'HB-1',
      },
    ]);
    const report = await run([{ name: 'customers.json', content: json }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'customers', files: ['customers.json'], created: 2, updated: 0, unchanged: 0 },
    ]);
    const lead = await customerOf('J-1');
    const junior = await customerOf('J-2');
    expect(lead).toMatchObject({
      phone: '2079460000',
      postcode: 'N7 8JG',
      registrationSource: 'import',
    });
    expect(junior).toMatchObject({ email: null, dateOfBirth: '2017-01-09' });
    expect(
      await t.db.select().from(familyLinks).where(eq(familyLinks.memberCustomerId, junior!.id)),
    ).toEqual([
      { parentCustomerId: lead!.id, memberCustomerId: junior!.id, relationship: 'child' },
    ]);
    expect(await outboxTo('chidi.okafor@example.org')).toHaveLength(1);
  });

  it('a customer without a password yet asks for a link with "Forgotten password" and gets one', async () => {
    const before = (await outboxTo('kwame.asante@example.net')).length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/forgotten-password',
      payload: { email_or_reference: 'kwame.asante@example.net' },
    });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect(await outboxTo('kwame.asante@example.net')).toHaveLength(before + 1);
    });
    const [, reset] = await outboxTo('kwame.asante@example.net');
    expect(reset!.subject).toBe('Reset your Lido Leisure password');
  });
});

describe('customers the import refuses', () => {
  const refused = async (csv: string) => {
    const emailsBefore = await outboxSize();
    const report = await run([{ name: 'customers.csv', content: csv }]);
    expect(report.written).toBe(false);
    expect(await outboxSize()).toBe(emailsBefore);
    expect(await customerOf('N-1')).toBeUndefined();
    return report.problems;
  };

  it('an email twice in the file, or already another customer’s, is reported on its line and nothing is written', async () => {
    const problems = await refused(
      [
        header,
        'N-1,Nia,Evans,nia.evans@example.org,,,,,,,,,',
        'N-2,Nia,Evans-Jones,NIA.EVANS@example.org,,,,,,,,,',
        `N-3,Alex,Morgan,${ALEX.email.toUpperCase()},,,,,,,,,`,
        // Already imported as C-3's: another customer id cannot take it.
        'N-4,Kwame,Asante,kwame.asante@example.net,,,,,,,,,',
      ].join('\n'),
    );
    expect(problems).toEqual([
      {
        file: 'customers.csv',
        line: 3,
        column: 'email (column 4)',
        message:
          "This email address is also the customer's on line 2: each customer needs their own.",
      },
      {
        file: 'customers.csv',
        line: 4,
        column: 'email (column 4)',
        message:
          'This email address is already another customer’s in Lido: each customer needs their own.',
      },
      {
        file: 'customers.csv',
        line: 5,
        column: 'email (column 4)',
        message:
          'This email address is already another customer’s in Lido: each customer needs their own.',
      },
    ]);
    expect(
      await t.db
        .select({ n: count() })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, 'nia.evans@example.org')),
    ).toEqual([{ n: 0 }]);
  });

  it('families have one level: no own lead, no lead with a lead, no lead of a lead', async () => {
    const problems = await refused(
      [
        header,
        'N-1,Lee,Self,,,,,,,,,,N-1',
        'N-2,Grace,Top,grace.top@example.org,,,,,,,,,',
        'N-3,Mid,Top,,,,,,,,,,N-2',
        'N-4,Low,Top,,,,,,,,,,N-3',
        // C-2 (Theo) is C-1's junior already in Lido.
        'N-5,Baby,Bennett,,,,,,,,,,C-2',
      ].join('\n'),
    );
    expect(problems).toEqual([
      {
        file: 'customers.csv',
        line: 2,
        column: 'family_lead_id (column 13)',
        message: 'A customer cannot be their own family lead.',
      },
      {
        file: 'customers.csv',
        line: 4,
        column: 'family_lead_id (column 13)',
        message:
          'This customer is the family lead of the customer on line 5, so cannot have a family lead of their own.',
      },
      {
        file: 'customers.csv',
        line: 5,
        column: 'family_lead_id (column 13)',
        message:
          'The family lead "N-3" has a family lead of their own (line 4): a family has one level, so name that customer\'s lead instead.',
      },
      {
        file: 'customers.csv',
        line: 6,
        column: 'family_lead_id (column 13)',
        message:
          'The family lead "C-2" is a junior in another family in Lido: a family has one level, so name that customer\'s lead instead.',
      },
    ]);
  });

  it('a lead in Lido cannot become a junior, and the family lead must be a customer', async () => {
    const problems = await refused(
      [
        header,
        'N-1,Nia,Evans,,,,,,,,,,NOBODY',
        // C-1 (Olivia) leads Theo; Theo's row is not in this file.
        'C-1,Olivia,Bennett,olivia.bennett@example.net,1986-03-14,Female,07700 900123,14 Belsize Park Gardens,,London,NW3 4LH,HB-1,C-3',
      ].join('\n'),
    );
    expect(problems).toEqual([
      {
        file: 'customers.csv',
        line: 2,
        column: 'family_lead_id (column 13)',
        message:
          '"family_lead_id" names customers "NOBODY", which is neither in this import nor imported before.',
      },
      {
        file: 'customers.csv',
        line: 3,
        column: 'family_lead_id (column 13)',
        message:
          'This customer already books for family members in Lido, so cannot have a family lead of their own.',
      },
    ]);
  });

  it('a date of birth in the future and a postcode that is not one are reported', async () => {
    const problems = await refused([header, 'N-1,Nia,Evans,,2999-01-01,,,,,,SW1,,'].join('\n'));
    expect(problems).toEqual([
      {
        file: 'customers.csv',
        line: 2,
        column: 'postcode (column 11)',
        message: '"postcode" must be a UK postcode, such as NW3 3AN.',
      },
    ]);
    const future = await refused([header, 'N-1,Nia,Evans,,2999-01-01,,,,,,,,'].join('\n'));
    expect(future).toEqual([
      {
        file: 'customers.csv',
        line: 2,
        column: 'date_of_birth (column 5)',
        message: '"date_of_birth" must not be in the future.',
      },
    ]);
  });
});

describe('the templates', () => {
  it('import cleanly with the venue templates, from CSV and from JSON', async () => {
    const template = (name: string) => ({
      name,
      content: readFileSync(
        new URL(`../../../../../../../docs/import/${name}`, import.meta.url),
        'utf8',
      ),
    });
    for (const files of [
      [template('venues.csv'), template('customers.csv')],
      [template('venues.json'), template('customers.json')],
    ]) {
      const report = await run(files, { dryRun: true });
      expect(report.problems).toEqual([]);
      expect(report.kinds.find((kind) => kind.kind === 'customers')).toMatchObject({ created: 3 });
    }
  });
});
