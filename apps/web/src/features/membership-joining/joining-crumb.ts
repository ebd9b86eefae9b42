import type { LidoState } from '../../shared/lib/store-hooks';

// The join page's breadcrumb ends with the plan's name, which its address holds only as an id.
// The route's loader (joining-route-loader.ts) has the plan in the cache before the page shows,
// so the trail reads it from there. Kept free of imports: the router loads it with every page.

interface CachedQuery {
  endpointName?: string;
  data?: unknown;
}

function nameIn(entry: CachedQuery, planId: string): string | null {
  if (entry.endpointName === 'getVenueMembershipPlans' && Array.isArray(entry.data)) {
    const plans = entry.data as { id: number; name: string }[];
    return plans.find((plan) => String(plan.id) === planId)?.name ?? null;
  }
  if (entry.endpointName === 'getJoiningMembership' && entry.data) {
    const { plan } = entry.data as { plan: { id: number; name: string } };
    return String(plan.id) === planId ? plan.name : null;
  }
  return null;
}

/** The name of plan `planId` as a page of this visit loaded it; null before any has. */
export function cachedPlanName(state: LidoState, planId: string): string | null {
  for (const entry of Object.values(state.api.queries)) {
    const name = entry ? nameIn(entry, planId) : null;
    if (name) return name;
  }
  return null;
}
