import type { Database } from '../../../platform/db/client';
import { findOperator, listVenues } from '../../venue-setup/venues';

/**
 * The operator's name and the names of its venues, which a new password must not be built from:
 * anyone guessing the password of a Lido customer or member of staff tries "Swisscottage1" early.
 */
export async function operatorAndVenueNames(db: Database): Promise<string[]> {
  const operator = await findOperator(db);
  if (!operator) return [];
  const venues = await listVenues(db);
  return [
    operator.name,
    ...venues.filter((venue) => venue.operatorId === operator.id).map((venue) => venue.name),
  ];
}
