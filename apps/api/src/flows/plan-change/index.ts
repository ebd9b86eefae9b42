import { lidoPlugin } from '../../platform/lido-plugin';
import { describeBenefit, listBenefitsOfPlans } from '../../contexts/memberships/benefits';
import { collectMonthlyAmount } from '../../contexts/memberships/direct-debit';
import { registerMembershipPlanChangeRoutes } from '../../contexts/memberships/memberships';

/**
 * Changing a membership's plan: what each plan includes, who may hold it, and the Direct Debit
 * told its new monthly amount.
 */
export const planChangeFlow = lidoPlugin(
  { name: 'plan-change', dependencies: ['memberships'] },
  (scope) => {
    const { db, clock } = scope.lido;
    const directDebitDeps = { db, clock, provider: scope.directDebits.provider };
    registerMembershipPlanChangeRoutes(scope, {
      db,
      clock,
      log: scope.log,
      ports: {
        describePlans: async (tx, planIds) => {
          const benefits = await listBenefitsOfPlans(tx, planIds);
          return new Map(
            [...benefits].map(([planId, rules]) => [planId, rules.map(describeBenefit)]),
          );
        },
        collectMonthly: (membershipId, amountPence) =>
          collectMonthlyAmount(directDebitDeps, membershipId, amountPence),
      },
    });
  },
);
