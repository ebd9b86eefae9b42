import { formatPence } from '../../../platform/money';
import type { CancellationPolicy, RefundDestination } from './cancellation-policies.tables';
import { noticePeriod } from './cancellation-terms';

// What a customer agrees to before paying (issue 43): the activity's cancellation policy in one
// or two sentences, in the words the Cancel dialog and the cancellation email use afterwards.

const refundPlace: Record<RefundDestination, string> = {
  credit: 'to your account credit',
  card: 'to the card you paid with',
};

/**
 * The policy as the checkout states it. `refundTo` overrides where refunds go when the payer has
 * no account to hold credit (a visitor's refunds go back to their card).
 */
export function summarisePolicy(
  policy: CancellationPolicy,
  {
    currencyCode,
    refundTo = policy.refundTo,
  }: { currencyCode: string; refundTo?: RefundDestination },
): string {
  const money = (pence: number) => formatPence(pence, currencyCode);
  const until =
    policy.cutoffMinutes === 0
      ? 'up to the start'
      : `up to ${noticePeriod(policy.cutoffMinutes)} before the start`;
  const sentences = [`Cancel ${until} for a full refund ${refundPlace[refundTo]}.`];
  if (policy.cutoffMinutes > 0) {
    if (policy.afterCutoff === 'prevent') sentences.push('After that, it cannot be cancelled.');
    if (policy.afterCutoff === 'no_refund') {
      sentences.push('After that, you can still cancel, but nothing is refunded.');
    }
    if (policy.afterCutoff === 'fee') {
      sentences.push(`After that, cancelling costs a late fee of ${money(policy.lateFeePence)}.`);
    }
  }
  if (policy.noShowFeePence > 0) {
    sentences.push(`Not coming without cancelling costs ${money(policy.noShowFeePence)}.`);
  }
  return sentences.join(' ');
}
