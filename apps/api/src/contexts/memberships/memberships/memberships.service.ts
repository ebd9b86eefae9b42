import type { DocumentExpiry, GuestPass, Membership } from '@lido/contract';
import { toWireGuestPass } from './guest-pass-wire';
import { nextBillingDue, statusShownOn } from './membership-state';
import { calendarDateIn, daysBetween } from '@lido/calendar-date';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import { formatPence } from '../../../platform/money';
import type { CustomerStanding } from '../../people/accounts';
import { creditBalances } from '../../money/credit-ledger';
import { hasUnsettledPenalty } from '../../people/penalties';
import { findOperator } from '../../venue-setup/venues';
import {
  findActiveMembership,
  findActiveMembershipIds,
  listDocuments,
  listGuestPasses,
  listMembershipsWithPlans,
} from './memberships.repository';

/** A document expiring within this many days is flagged on the dashboard. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;
export const GUEST_PASSES_DISABLED_MESSAGE = 'Guest passes are not available.';

export async function currencyCode(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}

export async function isActiveMember(
  db: Database,
  customerId: number,
  now: Date,
): Promise<boolean> {
  return Boolean(await findActiveMembership(db, customerId, calendarDateIn(now)));
}

/**
 * Whether the customer is a member today and how many days ahead their plan lets them book
 * (what the caller resolver marks each signed-in customer with).
 */
export async function memberStanding(
  db: Database,
  customerId: number,
  now: Date,
): Promise<{ isMember: boolean; advanceBookingDays: number }> {
  const row = await findActiveMembership(db, customerId, calendarDateIn(now));
  return { isMember: Boolean(row), advanceBookingDays: row?.advanceBookingDays ?? 0 };
}

/** The plan of a customer's active membership, when they hold one. */
export async function activePlanOf(
  db: Database,
  customerId: number,
  now: Date,
): Promise<{ membershipId: number; planId: number } | null> {
  const row = await findActiveMembership(db, customerId, calendarDateIn(now));
  return row ? { membershipId: row.membership.id, planId: row.planId } : null;
}

/**
 * Each customer's active membership id (the `membership_user.id` clients send back as
 * `membership_user_id`), for those who have one.
 */
export async function activeMembershipIds(
  db: Database,
  customerIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  return findActiveMembershipIds(db, [...new Set(customerIds)], calendarDateIn(now));
}

/** Membership, credit, document and penalty facts shown with the signed-in user. */
export async function loadCustomerStanding(
  db: Database,
  customerId: number,
  now: Date,
): Promise<CustomerStanding> {
  const today = calendarDateIn(now);
  // One after another: registering reads this in its transaction (describeCustomer), which is
  // one connection running one statement at a time.
  const active = await findActiveMembership(db, customerId, today);
  const credit = await creditBalances(db, customerId);
  const documents = await listDocuments(db, customerId, today);
  const hasPenalty = await hasUnsettledPenalty(db, customerId);
  return {
    membershipUser: active
      ? {
          id: active.membership.id,
          membership_id: active.planId,
          name: active.planName,
          // findActiveMembership finds active memberships only.
          status: 'active',
          starts_on: active.membership.startsOn,
          ends_on: active.membership.endsOn,
          home_venue_id: active.membership.homeVenueId,
        }
      : null,
    creditBalancePence: credit.general + credit.membership,
    hasOutstandingPenalties: hasPenalty,
    hasInstruction: active?.membership.hasDirectDebitInstruction ?? false,
    hasBillingDate: active?.membership.billingDay != null,
    documentExpiry: documents
      .filter((document) => document.uploadedAt !== null)
      .map((document): DocumentExpiry => {
        const days = document.expiresOn ? daysBetween(today, document.expiresOn) : null;
        return {
          id: document.id,
          name: document.name,
          expires_on: document.expiresOn,
          document_expiring_soon: days !== null && days <= DOCUMENT_EXPIRY_WARNING_DAYS,
          days_to_expiry: days,
        };
      }),
    membershipDocumentUploadRequired: documents.some((document) => document.uploadedAt === null),
  };
}

export async function listMyMemberships(
  db: Database,
  customerId: number,
  today: string,
): Promise<Membership[]> {
  const [rows, currency] = await Promise.all([
    listMembershipsWithPlans(db, customerId),
    currencyCode(db),
  ]);
  // An application that was never paid for is no membership to show.
  return rows
    .filter((row) => row.membership.status !== 'abandoned')
    .map((row) => toWireMembership(row, currency, today));
}

/** A membership with its plan and home venue, as My account lists it. */
export function toWireMembership(
  {
    membership,
    plan,
    venue,
    nextPlan,
  }: Awaited<ReturnType<typeof listMembershipsWithPlans>>[number],
  currency: string,
  today: string,
): Membership {
  return {
    id: membership.id,
    membership_user_id: membership.id,
    plan_id: plan.id,
    name: plan.name,
    description: plan.description,
    status: statusShownOn(membership, today),
    starts_on: membership.startsOn,
    ends_on: membership.endsOn,
    home_venue: venue,
    monthly_price: {
      raw: plan.monthlyPricePence,
      formatted: formatPence(plan.monthlyPricePence, currency),
    },
    has_instruction: membership.hasDirectDebitInstruction,
    billing_day: membership.billingDay,
    next_billing_date: nextBillingDue(membership, today),
    frozen_from: membership.frozenFrom,
    frozen_until: membership.frozenUntil,
    plan_change:
      nextPlan && membership.planChangesOn
        ? {
            plan_id: nextPlan.id,
            plan_name: nextPlan.name,
            changes_on: membership.planChangesOn,
            monthly_price: {
              raw: nextPlan.monthlyPricePence,
              formatted: formatPence(nextPlan.monthlyPricePence, currency),
            },
          }
        : null,
  };
}

export async function listMyGuestPasses(
  db: Database,
  customerId: number,
  now: Date,
): Promise<GuestPass[]> {
  const operator = await findOperator(db);
  if (!operator?.guestPassesEnabled) throw notFound(GUEST_PASSES_DISABLED_MESSAGE);
  const today = calendarDateIn(now);
  const rows = await listGuestPasses(db, customerId);
  return rows.map((row) => toWireGuestPass(row, today));
}
