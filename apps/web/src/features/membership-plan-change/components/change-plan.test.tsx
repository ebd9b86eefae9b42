import type { Membership, MembershipPlanChange } from '@lido/contract';
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

/** Alex's membership: active, nothing asked. */
const lidoFlex = wireMembership();

/** Ending: its plan stays as it is. */
const ending = wireMembership({
  id: 705,
  membership_user_id: 705,
  name: 'Swim Only',
  ends_on: '2026-12-31',
});

/** A freeze booked: its plan changes once the freeze is over. */
const freezeBooked = wireMembership({
  id: 707,
  membership_user_id: 707,
  name: 'Classes Only',
  frozen_from: '2026-12-01',
  frozen_until: '2026-12-31',
});

/** A change asked for already. */
const changing = wireMembership({
  id: 708,
  membership_user_id: 708,
  name: 'Racquets',
  plan_change: {
    plan_id: 502,
    plan_name: 'Lido Swim',
    changes_on: '2027-01-01',
    monthly_price: { raw: 2800, formatted: '£28.00' },
  },
});

const swimMessage =
  'Your membership changes to Lido Swim on Tue 1 December 2026, then £28.00 a month.';
const localMessage =
  'Your membership changes to Swiss Cottage Local on Tue 1 December 2026, then £34.00 a month.';

/** What the API answers for Alex on Friday 27 November 2026: changes are made on 1 December. */
const planChangeOf = (membershipId: number): MembershipPlanChange => ({
  membership_id: membershipId,
  changes_on: '2026-12-01',
  plans: [
    {
      plan_id: 502,
      name: 'Lido Swim',
      description: 'Unlimited public and family swimming at every Lido venue.',
      monthly_price: { raw: 2800, formatted: '£28.00' },
      includes: ['Public Swim and Family Swim free'],
      message: swimMessage,
    },
    {
      plan_id: 505,
      name: 'Swiss Cottage Local',
      description: 'Gym, swim and classes at Swiss Cottage only.',
      monthly_price: { raw: 3400, formatted: '£34.00' },
      includes: ['Classes free', 'Public Swim and Family Swim free'],
      message: localMessage,
    },
  ],
  plan_change: null,
});

const onItsWay =
  'Your membership changes to Lido Swim on Fri 1 January 2027: its Direct Debit has been asked for, so the change can no longer be altered or withdrawn.';

interface StubOptions {
  memberships?: Membership[];
  onPreview?: MembershipAnswer;
  onChange?: MembershipAnswer;
  onWithdraw?: MembershipAnswer;
}

/** My account memberships for Alex and for Sam, and their plan changes; writes are recorded. */
function stubMembershipsApi({
  memberships = [lidoFlex],
  onPreview = (_request, membership) => jsonResponse({ data: planChangeOf(membership.id) }),
  onChange,
  onWithdraw,
}: StubOptions = {}) {
  return stubMembershipActionApi({
    memberships,
    action: 'plan-change',
    onPreview,
    onWrite: (request, membership, save) => {
      if (request.method === 'POST') {
        if (onChange) return onChange(request, membership);
        const { plan_id } = request.body as { plan_id: number };
        const plan = planChangeOf(membership.id).plans.find((each) => each.plan_id === plan_id);
        return save({
          ...membership,
          plan_change: {
            plan_id,
            plan_name: plan?.name ?? '',
            changes_on: '2026-12-01',
            monthly_price: plan?.monthly_price ?? { raw: 0, formatted: '' },
          },
        });
      }
      if (request.method === 'DELETE') {
        if (onWithdraw) return onWithdraw(request, membership);
        return save({ ...membership, plan_change: null });
      }
      return undefined;
    },
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Lido Flex') {
  const card = await membershipCard(name);
  await user.click(within(card).getByRole('button', { name: 'Change plan' }));
  return screen.getByRole('dialog', { name: 'Change plan' });
}

describe('Changing plan', () => {
  // Friday 27 November 2026 at the venues.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is offered on an active membership that is not ending, frozen or changing already', async () => {
    stubMembershipsApi({ memberships: [lidoFlex, ending, freezeBooked, changing] });
    renderApp('/my-account/memberships', signedInAsAlex);

    const flex = await membershipCard('Lido Flex');
    const button = within(flex).getByRole('button', { name: 'Change plan' });
    expect(button).toHaveAccessibleDescription('Lido Flex');
    expect(within(await membershipCard('Swim Only')).queryByRole('button')).toBeNull();
    expect(
      within(await membershipCard('Classes Only')).queryByRole('button', { name: 'Change plan' }),
    ).toBeNull();

    // Asked for already: the card says so, and it may be withdrawn; no freeze meanwhile.
    const racquets = await membershipCard('Racquets');
    expect(within(racquets).getByText('Changes to Lido Swim on Fri 1 January 2027')).toBeVisible();
    expect(within(racquets).queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(within(racquets).queryByRole('button', { name: 'Freeze membership' })).toBeNull();
    expect(
      within(racquets).getByRole('button', { name: 'Withdraw plan change' }),
    ).toHaveAccessibleDescription('Racquets');
  });

  it('lists the plans with their prices and what each includes, and says when and what then before confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock, writes } = stubMembershipsApi();
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);

    const plans = await within(dialog).findByRole('group', { name: 'Change to' });
    const radios = within(plans).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Lido Swim £28.00 a month',
      'Swiss Cottage Local £34.00 a month',
    ]);
    const swim = within(plans).getByRole('radio', { name: 'Lido Swim £28.00 a month' });
    expect(swim).not.toBeChecked();
    expect(swim).toHaveAccessibleDescription(
      'Unlimited public and family swimming at every Lido venue. Public Swim and Family Swim free',
    );
    expect(within(plans).getByText('Classes free')).toBeVisible();
    // Nothing to confirm until a plan is chosen.
    const confirm = within(dialog).getByRole('button', { name: 'Change plan' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).queryByText(swimMessage)).toBeNull();

    await user.click(swim);
    expect(within(dialog).getByText(swimMessage)).toBeVisible();
    expect(confirm).toBeEnabled();
    expect(dialog).toHaveAccessibleDescription(
      `Membership Lido Flex Monthly price £45.00 ${swimMessage}`,
    );
    await user.click(
      within(plans).getByRole('radio', { name: 'Swiss Cottage Local £34.00 a month' }),
    );
    expect(within(dialog).getByText(localMessage)).toBeVisible();
    expect(within(dialog).queryByText(swimMessage)).toBeNull();

    expect(requestedUrls(fetchMock).filter((url) => url.includes('/plan-change'))).toEqual([
      '/api/my-account/memberships/701/plan-change',
    ]);
    expect(writes).toEqual([]);
  });

  it('is busy while changing, then closes, says so and shows the change on the card', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { fetchMock, writes } = stubMembershipsApi({
      onChange: (_request, membership) =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              jsonResponse({
                data: {
                  ...membership,
                  plan_change: {
                    plan_id: 502,
                    plan_name: 'Lido Swim',
                    changes_on: '2026-12-01',
                    monthly_price: { raw: 2800, formatted: '£28.00' },
                  },
                },
              }),
            );
        }),
    });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('radio', { name: /^Lido Swim/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));

    const busy = await within(dialog).findByRole('button', { name: 'Changing…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^Lido Swim/ })).toBeDisabled();
    answer();

    expect(await screen.findByText('Your change of plan is booked.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Change plan' })).toBeNull();
    const card = await membershipCard('Lido Flex');
    const line = within(card).getByText('Changes to Lido Swim on Tue 1 December 2026');
    await waitFor(() => expect(line).toHaveFocus());
    expect(within(card).queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Freeze membership' })).toBeNull();
    expect(writes).toEqual([
      {
        method: 'POST',
        url: '/api/my-account/memberships/701/plan-change',
        body: { plan_id: 502 },
      },
    ]);
    // The answer went into the list: it was not asked for again.
    expect(
      requestedUrls(fetchMock).filter((url) => url === '/api/my-account/memberships'),
    ).toHaveLength(1);
  });

  it("shows the API's reason when the plan cannot be changed, and stays open", async () => {
    const user = userEvent.setup();
    const refusal =
      'Lido Swim cannot be chosen online for this membership. Please ask at the desk.';
    const { writes } = stubMembershipsApi({
      onChange: () =>
        jsonResponse({ code: 'PLAN_CHANGE_UNAVAILABLE', message: refusal, status: 409 }, 409),
    });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('radio', { name: /^Lido Swim/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Change plan' })).toBe(dialog);
    expect(screen.queryByText('Your change of plan is booked.')).toBeNull();
    expect(writes).toHaveLength(1);
    // Choosing again clears the old refusal.
    await user.click(within(dialog).getByRole('radio', { name: /^Swiss Cottage Local/ }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says so when no plan can be chosen online, and cannot be confirmed', async () => {
    const user = userEvent.setup();
    stubMembershipsApi({
      onPreview: (_request, membership) =>
        jsonResponse({ data: { ...planChangeOf(membership.id), plans: [] } }),
    });
    renderApp('/my-account/memberships', signedInAsAlex);
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText(
        'There is no other plan to change to online. To change to a concession or junior plan, please ask at the desk.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Change plan' })).toBeDisabled();
  });

  it("changes a family member's plan for them, with selected_user_id", async () => {
    const user = userEvent.setup();
    const { fetchMock, writes } = stubMembershipsApi();
    renderApp('/my-account/memberships', { ...signedInAsAlex, account: { selectedUserId: 1002 } });
    const dialog = await openDialog(user, 'Junior Swim');
    await user.click(await within(dialog).findByRole('radio', { name: /^Lido Swim/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('Your change of plan is booked.')).toBeVisible();
    expect(requestedUrls(fetchMock)).toContain(
      '/api/my-account/memberships/702/plan-change?selected_user_id=1002',
    );
    expect(writes).toEqual([
      {
        method: 'POST',
        url: '/api/my-account/memberships/702/plan-change?selected_user_id=1002',
        body: { plan_id: 502 },
      },
    ]);
  });

  it('withdraws a change asked for, after which the plan may be changed again', async () => {
    const user = userEvent.setup();
    const { writes } = stubMembershipsApi({ memberships: [changing] });
    renderApp('/my-account/memberships', signedInAsAlex);
    const card = await membershipCard('Racquets');
    await user.click(within(card).getByRole('button', { name: 'Withdraw plan change' }));

    expect(await screen.findByText('Your change of plan has been withdrawn.')).toBeVisible();
    const again = await within(card).findByRole('button', { name: 'Change plan' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(card).not.toHaveTextContent('Changes to');
    expect(writes).toEqual([
      { method: 'DELETE', url: '/api/my-account/memberships/708/plan-change', body: undefined },
    ]);
  });

  it("shows the API's reason when a change can no longer be withdrawn", async () => {
    const user = userEvent.setup();
    stubMembershipsApi({
      memberships: [changing],
      onWithdraw: () =>
        jsonResponse({ code: 'PLAN_CHANGE_UNAVAILABLE', message: onItsWay, status: 409 }, 409),
    });
    renderApp('/my-account/memberships', signedInAsAlex);
    const card = await membershipCard('Racquets');
    await user.click(within(card).getByRole('button', { name: 'Withdraw plan change' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(onItsWay);
    expect(within(card).getByText('Changes to Lido Swim on Fri 1 January 2027')).toBeVisible();
  });

  it('works by keyboard alone: focus stays inside, arrows choose, Escape keeps the plan', async () => {
    const user = userEvent.setup();
    const { writes } = stubMembershipsApi();
    renderApp('/my-account/memberships', signedInAsAlex);
    const opener = within(await membershipCard('Lido Flex')).getByRole('button', {
      name: 'Change plan',
    });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Change plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const swim = await within(dialog).findByRole('radio', { name: /^Lido Swim/ });
    const local = within(dialog).getByRole('radio', { name: /^Swiss Cottage Local/ });
    // The plans come after the dialog opens, so focus starts on Keep my plan; the plans are
    // one Tab stop before it (entered from behind at the last plan, as browsers do).
    const keep = within(dialog).getByRole('button', { name: 'Keep my plan' });
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(local).toHaveFocus();
    await user.keyboard(' ');
    expect(local).toBeChecked();
    expect(within(dialog).getByText(localMessage)).toBeVisible();
    await user.keyboard('{ArrowUp}');
    expect(swim).toBeChecked();
    expect(swim).toHaveFocus();
    expect(within(dialog).getByText(swimMessage)).toBeVisible();

    const confirm = within(dialog).getByRole('button', { name: 'Change plan' });
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    // From the last control back to the plan chosen, and from it back to the last control.
    await user.tab();
    expect(swim).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(writes).toEqual([]);
  });
});
