import type { PlanEligibility } from '@lido/contract';

interface EligibilityRule {
  minAge: number | null;
  maxAge: number | null;
  proofDocument: string | null;
}

function describeAges(minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null) return `Ages ${minAge} to ${maxAge}`;
  if (minAge !== null) return `Ages ${minAge} and over`;
  if (maxAge !== null) return `Ages ${maxAge} and under`;
  return 'Everyone';
}

/** Who may hold a plan, in a sentence: "Ages 16 to 24, with a student card". */
export function planEligibility({
  minAge,
  maxAge,
  proofDocument,
}: EligibilityRule): PlanEligibility {
  const ages = describeAges(minAge, maxAge);
  const proof = proofDocument ? `, with a ${proofDocument.toLowerCase()}` : '';
  return {
    min_age: minAge,
    max_age: maxAge,
    proof_document: proofDocument,
    description: `${ages}${proof}`,
  };
}
