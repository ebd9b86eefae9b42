import { REPORT_VENUE_NOT_FOUND } from '@lido/contract';
import { authorize, reaches } from '../../../platform/authorize';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { findOperator, listVenues, type VenueRow } from '../../venue-setup/venues';

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
  const staff = authorize(caller, 'reports.read');
  const venues = (await listVenues(deps.db)).filter((venue) =>
    reaches(staff, 'reports.read', venue),
  );
  const venue = venues.find((each) => each.id === (venueId ?? staff.staffVenueId));
  if (!venue) throw new DomainError('NOT_FOUND', REPORT_VENUE_NOT_FOUND);
  return { venue, venues, operatorId: staff.staffOperatorId };
}

export const wireVenue = (venue: VenueRow) => ({ id: venue.id, name: venue.name });

export async function currencyOf(db: Database): Promise<string> {
  return (await findOperator(db))?.currencyCode ?? 'GBP';
}
