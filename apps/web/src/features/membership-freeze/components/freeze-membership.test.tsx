import type { Membership, MembershipFreeze } from '@lido/contract';
import { FREEZE_UNAVAILABLE_MESSAGE } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls } from '../../../test/fetch-stub';
import type { MembershipAnswer } from '../../../test/membership-fixtures';
import {
  membershipCard,
  stubMembershipActionApi,
  wireMembership,
} from '../../../test/membership-fixtures';
import { renderApp } from '../../../test/render-app';
import { signedInAsAlex } from '../../../test/wire-users';

/** Alex's membership: active, no freeze. */
const lidoFlex = wireMembership();

/** Cancelled: it ends as agreed, and cannot be frozen. */
const swimOnly = wireMembership({
  id: 705,
  membership_user_id: 705,
  name: 'Swim Only',
  description: 'Swimming at Swiss Cottage.',
  ends_on: '2026-12-31',
});

/** Frozen now: the freeze began on the last billing date. */
const frozenGym = wireMembership({
  id: 706,
  membership_user_id: 706,
  name: 'Gym Only',
  description: 'The gym at Swiss Cottage.',
  status: 'frozen',
  frozen_from: '2026-11-01',
  frozen_until: '2026-12-31',
});

/** A freeze booked: still active until it starts. */
const bookedClasses = wireMembership({
  id: 707,
  membership_user_id: 707,
  name: 'Classes Only',
  description: 'Classes at Swiss Cottage.',
  frozen_from: '2026-12-01',
  frozen_until: '2026-12-31',
});

/** Frozen last spring: that freeze is over, and another may be booked. */
const thawedCourts = wireMembership({
  id: 708,
  membership_user_id: 708,
  name: 'Racquets',
  description: 'Courts at Swiss Cottage.',
  frozen_from: '2026-04-01',
  frozen_until: '2026-05-31',
});

const lapsedSwim = wireMembership({
  id: 709,
  membership_user_id: 709,
  name: 'Lapsed Swim',
  description: 'Swimming, until last year.',
  status: 'expired',
  starts_on: '2024-01-01',
  ends_on: '2024-12-31',
});

/** What the API answers for a freeze from Tue 1 December 2026, a month long or more. */
const freezeOf = (membershipId: number, months: number): MembershipFreeze => {
  const resumes = {
    1: ['2027-01-01', 'Fri 1 January 2027', '2026-12-31'],
    2: ['2027-02-01', 'Mon 1 February 2027', '2027-01-31'],
    3: ['2027-03-01', 'Mon 1 March 2027', '2027-02-28'],
  }[months] ?? ['', '', ''];
  const [resumesOn = '', spoken = '', endsOn = ''] = resumes;
  return {
    membership_id: membershipId,
    months,
    starts_on: '2026-12-01',
    ends_on: endsOn,
    resumes_on: resumesOn,
    is_frozen: false,
    message: `Your membership will be frozen from Tue 1 December 2026 and start again on ${spoken}.`,
  };
};

const oneMonth =
  'Your membership will be frozen from Tue 1 December 2026 and start again on Fri 1 January 2027.';
const twoMonths =
  'Your membership will be frozen from Tue 1 December 2026 and start again on Mon 1 February 2027.';
const threeMonths =
  'Your membership will be frozen from Tue 1 December 2026 and start again on Mon 1 March 2027.';
const note =
  'Nothing is collected while your membership is frozen, and you book as a non-member until it starts again.';

const unavailable = () =>
  jsonResponse(
    { code: 'FREEZE_UNAVAILABLE', message: FREEZE_UNAVAILABLE_MESSAGE, status: 409 },
    409,
  );

interface StubOptions {
  memberships?: Membership[];
  /** Answers the preview; by default a freeze from 1 December 2026 of the length asked. */
  onPreview?: MembershipAnswer;
  /** Answers the POST; by default the membership with its freeze dates, which later lists show. */
  onFreeze?: MembershipAnswer;
}

/** My account memberships for Alex and for Sam, and their freezes; POSTs are recorded. */
function stubMembershipsApi({
  memberships = [lidoFlex],
  onPreview = (request, membership) =>
    jsonResponse({ data: freezeOf(membership.id, Number(request.url.searchParams.get('months'))) }),
  onFreeze,
}: StubOptions = {}) {
  const { fetchMock, writes } = stubMembershipActionApi({
    memberships,
    action: 'freeze',
    onPreview,
    onWrite: (request, membership, save) => {
      if (request.method !== 'POST') return undefined;
      if (onFreeze) return onFreeze(request, membership);
      const { months } = request.body as { months: number };
      const freeze = freezeOf(membership.id, months);
      return save({ ...membership, frozen_from: freeze.starts_on, frozen_until: freeze.ends_on });
    },
  });
  return { fetchMock, freezes: writes };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Lido Flex') {
  const card = await membershipCard(name);
  await user.click(within(card).getByRole('button', { name: 'Freeze membership' }));
  return screen.getByRole('dialog', { name: 'Freeze membership' });
}

describe('Freezing a membership', () => {
  // Friday 27 November 2026 at the venues: the freezes above are booked, under way or over.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is offered beside Cancel on an active membership with no end and no freeze booked', async () => {
    stubMembershipsApi({
      memberships: [lidoFlex, swimOnly, frozenGym, bookedClasses, thawedCourts, lapsedSwim],
    });
    renderApp('/my-account/memberships', signedInAsAlex);

    const flex = await membershipCard('Lido Flex');
    const freezeButton = within(flex).getByRole('button', { name: 'Freeze membership' });
    expect(freezeButton).toHaveAccessibleDescription('Lido Flex');
    expect(
      within(flex)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Change plan', 'Freeze membership', 'Cancel membership']);
    expect(flex).not.toHaveTextContent('Frozen from');

    // A freeze that is over makes way for another.
    const courts = await membershipCard('Racquets');
    expect(within(courts).getByRole('button', { name: 'Freeze membership' })).toBeVisible();
    expect(courts).not.toHaveTextContent('Frozen from');
    expect(screen.getAllByRole('button', { name: 'Freeze membership' })).toHaveLength(2);

    // Booked, not yet begun: still active, and can still be cancelled.
    const classes = await membershipCard('Classes Only');
    expect(
      within(classes).getByText('Frozen from Tue 1 December 2026 to Thu 31 December 2026'),
    ).toBeVisible();
    expect(classes).toHaveTextContent('StatusActive');
    expect(within(classes).getByRole('button', { name: 'Cancel membership' })).toBeVisible();
    expect(within(classes).queryByRole('button', { name: 'Freeze membership' })).toBeNull();

    // Under way: the status says so, as the list says every status.
    const gym = await membershipCard('Gym Only');
    expect(
      within(gym).getByText('Frozen from Sun 1 November 2026 to Thu 31 December 2026'),
    ).toBeVisible();
    expect(gym).toHaveTextContent('StatusFrozen');
    expect(within(gym).queryByRole('button', { name: 'Freeze membership' })).toBeNull();
    expect(within(gym).getByRole('button', { name: 'Cancel membership' })).toBeVisible();

    const swim = await membershipCard('Swim Only');
    expect(within(swim).getByText('Ends on Thu 31 December 2026')).toBeVisible();
    expect(within(swim).queryByRole('button')).toBeNull();

    const lapsed = await membershipCard('Lapsed Swim');
    expect(within(lapsed).queryByRole('button')).toBeNull();
    expect(lapsed).not.toHaveTextContent('Frozen from');
  });

  it('shows when each length would start and end before confirming, asked afresh', async () => {
    const user = userEvent.setup();
    const { fetchMock, freezes } = stubMembershipsApi();
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);

    const lengths = within(dialog).getByRole('group', { name: 'How long?' });
    expect(
      within(lengths)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 month', '2 months', '3 months']);
    const one = within(lengths).getByRole('radio', { name: '1 month' });
    expect(one).toBeChecked();
    expect(await within(dialog).findByText(oneMonth)).toBeVisible();
    expect(within(dialog).getByText(note)).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(`Membership Lido Flex ${oneMonth} ${note}`);
    expect(within(dialog).getByRole('button', { name: 'Freeze membership' })).toBeEnabled();

    await user.click(within(lengths).getByRole('radio', { name: '2 months' }));
    expect(await within(dialog).findByText(twoMonths)).toBeVisible();
    expect(within(dialog).queryByText(oneMonth)).toBeNull();
    await user.click(within(lengths).getByRole('radio', { name: '3 months' }));
    expect(await within(dialog).findByText(threeMonths)).toBeVisible();

    expect(requestedUrls(fetchMock).filter((url) => url.includes('/freeze'))).toEqual([
      '/api/my-account/memberships/701/freeze?months=1',
      '/api/my-account/memberships/701/freeze?months=2',
      '/api/my-account/memberships/701/freeze?months=3',
    ]);
    expect(freezes).toEqual([]);
  });

  it('is busy while freezing, then closes, says so and shows the frozen dates', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { fetchMock, freezes } = stubMembershipsApi({
      onFreeze: (_request, membership) =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              jsonResponse({
                data: { ...membership, frozen_from: '2026-12-01', frozen_until: '2027-01-31' },
              }),
            );
        }),
    });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: '2 months' }));
    await within(dialog).findByText(twoMonths);
    await user.click(within(dialog).getByRole('button', { name: 'Freeze membership' }));

    const busy = await within(dialog).findByRole('button', { name: 'Freezing…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Keep my membership' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '1 month' })).toBeDisabled();
    answer();

    expect(await screen.findByText('Your membership freeze is booked.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Freeze membership' })).toBeNull();
    const card = await membershipCard('Lido Flex');
    const dates = within(card).getByText('Frozen from Tue 1 December 2026 to Sun 31 January 2027');
    await waitFor(() => expect(dates).toHaveFocus());
    expect(within(card).queryByRole('button', { name: 'Freeze membership' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel membership' })).toBeVisible();
    expect(freezes).toEqual([
      { method: 'POST', url: '/api/my-account/memberships/701/freeze', body: { months: 2 } },
    ]);
    // The answer went into the list: it was not asked for again.
    expect(
      requestedUrls(fetchMock).filter((url) => url === '/api/my-account/memberships'),
    ).toHaveLength(1);
  });

  it("freezes a family member's membership for them, with selected_user_id", async () => {
    const user = userEvent.setup();
    const { fetchMock, freezes } = stubMembershipsApi();
    renderApp('/my-account/memberships', { ...signedInAsAlex, account: { selectedUserId: 1002 } });
    const dialog = await openDialog(user, 'Junior Swim');
    await within(dialog).findByText(oneMonth);
    await user.click(within(dialog).getByRole('button', { name: 'Freeze membership' }));

    expect(await screen.findByText('Your membership freeze is booked.')).toBeVisible();
    expect(
      within(await membershipCard('Junior Swim')).getByText(
        'Frozen from Tue 1 December 2026 to Thu 31 December 2026',
      ),
    ).toBeVisible();
    expect(requestedUrls(fetchMock)).toContain(
      '/api/my-account/memberships/702/freeze?selected_user_id=1002&months=1',
    );
    expect(freezes).toEqual([
      {
        method: 'POST',
        url: '/api/my-account/memberships/702/freeze?selected_user_id=1002',
        body: { months: 1 },
      },
    ]);
  });

  it("shows the API's reason when the membership cannot be frozen, and stays open", async () => {
    const user = userEvent.setup();
    const { freezes } = stubMembershipsApi({ onFreeze: unavailable });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);
    await within(dialog).findByText(oneMonth);
    await user.click(within(dialog).getByRole('button', { name: 'Freeze membership' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FREEZE_UNAVAILABLE_MESSAGE);
    expect(screen.getByRole('dialog', { name: 'Freeze membership' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Freeze membership' })).toBeEnabled();
    expect(screen.queryByText('Your membership freeze is booked.')).toBeNull();
    expect(freezes).toHaveLength(1);
    expect(await membershipCard('Lido Flex')).not.toHaveTextContent('Frozen from');

    // Choosing again clears the old refusal.
    await user.click(within(dialog).getByRole('radio', { name: '2 months' }));
    await within(dialog).findByText(twoMonths);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows why when there are no dates to show, and cannot be confirmed', async () => {
    const user = userEvent.setup();
    const { freezes } = stubMembershipsApi({ onPreview: unavailable });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FREEZE_UNAVAILABLE_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Freeze membership' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep my membership' })).toBeEnabled();
    expect(freezes).toEqual([]);
  });

  it('works by keyboard alone: focus stays inside, arrows choose, Escape keeps it as it is', async () => {
    const user = userEvent.setup();
    const { freezes } = stubMembershipsApi();
    renderApp('/my-account/memberships', signedInAsAlex);
    const opener = within(await membershipCard('Lido Flex')).getByRole('button', {
      name: 'Freeze membership',
    });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Freeze membership' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const one = within(dialog).getByRole('radio', { name: '1 month' });
    const two = within(dialog).getByRole('radio', { name: '2 months' });
    expect(one).toHaveFocus();
    await within(dialog).findByText(oneMonth);

    await user.keyboard('{ArrowDown}');
    expect(two).toBeChecked();
    expect(two).toHaveFocus();
    expect(await within(dialog).findByText(twoMonths)).toBeVisible();

    const keep = within(dialog).getByRole('button', { name: 'Keep my membership' });
    const confirm = within(dialog).getByRole('button', { name: 'Freeze membership' });
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    // From the last control back to the length chosen, and from it back to the last control.
    await user.tab();
    expect(two).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(freezes).toEqual([]);
  });
});
