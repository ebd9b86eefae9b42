import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './cancellation-terms';
import { summarisePolicy } from './policy-summary';

const gbp = { currencyCode: 'GBP' };

describe('a cancellation policy as the checkout states it', () => {
  it("says Lido's default: until the start, to account credit", () => {
    expect(summarisePolicy(DEFAULT_POLICY, gbp)).toBe(
      'Cancel up to the start for a full refund to your account credit.',
    );
  });

  it('names the cut-off and what happens after it', () => {
    const policy = { ...DEFAULT_POLICY, cutoffMinutes: 1440, refundTo: 'card' as const };
    expect(summarisePolicy({ ...policy, afterCutoff: 'prevent' }, gbp)).toBe(
      'Cancel up to 1 day before the start for a full refund to the card you paid with. After that, it cannot be cancelled.',
    );
    expect(summarisePolicy({ ...policy, afterCutoff: 'no_refund' }, gbp)).toContain(
      'After that, you can still cancel, but nothing is refunded.',
    );
    expect(
      summarisePolicy(
        { ...policy, afterCutoff: 'fee', lateFeePence: 350, noShowFeePence: 500 },
        gbp,
      ),
    ).toBe(
      'Cancel up to 1 day before the start for a full refund to the card you paid with. After that, cancelling costs a late fee of £3.50. Not coming without cancelling costs £5.00.',
    );
  });

  it('sends a visitor without an account back to their card', () => {
    expect(
      summarisePolicy({ ...DEFAULT_POLICY, cutoffMinutes: 120 }, { ...gbp, refundTo: 'card' }),
    ).toBe(
      'Cancel up to 2 hours before the start for a full refund to the card you paid with. After that, it cannot be cancelled.',
    );
  });
});
