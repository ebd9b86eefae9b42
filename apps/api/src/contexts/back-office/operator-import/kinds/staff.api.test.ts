import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { TEST_NOW } from '../../../../test-support/test-clock';
import { staffPasswordTokens, staffUsers } from '../../../people/accounts/accounts.tables';
import { STAFF_PASSWORD_LINK_INVALID_MESSAGE } from '../../../people/accounts/staff-passwords.service';
import { emailOutbox } from '../../../people/email/email.tables';
import { operators } from '../../../venue-setup/venues/venues.tables';
import { importKinds } from '../import-kinds';
import { importedIds } from '../imported-ids.test-support';
import { runImport } from '../import-run';

let t: TestApp;
let siteUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const [operator] = await t.db.select().from(operators);
  siteUrl = operator!.bookingsSiteUrl.replace(/\/$/, '');
});
afterAll(() => t.close());

const template = (name: string) =>
  readFileSync(new URL(`../../../../../../../docs/import/${name}`, import.meta.url), 'utf8');
const venuesCsv = { name: 'venues.csv', content: template('venues.csv') };
const staffCsv = template('staff.csv');
const operatorId = 1;
const NEW_PASSWORD = 'Correct-Horse-Battery-9';

const run = (files: { name: string; content: string }[], dryRun = false) =>
  runImport(t.db, importKinds, files, { dryRun, staffUserId: null, now: TEST_NOW });

const staffNamed = async (email: string) =>
  (
    await t.db
      .select()
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email))
  )[0];

const emailsTo = (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.id));

/** The token of the latest invitation emailed to `to`, read from its link as the recipient would. */
async function invitationToken(to: string): Promise<string> {
  const emails = await emailsTo(to);
  const text = emails.at(-1)?.text ?? '';
  const link = new RegExp(`${siteUrl}/desk/set-password\\?invite_token=([A-Za-z0-9_-]+)`).exec(
    text,
  );
  if (!link) throw new Error(`no invitation link in the email to ${to}: ${text}`);
  return link[1]!;
}

const setPassword = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/staff/password', payload: { token, password } });

const logIn = (username: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/staff/login', payload: { username, password } });

describe('importing staff', () => {
  it('makes staff from CSV, without a password, and emails each an invitation', async () => {
    const report = await run([venuesCsv, { name: 'staff.csv', content: staffCsv }]);
    expect(report.problems).toEqual([]);
    expect(report.written).toBe(true);
    expect(report.kinds.find((kind) => kind.kind === 'staff')).toEqual({
      kind: 'staff',
      files: ['staff.csv'],
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    const venueIds = await importedIds(t.db, operatorId, 'venues');
    const staffIds = await importedIds(t.db, operatorId, 'staff');
    const amara = await staffNamed('amara.okafor@lido.example');
    expect(amara).toMatchObject({
      id: Number(staffIds.get('SWC-MGR-01')),
      operatorId,
      venueId: Number(venueIds.get('SWC')),
      firstName: 'Amara',
      lastName: 'Okafor',
      role: 'manager',
    });
    expect(await staffNamed('niamh.byrne@lido.example')).toMatchObject({
      venueId: Number(venueIds.get('KXP')),
      role: 'receptionist',
    });
    // No argon2 hash: no password can match it.
    expect(amara!.passwordHash.startsWith('$')).toBe(false);

    const [invitation] = await emailsTo('amara.okafor@lido.example');
    expect(invitation!.subject).toBe('Choose your password for the Lido Leisure front desk');
    expect(invitation!.text).toContain('Hello Amara,');
    expect(invitation!.text).toContain('at Swiss Cottage Sports Centre, as a manager.');
    expect(invitation!.text).toContain(`${siteUrl}/desk/login`);
    const token = await invitationToken('amara.okafor@lido.example');
    expect(invitation!.html).toContain(`${siteUrl}/desk/set-password?invite_token=${token}`);
    // Kept only as its hash, for 7 days.
    const [stored] = await t.db
      .select()
      .from(staffPasswordTokens)
      .where(eq(staffPasswordTokens.staffUserId, amara!.id));
    expect(stored).toMatchObject({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(TEST_NOW.getTime() + 7 * 24 * 60 * 60 * 1000),
      usedAt: null,
    });
  });

  it('does not let an invited member of staff sign in before they choose a password', async () => {
    const amara = await staffNamed('amara.okafor@lido.example');
    expect((await logIn('amara.okafor@lido.example', amara!.passwordHash)).statusCode).toBe(401);
    expect((await logIn('amara.okafor@lido.example', '')).statusCode).toBe(422);
  });

  it('importing the same staff again, from CSV or JSON, changes nothing and sends no second invitation', async () => {
    const tokensBefore = await t.db.select().from(staffPasswordTokens);
    const again = await run([{ name: 'staff.csv', content: staffCsv }]);
    expect(again.kinds).toEqual([
      { kind: 'staff', files: ['staff.csv'], created: 0, updated: 0, unchanged: 3 },
    ]);
    const fromJson = await run([{ name: 'staff.json', content: template('staff.json') }]);
    expect(fromJson.problems).toEqual([]);
    expect(fromJson.kinds).toEqual([
      { kind: 'staff', files: ['staff.json'], created: 0, updated: 0, unchanged: 3 },
    ]);
    expect(await emailsTo('amara.okafor@lido.example')).toHaveLength(1);
    expect(await t.db.select().from(staffPasswordTokens)).toEqual(tokensBefore);
  });

  it('makes staff from JSON, keeping the address in lower case', async () => {
    const json = JSON.stringify([
      {
        staff_id: 'KXP-MGR-01',
        venue_id: 'KXP',
        email: 'Rosa.Mendes@Lido.Example',
        first_name: 'Rosa',
        last_name: 'Mendes',
        role: 'Manager',
      },
    ]);
    const report = await run([{ name: 'staff.json', content: json }]);
    expect(report.problems).toEqual([]);
    expect(report.kinds).toEqual([
      { kind: 'staff', files: ['staff.json'], created: 1, updated: 0, unchanged: 0 },
    ]);
    const venueIds = await importedIds(t.db, operatorId, 'venues');
    expect(await staffNamed('rosa.mendes@lido.example')).toMatchObject({
      email: 'rosa.mendes@lido.example',
      venueId: Number(venueIds.get('KXP')),
      role: 'manager',
    });
    expect(await emailsTo('rosa.mendes@lido.example')).toHaveLength(1);
  });

  it('a changed role updates the member of staff, and sends no invitation', async () => {
    const promoted = staffCsv.replace('Tom,Fielding,receptionist', 'Tom,Fielding,manager');
    const report = await run([{ name: 'staff.csv', content: promoted }]);
    expect(report.kinds).toEqual([
      { kind: 'staff', files: ['staff.csv'], created: 0, updated: 1, unchanged: 2 },
    ]);
    expect((await staffNamed('tom.fielding@lido.example'))?.role).toBe('manager');
    expect(await emailsTo('tom.fielding@lido.example')).toHaveLength(1);
  });
});

describe('staff an import refuses', () => {
  it('reports an address used twice in the import on the later row, and writes nothing', async () => {
    const csv = [
      'staff_id,venue_id,email,first_name,last_name,role',
      'SWC-REC-07,SWC,sam.twin@lido.example,Sam,Twin,receptionist',
      'SWC-REC-08,SWC,Sam.Twin@lido.example,Samantha,Twin,receptionist',
    ].join('\n');
    const report = await run([{ name: 'staff.csv', content: csv }]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'staff.csv',
        line: 3,
        column: 'email (column 3)',
        message:
          'The email "sam.twin@lido.example" is also on line 2: each member of staff signs in with their own address.',
      },
    ]);
    expect(await staffNamed('sam.twin@lido.example')).toBeUndefined();
    expect(await emailsTo('sam.twin@lido.example')).toEqual([]);
  });

  it("reports an address that is another member of staff's sign-in, imported or not", async () => {
    const csv = [
      'staff_id,venue_id,email,first_name,last_name,role',
      'SWC-REC-09,SWC,FrontDesk@lido.example,Jo,Desk,receptionist',
      'SWC-REC-10,SWC,amara.okafor@lido.example,Amy,Okafor,receptionist',
      'SWC-REC-11,SWC,not-an-address,Al,Nobody,cleaner',
    ].join('\n');
    const report = await run([{ name: 'staff.csv', content: csv }]);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([
      {
        file: 'staff.csv',
        line: 4,
        column: 'email (column 3)',
        message: '"email" must be an email address.',
      },
      {
        file: 'staff.csv',
        line: 4,
        column: 'role (column 6)',
        message: '"role" must be one of: receptionist, manager.',
      },
      {
        file: 'staff.csv',
        line: 2,
        column: 'email (column 3)',
        message:
          'The email "frontdesk@lido.example" is already another member of staff\'s sign-in (Jordan Reid).',
      },
      {
        file: 'staff.csv',
        line: 3,
        column: 'email (column 3)',
        message:
          'The email "amara.okafor@lido.example" is already another member of staff\'s sign-in (Amara Okafor).',
      },
    ]);
    const made = await t.db
      .select()
      .from(staffUsers)
      .where(inArray(staffUsers.firstName, ['Jo', 'Amy']));
    expect(made).toEqual([]);
  });
});

describe('an invited member of staff choosing their password', () => {
  it('refuses a weak password and keeps the link usable', async () => {
    const token = await invitationToken('amara.okafor@lido.example');
    const weak = await setPassword(token, 'amaraokafor');
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'password',
    ]);
  });

  it('sets the password with the emailed link; they then sign in with the imported role', async () => {
    const token = await invitationToken('amara.okafor@lido.example');
    const answer = await setPassword(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'success',
      message: 'Your password has been set. You can now log in at the front desk.',
    });
    const signedIn = await logIn('Amara.Okafor@lido.example');
    expect(signedIn.statusCode).toBe(200);
    const venueIds = await importedIds(t.db, operatorId, 'venues');
    expect(signedIn.json<{ user: unknown }>().user).toMatchObject({
      type: 'staff',
      email: 'amara.okafor@lido.example',
      first_name: 'Amara',
      staff_role: 'manager',
      home_venue_id: Number(venueIds.get('SWC')),
    });
  });

  it('refuses the link once used', async () => {
    const used = await setPassword(
      await invitationToken('amara.okafor@lido.example'),
      'Another-Horse-Battery-7',
    );
    expect(used.statusCode).toBe(422);
    expect(used.json<{ errors: unknown }>().errors).toEqual({
      token: [STAFF_PASSWORD_LINK_INVALID_MESSAGE],
    });
    expect((await logIn('amara.okafor@lido.example')).statusCode).toBe(200);
  });

  it('refuses a link past its 7 days, and one Lido never issued', async () => {
    const token = await invitationToken('niamh.byrne@lido.example');
    t.clock.set(new Date(TEST_NOW.getTime() + 7 * 24 * 60 * 60 * 1000 + 60_000));
    try {
      const expired = await setPassword(token);
      expect(expired.statusCode).toBe(422);
      expect(expired.json<{ errors: unknown }>().errors).toEqual({
        token: [STAFF_PASSWORD_LINK_INVALID_MESSAGE],
      });
    } finally {
      t.clock.set(TEST_NOW);
    }
    const made = await setPassword('x'.repeat(43));
    expect(made.json<{ errors: unknown }>().errors).toEqual({
      token: [STAFF_PASSWORD_LINK_INVALID_MESSAGE],
    });
    expect((await logIn('niamh.byrne@lido.example')).statusCode).toBe(401);
  });

  it('a re-import changing their name or role never changes their password', async () => {
    const renamed = staffCsv.replace('Amara,Okafor,manager', 'Amara,Okafor-Hughes,receptionist');
    const report = await run([{ name: 'staff.csv', content: renamed }]);
    expect(report.kinds[0]).toMatchObject({ updated: 2 });
    const signedIn = await logIn('amara.okafor@lido.example');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: unknown }>().user).toMatchObject({
      last_name: 'Okafor-Hughes',
      staff_role: 'receptionist',
    });
    expect(await emailsTo('amara.okafor@lido.example')).toHaveLength(1);
  });

  it('a new address for someone still invited moves the invitation there', async () => {
    const oldToken = await invitationToken('niamh.byrne@lido.example');
    const moved = staffCsv.replace('niamh.byrne@lido.example', 'niamh.b@lido.example');
    const report = await run([{ name: 'staff.csv', content: moved }]);
    expect(report.problems).toEqual([]);
    expect((await setPassword(oldToken)).statusCode).toBe(422);
    expect((await setPassword(await invitationToken('niamh.b@lido.example'))).statusCode).toBe(200);
    expect((await logIn('niamh.b@lido.example')).statusCode).toBe(200);
  });
});
