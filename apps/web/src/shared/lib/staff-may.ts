import { reachOf, type StaffAction, type StaffRole } from '@lido/contract';

/**
 * Whether a member of staff's role may take the action, from the contract's table of staff
 * actions (the API decides with the same table, and refuses with the reason): what the pages
 * offer a receptionist, a manager and an operator administrator.
 */
export function staffMay(role: StaffRole | null | undefined, action: StaffAction): boolean {
  return role != null && reachOf(action, role) !== null;
}

/**
 * The console's pages are managers' actions; whoever may read the reports may open it (each page
 * is still refused by the API to a role that may not take its own action).
 */
export const opensConsole = (role: StaffRole | null | undefined) => staffMay(role, 'reports.read');
