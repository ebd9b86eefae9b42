import type { Membership } from '@lido/contract';
import { screen } from '@testing-library/react';
import type { StubRequest } from './fetch-stub';
import { jsonResponse, stubFetch } from './fetch-stub';

/**
 * Alex's Lido Flex as `GET /api/my-account/memberships` answers it: active at Swiss Cottage, no
 * end date, no freeze and no change of plan.
 */
export function wireMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 701,
    membership_user_id: 701,
    plan_id: 501,
    name: 'Lido Flex',
    description: 'Gym, swim and classes at every Lido venue.',
    status: 'active',
    starts_on: '2025-03-01',
    ends_on: null,
    home_venue: { id: 90001, slug: 'swiss-cottage-leisure-centre', name: 'Swiss Cottage' },
    monthly_price: { raw: 4500, formatted: '£45.00' },
    has_instruction: true,
    billing_day: 1,
    next_billing_date: '2026-12-01',
    frozen_from: null,
    frozen_until: null,
    plan_change: null,
    ...overrides,
  };
}

/** Sam's (Alex's son's) membership, shown when Alex views My account as Sam. */
export const wireJuniorSwim = wireMembership({
  id: 702,
  membership_user_id: 702,
  name: 'Junior Swim',
  description: 'Swimming for under-16s.',
  monthly_price: { raw: 1500, formatted: '£15.00' },
});

/** How a test answers a request about one membership. */
export type MembershipAnswer = (
  request: StubRequest,
  membership: Membership,
) => Response | Promise<Response> | undefined;

interface MembershipActionApi {
  /** Alex's memberships; Sam's (`selected_user_id=1002`) is Junior Swim. */
  memberships: Membership[];
  /** The action's path below a membership: `freeze`, `plan-change`, `cancellation`. */
  action: string;
  /** Answers a GET of the action: what it would do. */
  onPreview: MembershipAnswer;
  /**
   * Answers a write (POST, DELETE); `save` puts the membership as it now is into the lists asked
   * for later and answers with it, as the API does.
   */
  onWrite: (
    request: StubRequest,
    membership: Membership,
    save: (changed: Membership) => Response,
  ) => ReturnType<MembershipAnswer>;
}

/** My account memberships for Alex and for Sam, and one action on them; writes are recorded. */
export function stubMembershipActionApi({
  memberships,
  action,
  onPreview,
  onWrite,
}: MembershipActionApi) {
  const lists = { alex: memberships, sam: [wireJuniorSwim] };
  const writes: { method: string; url: string; body: unknown }[] = [];
  const actionPath = new RegExp(`^/api/my-account/memberships/(\\d+)/${action}$`);
  const fetchMock = stubFetch((request) => {
    const { url, method } = request;
    const person = url.searchParams.get('selected_user_id') === '1002' ? 'sam' : 'alex';
    if (url.pathname === '/api/my-account/memberships') {
      return jsonResponse({ data: lists[person] });
    }
    const match = actionPath.exec(url.pathname);
    const membership = lists[person].find((item) => item.id === Number(match?.[1]));
    if (!match || !membership) return undefined;
    if (method === 'GET') return onPreview(request, membership);
    writes.push({ method, url: `${url.pathname}${url.search}`, body: request.body });
    return onWrite(request, membership, (changed) => {
      lists[person] = lists[person].map((item) => (item.id === changed.id ? changed : item));
      return jsonResponse({ data: changed });
    });
  });
  return { fetchMock, writes };
}

/** A membership's card in My account, found by its name. */
export const membershipCard = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;
