import { MEDICAL_CONSENT_REQUIRED_MESSAGE } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { camelizeKeys } from '../../../shared/lib/case-keys';
import type { StubRequest } from '../../../test/fetch-stub';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { wireAlex } from '../../../test/wire-users';
import { consentLabel } from './family-person-form';

const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

const wireSam = {
  id: 1002,
  reference: 'LID1001002',
  first_name: 'Sam',
  last_name: 'Morgan',
  date_of_birth: '2014-09-03',
  relationship: 'child',
  medical_notes: 'Asthma: inhaler in swim bag.',
  medical_consent_given_at: '2026-10-01T08:30:00.000Z',
};
const wireRuby = {
  ...wireSam,
  id: 1003,
  reference: 'LID1001003',
  first_name: 'Ruby',
  date_of_birth: '2017-02-21',
  medical_notes: null,
  medical_consent_given_at: null,
};

/** The family API as the server answers it, recording the writes it was sent. */
function stubFamilyApi(answer: (request: StubRequest) => Response | undefined = () => undefined) {
  let family: unknown[] = [wireSam, wireRuby];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = stubFetch((request) => {
    const { url, method, body } = request;
    if (!url.pathname.startsWith('/api/my-account/family')) return undefined;
    if (method !== 'GET') writes.push({ method, path: url.pathname, body });
    const custom = answer(request);
    if (custom) return custom;
    if (method === 'GET') return jsonResponse({ data: family });
    if (method === 'POST') {
      const added = { ...wireRuby, ...(body as object), id: 1050, reference: 'LID1001050' };
      family = [...family, added];
      return jsonResponse({ data: added }, 201);
    }
    if (method === 'PUT') {
      const changed = { ...wireSam, ...(body as object) };
      return jsonResponse({ data: changed });
    }
    family = family.filter((person) => (person as { id: number }).id !== 1002);
    return jsonResponse({ status: 'success', message: 'Sam Morgan has been removed.' });
  });
  return { fetchMock, writes };
}

const addForm = () => within(screen.getByRole('region', { name: 'Add a family member' }));

describe('My account family', () => {
  it('lists each person with their date of birth, relationship and medical notes', async () => {
    stubFamilyApi();
    renderApp('/my-account/family', signedInAsAlex);
    const cards = await screen.findAllByTestId('family-person');
    expect(cards).toHaveLength(2);
    const [sam, ruby] = cards as [HTMLElement, HTMLElement];
    expect(within(sam).getByRole('heading', { name: 'Sam Morgan' })).toBeVisible();
    expect(sam).toHaveTextContent('3 September 2014');
    expect(sam).toHaveTextContent('Child');
    expect(sam).toHaveTextContent('Asthma: inhaler in swim bag.');
    expect(sam).toHaveTextContent('Consent given on 1 October 2026');
    expect(ruby).toHaveTextContent('Medical notesNone');
    expect(within(sam).getByRole('button', { name: 'Edit Sam Morgan' })).toBeVisible();
    expect(within(sam).getByRole('button', { name: 'Remove Sam Morgan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Family' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the signed-in customer's family while viewing as a child", async () => {
    const { fetchMock } = stubFamilyApi();
    renderApp('/my-account/family', { ...signedInAsAlex, account: { selectedUserId: 1002 } });
    await screen.findAllByTestId('family-person');
    expect(requestedUrls(fetchMock)).toContain('/api/my-account/family');
    expect(requestedUrls(fetchMock).filter((url) => url.includes('selected_user_id'))).toEqual([]);
  });

  it('says so when nobody has been added', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/my-account/family' ? jsonResponse({ data: [] }) : undefined,
    );
    renderApp('/my-account/family', signedInAsAlex);
    expect(await screen.findByText('You have not added anyone to your family yet.')).toBeVisible();
  });

  it('validates the new person, asking for consent only when notes are entered', async () => {
    const user = userEvent.setup();
    const { writes } = stubFamilyApi();
    renderApp('/my-account/family', signedInAsAlex);
    await screen.findAllByTestId('family-person');

    await user.click(addForm().getByRole('button', { name: 'Add family member' }));
    expect(await addForm().findByText('The first name field is required.')).toBeVisible();
    expect(addForm().getByText('The last name field is required.')).toBeVisible();
    expect(addForm().getByText('The date of birth field is required.')).toBeVisible();
    expect(addForm().queryByText(MEDICAL_CONSENT_REQUIRED_MESSAGE)).toBeNull();

    await user.type(addForm().getByLabelText('Date of birth'), '2099-01-01');
    await user.type(addForm().getByLabelText('Medical notes (optional)'), 'Nut allergy');
    await user.click(addForm().getByRole('button', { name: 'Add family member' }));
    expect(
      await addForm().findByText('The date of birth must be a date before today.'),
    ).toBeVisible();
    const consent = addForm().getByRole('checkbox', { name: consentLabel });
    expect(addForm().getByText(MEDICAL_CONSENT_REQUIRED_MESSAGE)).toBeVisible();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
  });

  it('adds a family member by keyboard alone, with their notes and consent', async () => {
    const user = userEvent.setup();
    const { writes } = stubFamilyApi();
    renderApp('/my-account/family', signedInAsAlex);
    await screen.findAllByTestId('family-person');

    addForm().getByLabelText('First name').focus();
    await user.keyboard('Olly');
    await user.tab();
    await user.keyboard('Morgan');
    await user.tab();
    expect(addForm().getByLabelText('Date of birth')).toHaveFocus();
    await user.keyboard('2020-03-14');
    await user.tab();
    expect(addForm().getByLabelText('Relationship')).toHaveFocus();
    await user.selectOptions(addForm().getByLabelText('Relationship'), 'Child');
    await user.tab();
    await user.keyboard('Penicillin allergy');
    await user.tab();
    expect(addForm().getByRole('checkbox', { name: consentLabel })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(addForm().getByRole('button', { name: 'Add family member' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Olly Morgan has been added to your family.')).toBeVisible();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/my-account/family',
        body: {
          first_name: 'Olly',
          last_name: 'Morgan',
          date_of_birth: '2020-03-14',
          relationship: 'child',
          medical_notes: 'Penicillin allergy',
          medical_consent: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('family-person')).toHaveLength(3));
    // The form is ready for the next person.
    expect(addForm().getByLabelText('First name')).toHaveValue('');
  });

  it("shows the API's field messages beside the fields", async () => {
    const user = userEvent.setup();
    stubFamilyApi(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            {
              message: 'The date of birth must be within the last 120 years.',
              errors: { date_of_birth: ['The date of birth must be within the last 120 years.'] },
              status: 422,
            },
            422,
          )
        : undefined,
    );
    renderApp('/my-account/family', signedInAsAlex);
    await screen.findAllByTestId('family-person');
    await user.type(addForm().getByLabelText('First name'), 'Edna');
    await user.type(addForm().getByLabelText('Last name'), 'Morgan');
    await user.type(addForm().getByLabelText('Date of birth'), '1920-05-01');
    await user.click(addForm().getByRole('button', { name: 'Add family member' }));

    const dateOfBirth = addForm().getByLabelText('Date of birth');
    await waitFor(() => expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true'));
    expect(dateOfBirth).toHaveAccessibleDescription(
      'The date of birth must be within the last 120 years.',
    );
    expect(dateOfBirth).toHaveFocus();
  });

  it('edits in place, sending changed notes with fresh consent, and gives focus back to Edit', async () => {
    const user = userEvent.setup();
    const { writes } = stubFamilyApi();
    renderApp('/my-account/family', signedInAsAlex);
    const [sam] = (await screen.findAllByTestId('family-person')) as [HTMLElement];
    await user.click(within(sam).getByRole('button', { name: 'Edit Sam Morgan' }));

    const form = within(screen.getByRole('form', { name: 'Edit Sam Morgan' }));
    expect(form.getByLabelText('First name')).toHaveFocus();
    const consent = form.getByRole('checkbox', { name: consentLabel });
    expect(consent).not.toBeChecked();
    const notes = form.getByLabelText('Medical notes (optional)');
    expect(notes).toHaveValue('Asthma: inhaler in swim bag.');
    expect(notes).toHaveAccessibleDescription(/Consent given on 1 October 2026/);

    await user.clear(notes);
    await user.type(notes, 'Asthma and hay fever');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(MEDICAL_CONSENT_REQUIRED_MESSAGE)).toBeVisible();
    await user.click(consent);
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes to Sam Morgan have been saved.')).toBeVisible();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/my-account/family/1002',
        body: {
          first_name: 'Sam',
          last_name: 'Morgan',
          date_of_birth: '2014-09-03',
          relationship: 'child',
          medical_notes: 'Asthma and hay fever',
          medical_consent: true,
        },
      },
    ]);
    await waitFor(() =>
      expect(within(sam).getByRole('button', { name: 'Edit Sam Morgan' })).toHaveFocus(),
    );
    expect(sam).toHaveTextContent('Asthma and hay fever');
  });

  it('keeps notes untouched when they are not changed, and clears them without consent', async () => {
    const user = userEvent.setup();
    const { writes } = stubFamilyApi();
    renderApp('/my-account/family', signedInAsAlex);
    const [sam] = (await screen.findAllByTestId('family-person')) as [HTMLElement];

    await user.click(within(sam).getByRole('button', { name: 'Edit Sam Morgan' }));
    const form = () => within(screen.getByRole('form', { name: 'Edit Sam Morgan' }));
    await user.selectOptions(form().getByLabelText('Relationship'), 'Other');
    await user.click(form().getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your changes to Sam Morgan have been saved.');

    await user.click(within(sam).getByRole('button', { name: 'Edit Sam Morgan' }));
    await user.clear(form().getByLabelText('Medical notes (optional)'));
    await user.click(form().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes).toHaveLength(2));

    expect(writes.map((write) => write.body)).toEqual([
      expect.not.objectContaining({ medical_notes: expect.anything() as unknown }),
      expect.objectContaining({ medical_notes: null }),
    ]);
    expect(writes[0]?.body).toMatchObject({ relationship: 'other' });
    expect(writes[1]?.body).not.toHaveProperty('medical_consent');
  });

  it('removes someone after confirming, and moves focus to the heading', async () => {
    const user = userEvent.setup();
    const { writes } = stubFamilyApi();
    renderApp('/my-account/family', signedInAsAlex);
    const [sam] = (await screen.findAllByTestId('family-person')) as [HTMLElement];

    await user.click(within(sam).getByRole('button', { name: 'Remove Sam Morgan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Sam Morgan from your family?' });
    expect(dialog).toHaveAccessibleDescription(/their medical notes are deleted/);
    expect(within(dialog).getByRole('button', { name: 'Keep Sam' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes).toEqual([]);

    await user.click(within(sam).getByRole('button', { name: 'Remove Sam Morgan' }));
    await user.click(screen.getByRole('button', { name: 'Remove Sam' }));
    expect(await screen.findByText('Sam Morgan has been removed from your family.')).toBeVisible();
    expect(writes).toEqual([
      { method: 'DELETE', path: '/api/my-account/family/1002', body: undefined },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('family-person')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Family' })).toHaveFocus());
  });
});
