import {
  dataEnvelope,
  DOCUMENT_EXPIRY_FAR_MESSAGE,
  DOCUMENT_EXPIRY_PAST_MESSAGE,
  DOCUMENT_EXPIRY_REQUIRED_MESSAGE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  MembershipDocument,
  User,
} from '@lido/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/raw-rows';
import {
  ALEX,
  bearer,
  FRONT_DESK,
  JAMIE,
  PRIYA,
  SAM,
  signIn,
  signInOtherVenueStaff,
} from '../../../test-support/sign-in';
import {
  joiningOf,
  onlineJoining,
  onlineJoiningVenueId,
  testBankAccount,
} from '../../../test-support/online-joining';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { membershipDocumentFiles, membershipDocuments } from './memberships.tables';

// The test clock: Tuesday 20 October 2026. Alex (member 701, Lido Flex) leads Sam and Ruby;
// Priya and Jamie are other customers; the front desk is Swiss Cottage's, where Alex is at home.

type Headers = Record<string, string>;
let t: TestApp;
let alex: Headers;
let priya: Headers;
let jamie: Headers;
let frontDesk: Headers;
let otherVenueStaff: Headers;
const online = onlineJoining(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  const [alexToken, priyaToken, jamieToken, deskToken] = await Promise.all([
    signIn(t.app, ALEX.email),
    signIn(t.app, PRIYA.email),
    signIn(t.app, JAMIE.email),
    signIn(t.app, FRONT_DESK.email, { as: 'staff' }),
  ]);
  alex = bearer(alexToken);
  priya = bearer(priyaToken);
  jamie = bearer(jamieToken);
  frontDesk = bearer(deskToken);
  otherVenueStaff = bearer(await signInOtherVenueStaff(t.app, t.db));
});
afterAll(async () => {
  await t.close();
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << >> endobj\n%%EOF')]);
const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

function upload(
  documentId: number,
  headers: Headers,
  body: Record<string, unknown>,
  selectedUserId?: number,
) {
  const query = selectedUserId ? `?selected_user_id=${selectedUserId}` : '';
  return t.app.inject({
    method: 'PUT',
    url: `/api/my-account/documents/${documentId}/file${query}`,
    headers,
    payload: body,
  });
}

const pdfUpload = (overrides: Record<string, unknown> = {}) => ({
  file_name: 'student-card.pdf',
  content_type: 'application/pdf',
  content: pdf.toString('base64'),
  expires_on: '2027-09-30',
  ...overrides,
});

function get(url: string, headers: Headers = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function listDocuments(headers: Headers, selectedUserId?: number) {
  const query = selectedUserId ? `?selected_user_id=${selectedUserId}` : '';
  const response = await get(`/api/my-account/documents${query}`, headers);
  expect(response.statusCode).toBe(200);
  return dataEnvelope(MembershipDocument.array()).parse(response.json()).data;
}

/** A document a membership (or the desk) asks the customer for, not yet uploaded. */
async function documentFor(customerId: number, name: string, membershipId: number | null = null) {
  const [row] = await t.db
    .insert(membershipDocuments)
    .values({ customerId, membershipId, name })
    .returning({ id: membershipDocuments.id });
  return Number(row?.id);
}

describe('GET /api/my-account/documents', () => {
  it('lists the documents with their status, expiry and days to it', async () => {
    const required = await documentFor(JAMIE.id, 'Student card');
    await t.db.insert(membershipDocuments).values([
      {
        customerId: JAMIE.id,
        name: 'Photo ID',
        uploadedAt: t.clock.now(),
        expiresOn: '2027-06-01',
      },
      {
        customerId: JAMIE.id,
        name: 'Concession letter',
        uploadedAt: t.clock.now(),
        expiresOn: '2026-11-01',
      },
      {
        customerId: JAMIE.id,
        name: 'Carer card',
        uploadedAt: t.clock.now(),
        expiresOn: '2026-10-19',
      },
    ]);
    const documents = await listDocuments(jamie);
    expect(
      documents.map(({ name, status, expires_on, days_to_expiry, file_name }) => ({
        name,
        status,
        expires_on,
        days_to_expiry,
        file_name,
      })),
    ).toEqual([
      {
        name: 'Student card',
        status: 'required',
        expires_on: null,
        days_to_expiry: null,
        file_name: null,
      },
      {
        name: 'Photo ID',
        status: 'uploaded',
        expires_on: '2027-06-01',
        days_to_expiry: 224,
        file_name: null,
      },
      {
        name: 'Concession letter',
        status: 'expiring_soon',
        expires_on: '2026-11-01',
        days_to_expiry: 12,
        file_name: null,
      },
      {
        name: 'Carer card',
        status: 'expired',
        expires_on: '2026-10-19',
        days_to_expiry: -1,
        file_name: null,
      },
    ]);
    expect(documents[0]?.id).toBe(required);
    await t.db.delete(membershipDocuments).where(eq(membershipDocuments.customerId, JAMIE.id));
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await get('/api/my-account/documents')).statusCode).toBe(401);
  });
});

describe('PUT /api/my-account/documents/{id}/file', () => {
  it('uploads a PDF: the document is uploaded, with its expiry, on the list and the user', async () => {
    const id = await documentFor(ALEX.id, 'Proof of address', 701);
    const before = User.parse((await get('/api/auth/user', alex)).json<{ data: unknown }>().data);
    expect(before.membership_document_upload_required).toBe(true);

    const response = await upload(id, alex, pdfUpload({ expires_on: '2026-11-01' }));
    expect(response.statusCode).toBe(200);
    expect(dataEnvelope(MembershipDocument).parse(response.json()).data).toEqual({
      id,
      name: 'Proof of address',
      membership_id: 701,
      status: 'expiring_soon',
      uploaded_at: t.clock.now().toISOString(),
      expires_on: '2026-11-01',
      days_to_expiry: 12,
      file_name: 'proof-of-address-2026-10-20.pdf',
    });

    const user = User.parse((await get('/api/auth/user', alex)).json<{ data: unknown }>().data);
    expect(user.membership_document_upload_required).toBe(false);
    expect(user.document_expiry).toContainEqual(
      expect.objectContaining({
        id,
        name: 'Proof of address',
        document_expiring_soon: true,
        days_to_expiry: 12,
      }),
    );
    const download = await get(`/api/my-account/documents/${id}/file`, alex);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="proof-of-address-2026-10-20.pdf"; filename*=UTF-8''proof-of-address-2026-10-20.pdf`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('uploads a PNG, and a new copy replaces the file and the expiry', async () => {
    const id = await documentFor(ALEX.id, 'Photo ID', 701);
    expect((await upload(id, alex, pdfUpload())).statusCode).toBe(200);

    const again = await upload(id, alex, {
      file_name: 'C:\\fakepath\\Carte d’étudiant.png',
      content_type: 'image/png',
      content: png.toString('base64'),
      expires_on: '2028-06-30',
    });
    expect(again.statusCode).toBe(200);
    expect(dataEnvelope(MembershipDocument).parse(again.json()).data).toMatchObject({
      status: 'uploaded',
      expires_on: '2028-06-30',
      file_name: 'photo-id-2026-10-20.png',
    });

    const files = await t.db
      .select()
      .from(membershipDocumentFiles)
      .where(eq(membershipDocumentFiles.documentId, id));
    expect(files).toHaveLength(1);
    const download = await get(`/api/my-account/documents/${id}/file`, alex);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="photo-id-2026-10-20.png"; filename*=UTF-8''photo-id-2026-10-20.png`,
    );
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('names the file by its kind, the upload date and the type of its bytes, never by the name sent', async () => {
    const id = await documentFor(ALEX.id, 'Student card', 701);
    const response = await upload(id, alex, pdfUpload({ file_name: 'x.html' }));
    expect(response.statusCode).toBe(200);
    const stored = 'student-card-2026-10-20.pdf';
    expect(dataEnvelope(MembershipDocument).parse(response.json()).data.file_name).toBe(stored);
    const [file] = await t.db
      .select({ fileName: membershipDocumentFiles.fileName })
      .from(membershipDocumentFiles)
      .where(eq(membershipDocumentFiles.documentId, id));
    expect(file?.fileName).toBe(stored);
    const [listed] = (await listDocuments(alex)).filter((each) => each.id === id);
    expect(listed?.file_name).toBe(stored);
    const download = await get(`/api/my-account/documents/${id}/file`, alex);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${stored}"; filename*=UTF-8''${stored}`,
    );

    // A file kept before Lido named files itself, under the name its browser sent.
    await t.db
      .update(membershipDocumentFiles)
      .set({ fileName: 'x.html' })
      .where(eq(membershipDocumentFiles.documentId, id));
    const [olderListed] = (await listDocuments(alex)).filter((each) => each.id === id);
    expect(olderListed?.file_name).toBe(stored);
    const older = await get(`/api/my-account/documents/${id}/file`, alex);
    expect(older.headers['content-disposition']).toBe(
      `attachment; filename="${stored}"; filename*=UTF-8''${stored}`,
    );
  });

  it("dates the file's name by the day in London, not in UTC", async () => {
    // 23:30 UTC on Tuesday 20 October is 00:30 on Wednesday 21 in London (BST).
    t.clock.set(new Date('2026-10-20T23:30:00.000Z'));
    try {
      // Signed in afresh: the morning's session has been idle too long by midnight.
      const lateAlex = bearer(await signIn(t.app, ALEX.email));
      const id = await documentFor(ALEX.id, 'Concession letter', 701);
      const response = await upload(id, lateAlex, {
        file_name: 'letter.pdf',
        content_type: 'image/png',
        content: png.toString('base64'),
        expires_on: '2027-09-30',
      });
      expect(response.statusCode).toBe(200);
      expect(dataEnvelope(MembershipDocument).parse(response.json()).data.file_name).toBe(
        'concession-letter-2026-10-21.png',
      );
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('serves a file with the type its bytes are, not the one declared', async () => {
    const id = await documentFor(ALEX.id, 'Membership form', 701);
    const response = await upload(id, alex, pdfUpload({ content_type: 'image/jpeg' }));
    expect(response.statusCode).toBe(200);
    const download = await get(`/api/my-account/documents/${id}/file`, alex);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a file that is not a JPEG, PNG or PDF by its bytes, whatever it is called', async () => {
    const id = await documentFor(ALEX.id, 'Student card', 701);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(
      id,
      alex,
      pdfUpload({ file_name: 'card.pdf', content: html.toString('base64') }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: DOCUMENT_TYPE_MESSAGE,
      errors: { content: [DOCUMENT_TYPE_MESSAGE] },
      status: 422,
    });
    const gif = await upload(id, alex, pdfUpload({ content_type: 'image/gif' }));
    expect(gif.statusCode).toBe(422);
    expect(gif.json()).toMatchObject({ errors: { content_type: [DOCUMENT_TYPE_MESSAGE] } });
    // Nothing was kept.
    const [document] = (await listDocuments(alex)).filter((each) => each.id === id);
    expect(document).toMatchObject({ status: 'required', file_name: null });
    expect((await get(`/api/my-account/documents/${id}/file`, alex)).statusCode).toBe(404);
  });

  it('refuses a file over 5 MB, by its field', async () => {
    const id = await documentFor(ALEX.id, 'Student card', 701);
    const justOver = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - pdf.length)]);
    const response = await upload(id, alex, pdfUpload({ content: justOver.toString('base64') }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { content: [DOCUMENT_SIZE_MESSAGE] } });

    const wellOver = Buffer.alloc(DOCUMENT_MAX_BYTES + 100_000, 0x25);
    const larger = await upload(id, alex, pdfUpload({ content: wellOver.toString('base64') }));
    expect(larger.statusCode).toBe(422);
    expect(larger.json()).toMatchObject({ errors: { content: [DOCUMENT_SIZE_MESSAGE] } });

    const exactly = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES - pdf.length)]);
    const atLimit = await upload(id, alex, pdfUpload({ content: exactly.toString('base64') }));
    expect(atLimit.statusCode).toBe(200);
  });

  it('asks for the expiry date: required, after today, at most 5 years ahead', async () => {
    const id = await documentFor(ALEX.id, 'Student card', 701);
    const { expires_on: _, ...withoutExpiry } = pdfUpload();
    const missing = await upload(id, alex, withoutExpiry);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: { expires_on: [DOCUMENT_EXPIRY_REQUIRED_MESSAGE] },
    });
    for (const [date, message] of [
      ['2026-10-20', DOCUMENT_EXPIRY_PAST_MESSAGE],
      ['2025-01-31', DOCUMENT_EXPIRY_PAST_MESSAGE],
      ['2031-10-21', DOCUMENT_EXPIRY_FAR_MESSAGE],
      ['2026-02-30', 'The date is not a valid calendar date.'],
    ] as const) {
      const response = await upload(id, alex, pdfUpload({ expires_on: date }));
      expect(response.statusCode, date).toBe(422);
      expect(response.json(), date).toMatchObject({ errors: { expires_on: [message] } });
    }
    // A bad file and a bad date are both said at once.
    const both = await upload(
      id,
      alex,
      pdfUpload({ content: Buffer.from('GIF89a').toString('base64'), expires_on: '2026-01-01' }),
    );
    expect(both.json()).toMatchObject({
      errors: {
        content: [DOCUMENT_TYPE_MESSAGE],
        expires_on: [DOCUMENT_EXPIRY_PAST_MESSAGE],
      },
    });
    expect((await upload(id, alex, pdfUpload({ expires_on: '2026-10-21' }))).statusCode).toBe(200);
    expect((await upload(id, alex, pdfUpload({ expires_on: '2031-10-20' }))).statusCode).toBe(200);
  });
});

describe('who may see and upload a document', () => {
  it('answers 401 to a visitor for the list, an upload and a file', async () => {
    const id = await documentFor(ALEX.id, 'Student card', 701);
    expect((await upload(id, {}, pdfUpload())).statusCode).toBe(401);
    expect((await get(`/api/my-account/documents/${id}/file`)).statusCode).toBe(401);
  });

  it("answers 404 to another customer for someone else's document, and 403 to acting for them", async () => {
    const id = await documentFor(ALEX.id, 'Student card', 701);
    expect((await upload(id, alex, pdfUpload())).statusCode).toBe(200);

    const stranger = await upload(id, priya, pdfUpload({ expires_on: '2027-01-01' }));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'The document could not be found.' });
    expect((await get(`/api/my-account/documents/${id}/file`, priya)).statusCode).toBe(404);
    expect((await listDocuments(priya)).map((document) => document.id)).not.toContain(id);
    expect((await upload(id, priya, pdfUpload(), ALEX.id)).statusCode).toBe(403);
    expect(
      (await get(`/api/my-account/documents/${id}/file?selected_user_id=${ALEX.id}`, priya))
        .statusCode,
    ).toBe(403);
    // Ids that do not exist answer the same as other people's.
    expect((await upload(2_000_000, priya, pdfUpload())).statusCode).toBe(404);
    const [document] = (await listDocuments(alex)).filter((each) => each.id === id);
    expect(document?.expires_on).toBe('2027-09-30');
  });

  it("lets a family lead list, upload and open their child's document", async () => {
    const id = await documentFor(SAM.id, 'Junior photo card', 702);
    expect((await listDocuments(alex, SAM.id)).map((document) => document.id)).toContain(id);
    // Acting as themself, the child's document is not theirs.
    expect((await upload(id, alex, pdfUpload())).statusCode).toBe(404);
    expect((await upload(id, alex, pdfUpload(), SAM.id)).statusCode).toBe(200);
    const download = await get(
      `/api/my-account/documents/${id}/file?selected_user_id=${SAM.id}`,
      alex,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("lets staff of the customer's venue see and upload it, and not staff elsewhere", async () => {
    const id = await documentFor(ALEX.id, 'Student card', 701);
    const query = `?selected_user_id=${ALEX.id}`;
    expect((await upload(id, frontDesk, pdfUpload(), ALEX.id)).statusCode).toBe(200);
    expect((await listDocuments(frontDesk, ALEX.id)).map((document) => document.id)).toContain(id);
    const download = await get(`/api/my-account/documents/${id}/file${query}`, frontDesk);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await get(`/api/my-account/documents/${id}/file${query}`, otherVenueStaff)).statusCode,
    ).toBe(403);
    expect((await upload(id, otherVenueStaff, pdfUpload(), ALEX.id)).statusCode).toBe(403);
  });
});

describe('closing an account', () => {
  it("erases the customer's documents and their files", async () => {
    const id = await documentFor(JAMIE.id, 'Student card');
    expect((await upload(id, jamie, pdfUpload())).statusCode).toBe(200);
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/my-account',
      headers: jamie,
      payload: { password: 'LidoDemo2026!' },
    });
    expect(closed.statusCode).toBe(200);
    const left = await rowsOf<{ files: number; documents: number }>(
      t.db,
      sql`select (select count(*)::int from membership_document_files where document_id = ${id}) as files,
          (select count(*)::int from membership_documents where customer_id = ${JAMIE.id}) as documents`,
    );
    expect(left).toEqual([{ files: 0, documents: 0 }]);
  });
});

describe('joining a plan that needs a proof document', () => {
  // Lido Student (504): a Student card, ages 16 to 24. Priya is made 21 for it.
  const LIDO_STUDENT = 504;
  let venueId: number;

  beforeAll(async () => {
    await t.db.execute(
      sql`update customers set date_of_birth = '2005-03-01' where id = ${PRIYA.id}`,
    );
    venueId = await onlineJoiningVenueId(t.db);
  });

  const apply = () =>
    online.join(priya, {
      plan_id: LIDO_STUDENT,
      venue_id: venueId,
      ...testBankAccount('55779911', 'Priya Shah'),
    });
  const prepare = (membershipId: number) => online.prepare(priya, membershipId);

  it('asks for the Student card, and refuses the first payment until it is uploaded', async () => {
    const applied = await apply();
    expect(applied.statusCode).toBe(201);
    const joining = joiningOf(applied);
    expect(joining.proof_document).toBe('Student card');
    expect(joining.documents).toEqual([
      { id: expect.any(Number) as number, name: 'Student card', uploaded: false },
    ]);
    const documentId = joining.documents[0]?.id ?? 0;

    const refused = await prepare(joining.membership_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Upload your Student card before paying.',
      code: 'DOCUMENT_REQUIRED',
    });
    const listed = await listDocuments(priya);
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: documentId,
        membership_id: joining.membership_id,
        status: 'required',
      }),
    );
    const user = User.parse((await get('/api/auth/user', priya)).json<{ data: unknown }>().data);
    expect(user.membership_document_upload_required).toBe(true);

    expect((await upload(documentId, priya, pdfUpload())).statusCode).toBe(200);
    const seen = await get(`/api/online-joining/memberships/${joining.membership_id}`, priya);
    expect(joiningOf(seen).documents).toEqual([
      { id: documentId, name: 'Student card', uploaded: true },
    ]);
    const prepared = await prepare(joining.membership_id);
    expect(prepared.statusCode).toBe(200);
  });

  it('carries an uploaded card over to an application that replaces one given up', async () => {
    const first = joiningOf(await apply());
    const [uploaded] = first.documents;
    expect(uploaded?.uploaded).toBe(true);

    const second = joiningOf(await apply());
    expect(second.membership_id).not.toBe(first.membership_id);
    expect(second.documents).toEqual([{ id: uploaded?.id, name: 'Student card', uploaded: true }]);
    // One Student card on the list, not one per application.
    const cards = (await listDocuments(priya)).filter((each) => each.name === 'Student card');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.membership_id).toBe(second.membership_id);
    expect((await prepare(second.membership_id)).statusCode).toBe(200);
  });
});
