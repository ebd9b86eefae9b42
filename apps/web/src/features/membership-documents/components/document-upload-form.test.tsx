import type { MembershipDocument } from '@lido/contract';
import {
  DOCUMENT_EXPIRY_PAST_MESSAGE,
  DOCUMENT_EXPIRY_REQUIRED_MESSAGE,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';

const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

/** Not yet uploaded: the membership asks for it. */
const studentCard: MembershipDocument = {
  id: 41,
  name: 'Student card',
  membership_id: 701,
  status: 'required',
  uploaded_at: null,
  expires_on: null,
  days_to_expiry: null,
  file_name: null,
};

/** Uploaded, and 12 days from expiry on Tuesday 20 October 2026. */
const photoId: MembershipDocument = {
  id: 42,
  name: 'Photo ID',
  membership_id: 701,
  status: 'expiring_soon',
  uploaded_at: '2025-11-01T10:00:00.000Z',
  expires_on: '2026-11-01',
  days_to_expiry: 12,
  file_name: 'photo-id.png',
};

const pdfFile = () =>
  new File(['%PDF-1.7 a student card'], 'student-card.pdf', { type: 'application/pdf' });

interface Upload {
  url: string;
  body: Record<string, unknown>;
}

/** The documents API: the list, and uploads answered as the API would (or by `onUpload`). */
function stubDocumentsApi(onUpload?: (request: StubRequest) => Response | undefined) {
  let documents = [studentCard, photoId];
  const uploads: Upload[] = [];
  stubFetch((request) => {
    const { url, method } = request;
    if (url.pathname === '/api/auth/user') return jsonResponse({ data: wireAlex });
    if (url.pathname === '/api/my-account/memberships') return jsonResponse({ data: [] });
    if (url.pathname === '/api/my-account/documents') return jsonResponse({ data: documents });
    const match = /^\/api\/my-account\/documents\/(\d+)\/file$/.exec(url.pathname);
    if (!match || method !== 'PUT') return undefined;
    const body = request.body as Record<string, unknown>;
    uploads.push({ url: `${url.pathname}${url.search}`, body });
    const answer = onUpload?.(request);
    if (answer) return answer;
    const updated = documents.find((document) => document.id === Number(match[1]));
    if (!updated) return undefined;
    const uploaded: MembershipDocument = {
      ...updated,
      status: 'uploaded',
      uploaded_at: '2026-10-20T10:00:00.000Z',
      expires_on: String(body.expires_on),
      days_to_expiry: 345,
      file_name: String(body.file_name),
    };
    documents = documents.map((document) => (document.id === uploaded.id ? uploaded : document));
    return jsonResponse({ data: uploaded });
  });
  return { uploads };
}

const documentCard = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

describe('Documents in My account → Memberships', () => {
  beforeEach(() => {
    // Tuesday 20 October 2026 at the venues.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-20T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each document with its status and expiry, and the file to open', async () => {
    stubDocumentsApi();
    renderApp('/my-account/memberships', signedInAsAlex);
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();

    const card = await documentCard('Student card');
    expect(card).toHaveTextContent('StatusNeeded: please upload it');
    const form = within(card).getByRole('form', { name: 'Upload: Student card' });
    const file = within(form).getByLabelText('Photo or scan of your Student card');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');
    expect(file).toHaveAccessibleDescription('JPEG, PNG or PDF, up to 5 MB.');
    const expiry = within(form).getByLabelText('Expiry date');
    expect(expiry).toHaveAttribute('min', '2026-10-21');
    expect(expiry).toHaveAttribute('max', '2031-10-20');

    const photo = await documentCard('Photo ID');
    expect(photo).toHaveTextContent('StatusExpires soon: please upload a new copy');
    expect(photo).toHaveTextContent('Expires1 November 2026 (in 12 days)');
    expect(within(photo).getByRole('link', { name: 'photo-id.png' })).toHaveAttribute(
      'href',
      '/api/my-account/documents/42/file',
    );
    expect(
      within(photo).getByRole('button', { name: 'Upload a new copy' }),
    ).toHaveAccessibleDescription('Photo ID');
  });

  it('says what is missing or wrong beside each field, and sends nothing', async () => {
    const { uploads } = stubDocumentsApi();
    // The input's accept list is a suggestion a person can override ("All files"): the form
    // checks the type too.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/my-account/memberships', signedInAsAlex);
    const card = await documentCard('Student card');
    const file = within(card).getByLabelText('Photo or scan of your Student card');
    const expiry = within(card).getByLabelText('Expiry date');

    await user.click(within(card).getByRole('button', { name: 'Upload' }));
    expect(await within(card).findByText('Choose a file to upload.')).toBeVisible();
    expect(file).toHaveAccessibleDescription(
      'JPEG, PNG or PDF, up to 5 MB. Choose a file to upload.',
    );
    expect(expiry).toHaveAccessibleDescription(
      `The date printed on your Student card. ${DOCUMENT_EXPIRY_REQUIRED_MESSAGE}`,
    );
    expect(file).toHaveFocus();

    await user.upload(file, new File(['GIF89a'], 'card.gif', { type: 'image/gif' }));
    await user.type(expiry, '2026-10-20');
    await user.click(within(card).getByRole('button', { name: 'Upload' }));
    expect(await within(card).findByText(DOCUMENT_TYPE_MESSAGE)).toBeVisible();
    expect(within(card).getByText(DOCUMENT_EXPIRY_PAST_MESSAGE)).toBeVisible();

    // As large as a file just over 5 MB says it is, without making one.
    const tooBig = pdfFile();
    Object.defineProperty(tooBig, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(file, tooBig);
    await user.click(within(card).getByRole('button', { name: 'Upload' }));
    expect(await within(card).findByText(DOCUMENT_SIZE_MESSAGE)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  it('uploads the file as base64 with its expiry, says so in a toast, and lists it uploaded', async () => {
    const { uploads } = stubDocumentsApi();
    const user = userEvent.setup();
    renderApp('/my-account/memberships', signedInAsAlex);
    const card = await documentCard('Student card');

    await user.upload(within(card).getByLabelText('Photo or scan of your Student card'), pdfFile());
    await user.type(within(card).getByLabelText('Expiry date'), '2027-09-30');
    await user.click(within(card).getByRole('button', { name: 'Upload' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Your Student card has been uploaded.')).toBeVisible();
    expect(uploads).toEqual([
      {
        url: '/api/my-account/documents/41/file',
        body: {
          file_name: 'student-card.pdf',
          content_type: 'application/pdf',
          content: btoa('%PDF-1.7 a student card'),
          expires_on: '2027-09-30',
        },
      },
    ]);
    await waitFor(() => expect(card).toHaveTextContent('StatusUploaded'));
    expect(within(card).getByRole('link', { name: 'student-card.pdf' })).toBeVisible();
    expect(within(card).queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Upload a new copy' })).toHaveFocus(),
    );
  });

  it('puts the API’s refusal beside the field it names', async () => {
    stubDocumentsApi(() =>
      jsonResponse(
        {
          message: DOCUMENT_TYPE_MESSAGE,
          errors: { content: [DOCUMENT_TYPE_MESSAGE] },
          status: 422,
        },
        422,
      ),
    );
    const user = userEvent.setup();
    renderApp('/my-account/memberships', signedInAsAlex);
    const card = await documentCard('Student card');
    const file = within(card).getByLabelText('Photo or scan of your Student card');
    await user.upload(file, pdfFile());
    await user.type(within(card).getByLabelText('Expiry date'), '2027-09-30');
    await user.click(within(card).getByRole('button', { name: 'Upload' }));

    expect(await within(card).findByText(DOCUMENT_TYPE_MESSAGE)).toBeVisible();
    expect(file).toHaveFocus();
    expect(card).toHaveTextContent('StatusNeeded: please upload it');
  });

  it('opens a form for a new copy, which replaces the last one', async () => {
    const { uploads } = stubDocumentsApi();
    const user = userEvent.setup();
    renderApp('/my-account/memberships', signedInAsAlex);
    const card = await documentCard('Photo ID');

    await user.click(within(card).getByRole('button', { name: 'Upload a new copy' }));
    const form = within(card).getByRole('form', { name: 'Upload a new copy: Photo ID' });
    const file = within(form).getByLabelText('Photo or scan of your Photo ID');
    await waitFor(() => expect(file).toHaveFocus());
    // Cancel puts the button back.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Upload a new copy' }));

    await user.upload(
      within(card).getByLabelText('Photo or scan of your Photo ID'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new-photo-id.png', {
        type: 'image/png',
      }),
    );
    await user.type(within(card).getByLabelText('Expiry date'), '2030-01-31');
    await user.click(within(card).getByRole('button', { name: 'Upload a new copy' }));

    await waitFor(() => expect(card).toHaveTextContent('StatusUploaded'));
    expect(uploads.map((upload) => upload.body.file_name)).toEqual(['new-photo-id.png']);
    expect(uploads[0]?.body.content_type).toBe('image/png');
    expect(card).toHaveTextContent('Expires31 January 2030');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Upload a new copy' })).toHaveFocus(),
    );
  });
});
