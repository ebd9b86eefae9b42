import { calendarDateIn } from '@lido/calendar-date';
import { formatPence } from '../../../../platform/money';
import {
  existingMembershipPlanIds,
  monthlyPriceChanges,
  saveMembershipPlans,
} from '../../../memberships/memberships';
import { integer, listOf, operatorId, pounds, text, yesNo } from '../import-columns';
import type { ImportKind } from '../import-kind';
import { lidoNumberId, rowToSave } from './shared-columns';

interface MembershipPlanRow extends Record<string, unknown> {
  plan_id: string;
  lido_id: number | null;
  name: string;
  description: string;
  /** Pence, as every amount below. */
  monthly_price: number;
  annual_price: number | null;
  joining_fee: number | null;
  minimum_term_months: number | null;
  notice_period_months: number | null;
  min_age: number | null;
  max_age: number | null;
  proof_document: string | null;
  advance_booking_days: number | null;
  guest_passes_per_month: number | null;
  available_online: boolean | null;
  venue_ids: string[] | null;
  sort_order: number | null;
}

/** What an operator sells as memberships: price, terms, who may join, and where they are valid. */
export const membershipPlansKind: ImportKind<MembershipPlanRow> = {
  name: 'membership_plans',
  label: 'membership plan',
  key: 'plan_id',
  columns: [
    { name: 'plan_id', required: true, parse: operatorId, description: 'Your id for the plan.' },
    lidoNumberId('membership plan'),
    { name: 'name', required: true, parse: text(120), description: 'Its name (“Adult Off-Peak”).' },
    {
      name: 'description',
      required: true,
      parse: text(2000),
      description: 'What it includes, as the pricing page shows it.',
    },
    {
      name: 'monthly_price',
      required: true,
      parse: pounds,
      description: 'The monthly Direct Debit, in pounds (“39.50”).',
    },
    {
      name: 'annual_price',
      required: false,
      parse: pounds,
      description: 'The price of a year paid up front, in pounds; empty when not offered.',
    },
    {
      name: 'joining_fee',
      required: false,
      parse: pounds,
      description: 'The joining fee, in pounds; none when empty.',
    },
    {
      name: 'minimum_term_months',
      required: false,
      parse: integer(0, 36),
      description: 'Months paid before a member may cancel (0–36; 0 when empty).',
    },
    {
      name: 'notice_period_months',
      required: false,
      parse: integer(0, 12),
      description: 'Months’ notice a cancellation takes (0–12; 1 when empty).',
    },
    {
      name: 'min_age',
      required: false,
      parse: integer(0, 120),
      description: 'Youngest age at joining.',
    },
    {
      name: 'max_age',
      required: false,
      parse: integer(0, 120),
      description: 'Oldest age at joining.',
    },
    {
      name: 'proof_document',
      required: false,
      parse: text(120),
      description: 'The proof a concession needs (“Student card”), asked for at joining.',
    },
    {
      name: 'advance_booking_days',
      required: false,
      parse: integer(0, 14),
      description: 'Days earlier than others members may book (0–14; 0 when empty).',
    },
    {
      name: 'guest_passes_per_month',
      required: false,
      parse: integer(0, 10),
      description: 'Guest passes a member may give each month (0–10; 0 when empty).',
    },
    {
      name: 'available_online',
      required: false,
      parse: yesNo,
      description: 'Whether it can be joined online (yes/no; yes when empty).',
    },
    {
      name: 'venue_ids',
      required: false,
      parse: listOf(operatorId),
      refersTo: 'venues',
      description:
        'The venues it is valid at, separated by semicolons in CSV (“SWC;KXP”); every venue, including ones opened later, when empty.',
    },
    {
      name: 'sort_order',
      required: false,
      parse: integer(0, 9999),
      description: 'Its place in lists (0 first).',
    },
  ],
  check(row) {
    const { min_age: minAge, max_age: maxAge } = row.values;
    if (minAge !== null && maxAge !== null && minAge > maxAge) {
      return [
        { column: 'max_age', message: 'The oldest age must not be below the youngest (min_age).' },
      ];
    }
    return [];
  },
  existingLidoIds: existingMembershipPlanIds,
  async notices(rows, context) {
    const changes = await monthlyPriceChanges(
      context.tx,
      rows
        .filter((row) => row.internalId !== null)
        .map((row) => ({
          planId: Number(row.internalId),
          monthlyPricePence: row.values.monthly_price,
        })),
      calendarDateIn(context.now),
    );
    return changes.map(({ name, fromPence, toPence, currentMembers }) => {
      const members =
        currentMembers === 1
          ? 'the Direct Debit of its 1 current member moves'
          : `the Direct Debits of its ${currentMembers} current members move`;
      return (
        `${name}: the monthly price changes from ${formatPence(fromPence, 'GBP')} to ` +
        `${formatPence(toPence, 'GBP')}, and ${members} to the new price from their next collection.`
      );
    });
  },
  async write(rows, context) {
    const ids = await saveMembershipPlans(
      context.tx,
      context.operatorId,
      rows.map((row) => {
        const values = row.values;
        return {
          ...rowToSave(row),
          fields: {
            name: values.name,
            description: values.description,
            monthlyPricePence: values.monthly_price,
            annualPricePence: values.annual_price,
            joiningFeePence: values.joining_fee ?? 0,
            minimumTermMonths: values.minimum_term_months ?? 0,
            noticePeriodMonths: values.notice_period_months ?? 1,
            minAge: values.min_age,
            maxAge: values.max_age,
            proofDocument: values.proof_document,
            advanceBookingDays: values.advance_booking_days ?? 0,
            guestPassesPerMonth: values.guest_passes_per_month ?? 0,
            availableOnline: values.available_online ?? true,
            sortOrder: values.sort_order ?? 0,
          },
          venueIds: (values.venue_ids ?? []).map((venueKey) =>
            Number(context.internalId('venues', venueKey)),
          ),
        };
      }),
    );
    return new Map(rows.map((row, index) => [row.key, String(ids[index])]));
  },
};
