import type { CategoryDetail, CategorySummary, Location } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import { findVenueByIdentifier, VENUE_NOT_FOUND_MESSAGE, type VenueRow } from '../venues';
import {
  listCategoryLocations,
  listVenueCategories,
  type CategoryRow,
  type LocationRow,
} from './catalogue.repository';

export const ACTIVITY_NOT_FOUND_MESSAGE = "We couldn't find the activity you are looking for";

export interface CatalogueDeps {
  db: Database;
}

async function requireVenue(db: Database, identifier: string): Promise<VenueRow> {
  const venue = await findVenueByIdentifier(db, identifier);
  if (!venue) throw notFound(VENUE_NOT_FOUND_MESSAGE);
  return venue;
}

/** The venue's root categories, each saying whether it has children. */
export async function listRootCategories(
  { db }: CatalogueDeps,
  venueIdentifier: string,
): Promise<CategorySummary[]> {
  const venue = await requireVenue(db, venueIdentifier);
  const rows = await listVenueCategories(db, venue.id);
  const parentIds = new Set(rows.map((row) => row.parentId).filter(Boolean));
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => toSummary(row, parentIds.has(row.id)));
}

/** One category by slug (or id) with its children, parent and locations. */
export async function getCategory(
  { db }: CatalogueDeps,
  venueIdentifier: string,
  slugOrId: string,
): Promise<CategoryDetail> {
  const venue = await requireVenue(db, venueIdentifier);
  const rows = await listVenueCategories(db, venue.id);
  const category = rows.find((row) => row.slug === slugOrId || row.id === slugOrId);
  if (!category) throw notFound(ACTIVITY_NOT_FOUND_MESSAGE);

  const parentIds = new Set(rows.map((row) => row.parentId).filter(Boolean));
  const children = rows.filter((row) => row.parentId === category.id);
  const parent = category.parentId ? rows.find((row) => row.id === category.parentId) : undefined;
  // A root has no locations of its own; it shows its activities' courts, lanes and studios.
  const locationOwners = children.length > 0 ? children.map((row) => row.id) : [category.id];
  const locations = await listCategoryLocations(db, locationOwners);

  return {
    v2: venue.activitiesV2Enabled,
    id: category.id,
    v2Id: category.id,
    name: category.name,
    slug: category.slug,
    v2_slug: category.slug,
    v1_slug: category.slug,
    description: category.description,
    v1_type: category.v1Type,
    v2_type: category.v2Type,
    allocation_strategy: category.allocationStrategy,
    image: category.image,
    browse_by_name: category.browseByName,
    has_children: children.length > 0,
    parent_slug: parent?.slug ?? null,
    parent_name: parent?.name ?? null,
    is_root: category.parentId === null,
    allows_anonymous_bookings: category.allowsAnonymousBookings,
    children: children.map((row) => toSummary(row, parentIds.has(row.id))),
    locations: locations.map((row) => toLocation(row, venue.slug)),
  };
}

function toSummary(row: CategoryRow, hasChildren: boolean): CategorySummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    has_children: hasChildren,
    is_root: row.parentId === null,
    v1_type: row.v1Type,
    v2_type: row.v2Type,
  };
}

/** The live location shape: the id travels as a string of digits. */
export function toLocation(
  row: Pick<LocationRow, 'id' | 'name' | 'type' | 'slug' | 'venueId'>,
  venueSlug: string,
): Location {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    slug: row.slug,
    venue_id: row.venueId,
    venue_slug: venueSlug,
  };
}
