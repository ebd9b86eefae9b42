import { describe, expect, it } from 'vitest';
import type { MemberBenefits } from '../../memberships/benefits';
import { viewKey, type Viewer } from './viewer';

const THURSDAY = '2026-10-22';
const anyone: Viewer = { isSignedIn: true, isMember: false, advanceDays: 0 };
const benefits: MemberBenefits = { customerId: 1001, rules: [], uses: new Map([['1:2026-10', 1]]) };

describe('viewKey', () => {
  it('is the same for viewers every row is the same for, whoever they are', () => {
    expect(viewKey({ ...anyone, sessions: new Map() }, [THURSDAY])).toBe(
      viewKey(anyone, [THURSDAY]),
    );
    expect(viewKey({ ...anyone, benefits: { ...benefits, customerId: 1004 } }, [THURSDAY])).toBe(
      viewKey({ ...anyone, benefits }, [THURSDAY]),
    );
  });

  it('differs with each part of the viewer a row reads', () => {
    const variants: Viewer[] = [
      anyone,
      { ...anyone, isSignedIn: false },
      { ...anyone, isMember: true },
      { ...anyone, advanceDays: 2 },
      { ...anyone, sessions: new Map([[7, { bookingId: 3, inBasket: false, waitlist: null }]]) },
      { ...anyone, sessions: new Map([[7, { bookingId: null, inBasket: true, waitlist: null }]]) },
      { ...anyone, benefits },
      { ...anyone, benefits: { ...benefits, uses: new Map([['1:2026-10', 2]]) } },
      { ...anyone, restrictionOn: () => null },
      {
        ...anyone,
        restrictionOn: () => ({ kind: 'induction', rowReason: 'Induction needed', message: '' }),
      },
    ];
    const keys = variants.map((viewer) => viewKey(viewer, [THURSDAY]));
    expect(new Set(keys).size).toBe(variants.length);
  });
});
