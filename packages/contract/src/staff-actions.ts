// What each member of staff may do: every action of the desk and the console, which roles may
// take it and over which venues. Routes declare their action (`defineRoute({ action })`) and the
// API decides with this table alone (platform/authorize.ts), before it reads what was sent;
// docs/permissions.md is the same table in words, and a test holds the two together.

/**
 * A receptionist serves the customers of their own venue; a manager also runs the operator's
 * console; an operator administrator is a manager who also answers for the operator's records
 * (every venue's joining records, the audit log's proof, other administrators).
 */
export const staffRoles = ['receptionist', 'manager', 'operator_admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Where a role may take an action: `venue`, for the member of staff's own venue (or a customer
 * whose home venue it is); `operator`, for every venue of their operator.
 */
export type StaffScope = 'venue' | 'operator';

export const UNAUTHORISED_MESSAGE = 'Unauthorised.';
export const ONLY_MANAGER_OPERATES_SESSIONS = 'Only a manager can cancel or move sessions.';
export const ONLY_MANAGER_CHANGES_QUEUE = 'Only a manager can see and change the waiting room.';
export const ONLY_MANAGER_CHANGES_PLANS = 'Only a manager can see and change membership plans.';
export const ONLY_MANAGER_CHANGES_PRICE_LISTS = 'Only a manager can see and change price lists.';
export const ONLY_MANAGER_EDITS_THEME = 'Only a manager can change the theme.';
export const ONLY_MANAGER_CHANGES_ACTIVITY_IMAGES =
  "Only a manager can change an activity's image.";
export const ONLY_MANAGER_CHANGES_PRICES = 'Only a manager can change a price.';
export const ONLY_MANAGER_MANAGES_STAFF = 'Only a manager can see and change staff accounts.';
export const ONLY_MANAGER_SEES_REPORTS = 'Only a manager can see the reports.';
export const ONLY_MANAGER_IMPORTS = 'Only a manager can import data.';
export const ONLY_MANAGER_CONSOLE = 'Only a manager can use the console.';
export const MANAGER_CLOSES_MESSAGE =
  "Closing a customer's account is a manager's action: ask a manager.";
export const ONLY_MANAGER_MANAGES_BOOKING_PARTNERS =
  'Only a manager can add or revoke booking partners.';
export const ONLY_ADMINISTRATOR_VERIFIES_AUDIT =
  "Only the operator's administrator can check the audit log.";

export interface StaffActionRule {
  /** The roles that may take the action, with their reach; a role not listed may not. */
  reach: Partial<Record<StaffRole, StaffScope>>;
  /** What a member of staff whose role may not is told (403). */
  refusal: string;
  /** Roles that may take the action only up to an amount the operator sets. */
  limited?: readonly StaffRole[];
}

const everyRole = (scope: StaffScope) =>
  ({ receptionist: scope, manager: scope, operator_admin: scope }) as const;
const managers = { manager: 'operator', operator_admin: 'operator' } as const;

export const staffActions = {
  'customers.serve': { reach: everyRole('venue'), refusal: UNAUTHORISED_MESSAGE },
  'customers.act-for': { reach: everyRole('venue'), refusal: UNAUTHORISED_MESSAGE },
  'payments.take': { reach: everyRole('venue'), refusal: UNAUTHORISED_MESSAGE },
  'prices.change-in-basket': {
    reach: { manager: 'venue', operator_admin: 'venue' },
    refusal: ONLY_MANAGER_CHANGES_PRICES,
  },
  'refunds.give': { reach: everyRole('venue'), refusal: UNAUTHORISED_MESSAGE },
  'receipts.send': { reach: everyRole('venue'), refusal: UNAUTHORISED_MESSAGE },
  'takings.count': { reach: everyRole('venue'), refusal: UNAUTHORISED_MESSAGE },
  'reconciliation.read': { reach: everyRole('operator'), refusal: UNAUTHORISED_MESSAGE },
  'credit.adjust': {
    reach: everyRole('venue'),
    refusal: UNAUTHORISED_MESSAGE,
    limited: ['receptionist'],
  },
  'account.close': {
    reach: { manager: 'venue', operator_admin: 'venue' },
    refusal: MANAGER_CLOSES_MESSAGE,
  },
  'joining-record.read': {
    reach: { ...everyRole('venue'), operator_admin: 'operator' },
    refusal: UNAUTHORISED_MESSAGE,
  },
  'register.keep': { reach: everyRole('venue'), refusal: UNAUTHORISED_MESSAGE },
  'sessions.set-places': {
    reach: { receptionist: 'venue', ...managers },
    refusal: UNAUTHORISED_MESSAGE,
  },
  'sessions.operate': { reach: managers, refusal: ONLY_MANAGER_OPERATES_SESSIONS },
  'price-lists.change': { reach: managers, refusal: ONLY_MANAGER_CHANGES_PRICE_LISTS },
  'plans.change': { reach: managers, refusal: ONLY_MANAGER_CHANGES_PLANS },
  'theme.change': { reach: managers, refusal: ONLY_MANAGER_EDITS_THEME },
  'activities.change-image': { reach: managers, refusal: ONLY_MANAGER_CHANGES_ACTIVITY_IMAGES },
  'staff.manage': { reach: managers, refusal: ONLY_MANAGER_MANAGES_STAFF },
  'reports.read': { reach: managers, refusal: ONLY_MANAGER_SEES_REPORTS },
  'import.run': { reach: managers, refusal: ONLY_MANAGER_IMPORTS },
  'import.read-keys': { reach: managers, refusal: ONLY_MANAGER_CONSOLE },
  'release-queue.change': { reach: managers, refusal: ONLY_MANAGER_CHANGES_QUEUE },
  'booking-partners.manage': { reach: managers, refusal: ONLY_MANAGER_MANAGES_BOOKING_PARTNERS },
  'audit.verify': {
    reach: { operator_admin: 'operator' },
    refusal: ONLY_ADMINISTRATOR_VERIFIES_AUDIT,
  },
} as const satisfies Record<string, StaffActionRule>;

export type StaffAction = keyof typeof staffActions;

/** Whether the role may take the action only up to the operator's limit. */
export function isLimited(action: StaffAction, role: StaffRole): boolean {
  const rule: StaffActionRule = staffActions[action];
  return rule.limited?.includes(role) === true;
}

/** The reach of a role for an action, or null when the role may not take it. */
export function reachOf(action: StaffAction, role: StaffRole): StaffScope | null {
  const reach: StaffActionRule['reach'] = staffActions[action].reach;
  return reach[role] ?? null;
}
