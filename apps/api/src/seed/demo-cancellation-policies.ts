import type { CancellationPolicy } from '../modules/cancellation-policies';

/** A demo category as the catalogue builds it: its id and the activity it is. */
interface DemoCategory {
  id: string;
  slug: string;
  v2Type?: string | null;
}

const CLASSES: CancellationPolicy = {
  // Two hours' notice; later costs £2.00 from the refund (owed if the class was free); no-shows £3.00.
  cutoffMinutes: 120,
  refundTo: 'credit',
  afterCutoff: 'fee',
  lateFeePence: 200,
  noShowFeePence: 300,
};

const COURTS: CancellationPolicy = {
  // A day's notice, refunded to the card that paid; later keeps the price.
  cutoffMinutes: 24 * 60,
  refundTo: 'card',
  afterCutoff: 'no_refund',
  lateFeePence: 0,
  noShowFeePence: 0,
};

/**
 * The demo operator's cancellation policies, so the demo shows each rule: classes take a late
 * fee, courts refund to the card with a day's notice, and swims keep Lido's default (cancel
 * until the start, refunded to account credit).
 */
export function demoCancellationPolicies(
  categories: readonly DemoCategory[],
): (CancellationPolicy & { categoryId: string })[] {
  return categories.flatMap((category) => {
    if (category.v2Type === 'classes') return [{ ...CLASSES, categoryId: category.id }];
    if (category.v2Type === 'resources') return [{ ...COURTS, categoryId: category.id }];
    return [];
  });
}
