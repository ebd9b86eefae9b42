import { describe, expect, it } from 'vitest';
import { planEligibility } from './plan-eligibility';

describe('planEligibility', () => {
  it.each([
    [null, null, null, 'Everyone'],
    [16, null, null, 'Ages 16 and over'],
    [null, 15, null, 'Ages 15 and under'],
    [16, 24, 'Student card', 'Ages 16 to 24, with a student card'],
    [null, null, 'Proof of benefits', 'Everyone, with a proof of benefits'],
  ])('min %s, max %s, proof %s: "%s"', (minAge, maxAge, proofDocument, description) => {
    expect(planEligibility({ minAge, maxAge, proofDocument })).toEqual({
      min_age: minAge,
      max_age: maxAge,
      proof_document: proofDocument,
      description,
    });
  });
});
