import type { ImportKind } from './import-kind';
import { activitiesKind } from './kinds/activities';
import { bookingWindowsKind } from './kinds/booking-windows';
import { cancellationPoliciesKind } from './kinds/cancellation-policies';
import { closuresKind } from './kinds/closures';
import { customersKind } from './kinds/customers';
import { locationsKind } from './kinds/locations';
import { membershipPlansKind } from './kinds/membership-plans';
import { operatorKind } from './kinds/operator';
import { pricesKind } from './kinds/prices';
import { schedulesKind } from './kinds/schedules';
import { staffKind } from './kinds/staff';
import { venuesKind } from './kinds/venues';

/**
 * Every kind an operator imports, in the order they are written: a row may refer only to kinds
 * before its own (a location to its venue, a schedule to its activity and location).
 */
export const importKinds: readonly ImportKind[] = [
  operatorKind,
  venuesKind,
  locationsKind,
  activitiesKind,
  pricesKind,
  bookingWindowsKind,
  cancellationPoliciesKind,
  schedulesKind,
  closuresKind,
  membershipPlansKind,
  staffKind,
  customersKind,
];
