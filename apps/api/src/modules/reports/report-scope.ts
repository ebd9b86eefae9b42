import { ONLY_MANAGER_SEES_REPORTS, REPORT_VENUE_NOT_FOUND } from '@lido/contract';
import type { Database } from '../../platform/db/client';
import { DomainError } from '../../platform/errors/domain-error';
import type { Caller } from '../../platform/http/auth-guard';
import { deskStaffOf, findStaffRole } from '../accounts';
import { findOperator, listVenues, type VenueRow } from '../venues';

export interface ReportsDeps {
  db: Database;
}

export interface ManagerScope {
  venue: VenueRow;
  venues: VenueRow[];
  operatorId: number;
}

/**
 * Reports are for managers: a customer is refused as at the desk ("Unauthorised."), a
 * receptionist with the reason. A manager reports on their own venue unless they name another of
 * their operator's; a venue that is not one of those is not found.
 */
export async function managerScope(
  deps: ReportsDeps,
  caller: Caller,
  venueId: number | undefined,
): Promise<ManagerScope> {
  const staff = deskStaffOf(caller);
  if ((await findStaffRole(deps.db, staff.staffUserId)) !== 'manager') {
    throw new DomainError('FORBIDDEN', ONLY_MANAGER_SEES_REPORTS);
  }
  const all = await listVenues(deps.db);
  const own = all.find((venue) => venue.id === staff.venueId);
  if (!own) throw new DomainError('FORBIDDEN', ONLY_MANAGER_SEES_REPORTS);
  const venues = all.filter((venue) => venue.operatorId === own.operatorId);
  const venue = venueId === undefined ? own : venues.find((each) => each.id === venueId);
  if (!venue) throw new DomainError('NOT_FOUND', REPORT_VENUE_NOT_FOUND);
  return { venue, venues, operatorId: own.operatorId };
}

export const wireVenue = (venue: VenueRow) => ({ id: venue.id, name: venue.name });

export async function currencyOf(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}
