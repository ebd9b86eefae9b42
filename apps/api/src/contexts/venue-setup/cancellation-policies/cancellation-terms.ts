import { formatPence } from '../../../platform/money';
import type {
  AfterCutoffRule,
  CancellationPolicy,
  RefundDestination,
} from './cancellation-policies.tables';

/** Until an operator sets a policy: cancel until the start, refunded to account credit. */
export const DEFAULT_POLICY: CancellationPolicy = {
  cutoffMinutes: 0,
  refundTo: 'credit',
  afterCutoff: 'prevent',
  lateFeePence: 0,
  noShowFeePence: 0,
};

export const STARTED_CUTOFF_MESSAGE = 'This booking has already started and cannot be cancelled.';

/** What cancelling a booking now would do, by its activity's policy. */
export interface CancellationTerms {
  canBeCancelled: boolean;
  isAfterCutoff: boolean;
  /** The rule in force once past the cut-off (`prevent` once started); null before it. */
  cutoffAction: AfterCutoffRule | null;
  cutoffMessage: string | null;
  /** Given back, to `refundTo`. */
  refundPence: number;
  refundTo: RefundDestination;
  /** The late fee: kept from the price, and any part the price does not cover owed as a penalty. */
  lateFeePence: number;
  penaltyPence: number;
}

/** "2 hours", "90 minutes", "1 day": how the cut-off reads in a message. */
export function noticePeriod(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Judges a cancellation at `now`. Before the cut-off the whole price comes back; after it the
 * policy either refuses, keeps the price, or charges its late fee (from the price first, the rest
 * owed). Once the session has started nobody may cancel.
 */
export function judgeCancellation(
  policy: CancellationPolicy,
  {
    startsAt,
    now,
    pricePence,
    currencyCode,
  }: { startsAt: Date; now: Date; pricePence: number; currencyCode: string },
): CancellationTerms {
  const base = { refundTo: policy.refundTo, lateFeePence: 0, penaltyPence: 0 };
  if (now.getTime() >= startsAt.getTime()) {
    return {
      ...base,
      canBeCancelled: false,
      isAfterCutoff: true,
      cutoffAction: 'prevent',
      cutoffMessage: STARTED_CUTOFF_MESSAGE,
      refundPence: 0,
    };
  }
  const cutoff = startsAt.getTime() - policy.cutoffMinutes * 60_000;
  if (now.getTime() < cutoff) {
    return {
      ...base,
      canBeCancelled: true,
      isAfterCutoff: false,
      cutoffAction: null,
      cutoffMessage: null,
      refundPence: pricePence,
    };
  }
  const within = `less than ${noticePeriod(policy.cutoffMinutes)} before the start`;
  switch (policy.afterCutoff) {
    case 'prevent':
      return {
        ...base,
        canBeCancelled: false,
        isAfterCutoff: true,
        cutoffAction: 'prevent',
        cutoffMessage: `This booking can no longer be cancelled: it is ${within}.`,
        refundPence: 0,
      };
    case 'no_refund':
      return {
        ...base,
        canBeCancelled: true,
        isAfterCutoff: true,
        cutoffAction: 'no_refund',
        cutoffMessage: `It is ${within}: if you cancel now, you will not be refunded.`,
        refundPence: 0,
      };
    case 'fee': {
      const kept = Math.min(policy.lateFeePence, pricePence);
      return {
        ...base,
        canBeCancelled: true,
        isAfterCutoff: true,
        cutoffAction: 'fee',
        cutoffMessage: `It is ${within}: if you cancel now, a late cancellation fee of ${formatPence(policy.lateFeePence, currencyCode)} applies.`,
        refundPence: pricePence - kept,
        lateFeePence: policy.lateFeePence,
        penaltyPence: policy.lateFeePence - kept,
      };
    }
  }
}
