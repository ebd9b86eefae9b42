import { saveCancellationPolicies } from '../../../venue-setup/cancellation-policies';
import { oneOf, operatorId, pounds, type Parser } from '../import-columns';
import type { ImportKind } from '../import-kind';
import { activityKindOf } from './activity-check-facts';

const refundDestinations = ['credit', 'card'] as const;
const afterCutoffRules = ['prevent', 'no_refund', 'fee'] as const;

/** Hours as people write them ("24", "1.5"), kept as whole minutes; at most 30 days. */
const cutoffHours: Parser<number> = (raw) => {
  const textValue =
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const minutes = Number(textValue) * 60;
  if (
    !/^\d{1,3}(\.\d{1,2})?$/.test(textValue) ||
    !Number.isInteger(Math.round(minutes * 1e6) / 1e6)
  ) {
    return { error: 'must be a number of hours, such as 24 or 1.5 (in whole minutes).' };
  }
  if (minutes > 720 * 60) return { error: 'must be at most 720 hours (30 days).' };
  return { value: Math.round(minutes) };
};

interface CancellationPolicyRow extends Record<string, unknown> {
  policy_id: string;
  activity_id: string | null;
  cutoff_hours: number;
  refund_to: (typeof refundDestinations)[number] | null;
  after_cutoff: (typeof afterCutoffRules)[number] | null;
  late_fee: number | null;
  no_show_fee: number | null;
}

/**
 * How bookings may be cancelled: one policy per activity, and the operator's default (no
 * activity) for the others. A policy for an activity (or the default) that already has one
 * replaces it.
 */
export const cancellationPoliciesKind: ImportKind<CancellationPolicyRow> = {
  name: 'cancellation_policies',
  label: 'cancellation policy',
  key: 'policy_id',
  columns: [
    {
      name: 'policy_id',
      required: true,
      parse: operatorId,
      description: 'Your id for the policy.',
    },
    {
      name: 'activity_id',
      required: false,
      parse: operatorId,
      refersTo: 'activities',
      description:
        'The class, court or ticketed activity it is for; empty for the default of every other activity.',
    },
    {
      name: 'cutoff_hours',
      required: true,
      parse: cutoffHours,
      description:
        'Hours before the start after which the after_cutoff rule applies (0: until the start).',
    },
    {
      name: 'refund_to',
      required: false,
      parse: oneOf(refundDestinations),
      description:
        'Where a cancellation in time is refunded: credit (account credit; the default) or card.',
    },
    {
      name: 'after_cutoff',
      required: false,
      parse: oneOf(afterCutoffRules),
      description:
        'After the cut-off: prevent (cannot cancel; the default), no_refund (cancel without refund) or fee (refund less the late_fee).',
    },
    {
      name: 'late_fee',
      required: false,
      parse: pounds,
      description:
        'With after_cutoff fee: the fee, in pounds, kept from a late cancellation’s refund.',
    },
    {
      name: 'no_show_fee',
      required: false,
      parse: pounds,
      description: 'What a customer owes, in pounds, for not turning up (0 when empty).',
    },
  ],
  async check(row, context) {
    const problems: Array<{ column: string; message: string }> = [];
    const values = row.values;
    const policies = context.rows.get('cancellation_policies') ?? [];
    const twin = policies.find(
      (other) => other !== row && other.values.activity_id === values.activity_id,
    );
    if (twin && policies.indexOf(twin) < policies.indexOf(row)) {
      problems.push({
        column: 'activity_id',
        message:
          values.activity_id === null
            ? `The default policy (no activity_id) is already ${String(twin.values.policy_id)} in ${twin.file} line ${twin.line}: there is one default.`
            : `The activity already has the policy ${String(twin.values.policy_id)} in ${twin.file} line ${twin.line}: an activity has one policy.`,
      });
    }
    const afterCutoff = values.after_cutoff ?? 'prevent';
    if (values.late_fee !== null && afterCutoff !== 'fee') {
      problems.push({
        column: 'late_fee',
        message: `A late fee applies only when after_cutoff is fee (here it is ${afterCutoff}): leave late_fee empty or make after_cutoff fee.`,
      });
    }
    if (afterCutoff === 'fee' && !values.late_fee) {
      problems.push({
        column: 'late_fee',
        message: 'With after_cutoff fee, give the late_fee kept from a late cancellation’s refund.',
      });
    }
    if (values.activity_id !== null) {
      const activity = await activityKindOf(context, values.activity_id);
      if (activity?.kind === 'group') {
        problems.push({
          column: 'activity_id',
          message: `"${activity.name}" is a group, whose activities are booked rather than it: give the policy to them.`,
        });
      }
    }
    return problems;
  },
  async write(rows, context) {
    const ids = await saveCancellationPolicies(
      context.tx,
      rows.map((row) => ({
        id: row.internalId === null ? null : Number(row.internalId),
        fields: {
          categoryId:
            row.values.activity_id === null
              ? null
              : context.internalId('activities', row.values.activity_id),
          cutoffMinutes: row.values.cutoff_hours,
          refundTo: row.values.refund_to ?? 'credit',
          afterCutoff: row.values.after_cutoff ?? 'prevent',
          lateFeePence: row.values.late_fee ?? 0,
          noShowFeePence: row.values.no_show_fee ?? 0,
        },
      })),
    );
    return new Map(rows.map((row, index) => [row.key, String(ids[index])]));
  },
};
