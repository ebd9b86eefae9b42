import type { Membership, MembershipCancellation } from '@lido/contract';
import { MEMBERSHIP_ENDED_MESSAGE } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls } from '../../../test/fetch-stub';
import type { MembershipAnswer } from '../../../test/membership-fixtures';
import {
  membershipCard,
  stubMembershipActionApi,
  wireMembership,
} from '../../../test/membership-fixtures';
import { renderApp } from '../../../test/render-app';
import { signedInAsAlex } from '../../../test/wire-users';

/** Alex's membership: active, no end date. */
const lidoFlex = wireMembership();

const swimOnly = wireMembership({
  id: 705,
  membership_user_id: 705,
  name: 'Swim Only',
  description: 'Swimming at Swiss Cottage.',
  ends_on: '2026-11-30',
});

const frozenGym = wireMembership({
  id: 706,
  membership_user_id: 706,
  name: 'Gym Only',
  description: 'The gym at Swiss Cottage.',
  status: 'frozen',
});

const lapsedClasses = wireMembership({
  id: 707,
  membership_user_id: 707,
  name: 'Classes Only',
  description: 'Classes at Swiss Cottage.',
  status: 'expired',
  starts_on: '2024-01-01',
  ends_on: '2024-12-31',
});

const willEnd = 'Your membership will end on Mon 30 November 2026.';

const preview = (membership: Membership, change: Partial<MembershipCancellation> = {}) => ({
  data: {
    membership_id: membership.id,
    ends_on: '2026-11-30',
    minimum_term_ends_on: '2026-08-31',
    notice_period_months: 1,
    is_cancelled: false,
    message: willEnd,
    ...change,
  } satisfies MembershipCancellation,
});

const ended = () =>
  jsonResponse({ code: 'MEMBERSHIP_ENDED', message: MEMBERSHIP_ENDED_MESSAGE, status: 409 }, 409);

interface StubOptions {
  memberships?: Membership[];
  /** Answers the preview; by default ends on 30 November 2026 after a minimum term. */
  onPreview?: MembershipAnswer;
  /** Answers the POST; by default the membership with its end date, which later lists show. */
  onCancel?: MembershipAnswer;
}

/** My account memberships for Alex and for Sam, and their cancellations; POSTs are recorded. */
function stubMembershipsApi({
  memberships = [lidoFlex],
  onPreview = (_request, membership) => jsonResponse(preview(membership)),
  onCancel,
}: StubOptions = {}) {
  const { fetchMock, writes } = stubMembershipActionApi({
    memberships,
    action: 'cancellation',
    onPreview,
    onWrite: (request, membership, save) => {
      if (request.method !== 'POST') return undefined;
      if (onCancel) return onCancel(request, membership);
      return save({ ...membership, ends_on: '2026-11-30' });
    },
  });
  return { fetchMock, cancellations: writes };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Lido Flex') {
  const card = await membershipCard(name);
  await user.click(within(card).getByRole('button', { name: 'Cancel membership' }));
  return screen.getByRole('alertdialog', { name: 'Cancel your membership?' });
}

describe('Cancelling a membership', () => {
  it('is offered on an active membership with no end date, and an end date is shown instead', async () => {
    stubMembershipsApi({ memberships: [lidoFlex, swimOnly, frozenGym, lapsedClasses] });
    renderApp('/my-account/memberships', signedInAsAlex);

    const flex = await membershipCard('Lido Flex');
    const cancelButton = within(flex).getByRole('button', { name: 'Cancel membership' });
    expect(cancelButton).toHaveAccessibleDescription('Lido Flex');
    // A frozen membership can be cancelled too (its notice runs from the day the freeze ends).
    const gym = await membershipCard('Gym Only');
    const gymButton = within(gym).getByRole('button', { name: 'Cancel membership' });
    expect(screen.getAllByRole('button', { name: 'Cancel membership' })).toEqual([
      cancelButton,
      gymButton,
    ]);
    expect(flex).not.toHaveTextContent('Ends on');

    const swim = await membershipCard('Swim Only');
    expect(within(swim).getByText('Ends on Mon 30 November 2026')).toBeVisible();
    // The list's own facts are as they were.
    expect(swim).toHaveTextContent('Ends30 November 2026');
    expect(swim).toHaveTextContent('StatusEnding');
    expect(swim).toHaveTextContent('Monthly price£45.00');

    const lapsed = await membershipCard('Classes Only');
    expect(within(lapsed).queryByRole('button')).toBeNull();
    expect(lapsed).not.toHaveTextContent('Ends on');
    expect(gym).not.toHaveTextContent('Ends on');
    expect(lapsed).toHaveTextContent('Ends31 December 2024');
  });

  it('shows when it would end, the minimum term and the notice before confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock, cancellations } = stubMembershipsApi();
    renderApp('/my-account/memberships', signedInAsAlex);
    const opener = within(await membershipCard('Lido Flex')).getByRole('button', {
      name: 'Cancel membership',
    });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your membership?' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep my membership' })).toHaveFocus();
    expect(await within(dialog).findByText(willEnd)).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      'Membership Lido Flex ' +
        `${willEnd} ` +
        'Your minimum term runs to Mon 31 August 2026. ' +
        "Cancelling gives 1 month's notice.",
    );
    expect(requestedUrls(fetchMock)).toContain('/api/my-account/memberships/701/cancellation');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(cancellations).toEqual([]);
  });

  it('says months of notice in the plural, and no notice as the end of the billing period', async () => {
    const user = userEvent.setup();
    let notice = 3;
    stubMembershipsApi({
      onPreview: (_request, membership) =>
        jsonResponse(
          preview(membership, { minimum_term_ends_on: null, notice_period_months: notice }),
        ),
    });
    renderApp('/my-account/memberships', signedInAsAlex);

    let dialog = await openDialog(user);
    expect(await within(dialog).findByText("Cancelling gives 3 months' notice.")).toBeVisible();
    expect(dialog).not.toHaveTextContent('minimum term');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my membership' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    notice = 0;
    dialog = await openDialog(user);
    expect(
      await within(dialog).findByText('Cancelling takes effect at the end of this billing period.'),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent('notice');
  });

  it('is busy while cancelling, then closes, says so and shows the end date', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { fetchMock, cancellations } = stubMembershipsApi({
      onCancel: (_request, membership) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(jsonResponse({ data: { ...membership, ends_on: '2026-11-30' } }));
        }),
    });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);
    await within(dialog).findByText(willEnd);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    const busy = await within(dialog).findByRole('button', { name: 'Cancelling…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Keep my membership' })).toBeDisabled();
    answer();

    expect(await screen.findByText('Your membership has been cancelled.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const card = await membershipCard('Lido Flex');
    const end = within(card).getByText('Ends on Mon 30 November 2026');
    await waitFor(() => expect(end).toHaveFocus());
    expect(within(card).queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(cancellations).toEqual([
      { method: 'POST', url: '/api/my-account/memberships/701/cancellation', body: undefined },
    ]);
    // The answer went into the list: it was not asked for again.
    expect(
      requestedUrls(fetchMock).filter((url) => url === '/api/my-account/memberships'),
    ).toHaveLength(1);
  });

  it("cancels a family member's membership for them, with selected_user_id", async () => {
    const user = userEvent.setup();
    const { fetchMock, cancellations } = stubMembershipsApi();
    renderApp('/my-account/memberships', { ...signedInAsAlex, account: { selectedUserId: 1002 } });
    const dialog = await openDialog(user, 'Junior Swim');
    await within(dialog).findByText(willEnd);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    expect(await screen.findByText('Your membership has been cancelled.')).toBeVisible();
    expect(
      within(await membershipCard('Junior Swim')).getByText('Ends on Mon 30 November 2026'),
    ).toBeVisible();
    expect(requestedUrls(fetchMock)).toContain(
      '/api/my-account/memberships/702/cancellation?selected_user_id=1002',
    );
    expect(cancellations).toEqual([
      {
        method: 'POST',
        url: '/api/my-account/memberships/702/cancellation?selected_user_id=1002',
        body: undefined,
      },
    ]);
  });

  it("shows the API's reason when the membership cannot be cancelled, and stays open", async () => {
    const user = userEvent.setup();
    const { cancellations } = stubMembershipsApi({ onCancel: ended });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);
    await within(dialog).findByText(willEnd);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEMBERSHIP_ENDED_MESSAGE);
    expect(screen.getByRole('alertdialog', { name: 'Cancel your membership?' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
    expect(screen.queryByText('Your membership has been cancelled.')).toBeNull();
    expect(cancellations).toEqual([
      { method: 'POST', url: '/api/my-account/memberships/701/cancellation', body: undefined },
    ]);
    expect(await membershipCard('Lido Flex')).not.toHaveTextContent('Ends on');
  });

  it('shows why when there is no end date to show, and cannot be confirmed', async () => {
    const user = userEvent.setup();
    const { cancellations } = stubMembershipsApi({ onPreview: ended });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEMBERSHIP_ENDED_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Cancel membership' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep my membership' })).toBeEnabled();
    expect(cancellations).toEqual([]);
  });
});
