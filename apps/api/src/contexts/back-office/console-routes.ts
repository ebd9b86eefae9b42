import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { type QueueEmail, registerStaffAccountsRoutes } from '../people/accounts';
import { registerActivityImageConsoleRoutes } from '../venue-setup/activity-images';
import { registerPriceListsRoutes } from '../venue-setup/catalogue';
import { recordConsoleChange } from '../people/desk-audit';
import { registerPlanSettingsRoutes } from '../memberships/memberships';
import { registerThemeEditingRoutes } from '../venue-setup/site-config';

// The operator console's pages that change what a module owns (a theme, staff, prices, plans,
// activities' images).
// Staff roles, a manager's reach and the desk's audit belong to modules the owners may not
// import, so they are plugged in here, as ports.

export function registerConsoleRoutes(
  app: FastifyInstance,
  { db, clock, queueEmail }: { db: Database; clock: Clock; queueEmail: QueueEmail },
): void {
  // The console's Theme page: each change is audited at every venue whose theme it changed.
  registerThemeEditingRoutes(app, {
    db,
    clock,
    recordThemeChange: (tx, { staffUserId, themeOf, venueIds, before, after }, now) =>
      recordConsoleChange(tx, {
        staffUserId,
        venueIds,
        action: 'theme-changed',
        details: { theme_of: themeOf, before, after },
        now,
      }),
  });
  // The console's Staff page: each addition or change is audited at the member's venue (and at
  // the one they left, when moved), with the invitation queued in the same transaction.
  registerStaffAccountsRoutes(app, {
    db,
    clock,
    queueEmail,
    recordStaffChange: (tx, { memberId, memberName, before, after, ...change }, now) =>
      recordConsoleChange(tx, {
        ...change,
        details: { staff_user_id: memberId, name: memberName, before, after },
        now,
      }),
  });
  // The console's Prices page: each change is audited at the activity's venue.
  registerPriceListsRoutes(app, {
    db,
    clock,
    recordPriceChange: (
      tx,
      { staffUserId, venueId, pricingOptionId, activity, name, before, after },
      now,
    ) =>
      recordConsoleChange(tx, {
        staffUserId,
        venueIds: [venueId],
        action: 'price-list-changed',
        details: { pricing_option_id: pricingOptionId, activity, name, before, after },
        now,
      }),
  });
  // The console's Activities page: each new or removed image is audited at the activity's venue.
  registerActivityImageConsoleRoutes(app, {
    db,
    clock,
    recordImageChange: (tx, { staffUserId, venueId, activityId, activity, before, after }, now) =>
      recordConsoleChange(tx, {
        staffUserId,
        venueIds: [venueId],
        action: 'activity-image-changed',
        details: {
          activity_id: activityId,
          activity,
          before: { image: before },
          after: { image: after },
        },
        now,
      }),
  });
  // The console's Membership plans page: each change is audited at every venue selling the plan.
  registerPlanSettingsRoutes(app, {
    db,
    clock,
    recordPlanChange: (tx, { staffUserId, venueIds, planId, plan, before, after }, now) =>
      recordConsoleChange(tx, {
        staffUserId,
        venueIds,
        action: 'plan-changed',
        details: { membership_plan_id: planId, plan, before, after },
        now,
      }),
  });
}
