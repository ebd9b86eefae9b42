import type { GuestPass, GuestPassAllowance } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import type { StubRequest } from '../../test/fetch-stub';
import { jsonResponse, stubFetch, wireClient } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';
import { passSentCopy } from './components/give-guest-pass-form';

const signedInAsAlex = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

const olderPass: GuestPass = {
  id: 8002,
  code: 'GP-LID1001001-2',
  status: 'available',
  issued_on: '2026-09-20',
  expires_on: '2026-12-19',
  used_on: null,
  guest_name: null,
  guest_email: null,
};
const newPass: GuestPass = {
  id: 8004,
  code: 'ABCDE-FGHJK',
  status: 'available',
  issued_on: '2026-10-20',
  expires_on: '2026-11-19',
  used_on: null,
  guest_name: 'Robin Lee',
  guest_email: 'robin@example.com',
};
const allowance = (given: number): GuestPassAllowance => ({
  per_month: 2,
  given_this_month: given,
  left_this_month: 2 - given,
  message:
    given === 0
      ? 'You can give 2 guest passes this month.'
      : given === 1
        ? 'You can give 1 more guest pass this month.'
        : "You have given all 2 of this month's guest passes. You can give more from Sun 1 November 2026.",
});

/** The guest passes API with Alex having given `given` passes this month. */
function passesApi(
  calls: StubRequest[],
  { given = 0, answer }: { given?: number; answer?: Response } = {},
) {
  let count = given;
  return (request: StubRequest) => {
    const { pathname } = request.url;
    if (pathname === '/api/client') {
      return jsonResponse({ data: { ...wireClient, guest_passes_enabled: true } });
    }
    if (pathname === '/api/my-account/guest-passes/allowance') {
      return jsonResponse({ data: allowance(count) });
    }
    if (pathname === '/api/my-account/guest-passes' && request.method === 'POST') {
      calls.push(request);
      if (answer) return answer;
      count += 1;
      return jsonResponse({ data: newPass }, 201);
    }
    if (pathname === '/api/my-account/guest-passes') return jsonResponse({ data: [olderPass] });
    return undefined;
  };
}

describe('giving a guest pass', () => {
  it('checks the fields, sends the pass, lists it and counts it off the allowance', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    stubFetch(passesApi(calls));
    renderApp('/my-account/guest-passes', signedInAsAlex);
    expect(await screen.findByText('You can give 2 guest passes this month.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Give a guest pass' });

    await user.click(within(form).getByRole('button', { name: 'Give guest pass' }));
    expect(await within(form).findByText("The guest's name field is required.")).toBeVisible();
    expect(within(form).getByText("The guest's email field is required.")).toBeVisible();
    expect(within(form).getByLabelText("Guest's name")).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText("Guest's name"), 'Robin Lee');
    await user.type(within(form).getByLabelText("Guest's email"), 'robin@example');
    await user.click(within(form).getByRole('button', { name: 'Give guest pass' }));
    expect(
      await within(form).findByText("The guest's email must be a valid email address."),
    ).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(within(form).getByLabelText("Guest's email"));
    // Submitted with the keyboard, as from the last field.
    await user.type(within(form).getByLabelText("Guest's email"), 'Robin@Example.com{Enter}');
    expect(
      await screen.findByText(passSentCopy('ABCDE-FGHJK', 'Robin Lee', 'robin@example.com')),
    ).toBeVisible();
    expect(calls[0]?.body).toEqual({ guest_name: 'Robin Lee', guest_email: 'robin@example.com' });
    expect(calls[0]?.headers.get('idempotency-key')).toBeTruthy();
    expect(await screen.findByText('You can give 1 more guest pass this month.')).toBeVisible();
    expect(screen.getByText('Robin Lee (robin@example.com)')).toBeVisible();
    expect(within(form).getByLabelText("Guest's name")).toHaveValue('');
  });

  it('shows why no pass can be given, without the form, once the month’s are given', async () => {
    stubFetch(passesApi([], { given: 2 }));
    renderApp('/my-account/guest-passes', signedInAsAlex);
    expect(
      await screen.findByText(/You have given all 2 of this month's guest passes/),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Give a guest pass' })).toBeNull();
    expect(await screen.findByText('GP-LID1001001-2')).toBeVisible();
  });

  it("puts the API's field messages by their fields", async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    const invalid = jsonResponse(
      {
        message: "The guest's email must be a valid email address.",
        errors: { guest_email: ["The guest's email must be a valid email address."] },
        status: 422,
      },
      422,
    );
    stubFetch(passesApi(calls, { answer: invalid }));
    renderApp('/my-account/guest-passes', signedInAsAlex);
    const form = await screen.findByRole('form', { name: 'Give a guest pass' });
    await user.type(within(form).getByLabelText("Guest's name"), 'Robin Lee');
    await user.type(within(form).getByLabelText("Guest's email"), 'robin@example.com');
    await user.click(within(form).getByRole('button', { name: 'Give guest pass' }));
    await waitFor(() =>
      expect(within(form).getByLabelText("Guest's email")).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(
      within(form).getByText("The guest's email must be a valid email address."),
    ).toBeVisible();
  });
});
