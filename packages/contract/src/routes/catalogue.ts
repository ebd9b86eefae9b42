import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { VenueIdentifier } from './venues';

export const V1Type = z.enum(['class_templates', 'ad_hoc_templates', 'fast_ticket_templates']);
export const V2Type = z.enum(['classes', 'resources', 'ticketed']);

/** A court, lane, studio or pool: `{"id":"5043","name":"Hall A, Crt 1","type":"resource",…}`. */
export const Location = z.object({
  id: z.string().regex(/^\d+$/),
  name: z.string(),
  type: z.string(),
  slug: z.string(),
  venue_id: z.number().int(),
  venue_slug: z.string(),
});
export type Location = z.infer<typeof Location>;

/**
 * An activity category as listed: a root ("Sports Hall Activities") or one of its children. The
 * live list sends `name`, `slug` and `has_children`; Lido always adds the rest.
 */
export const CategorySummary = z.object({
  name: z.string(),
  slug: z.string(),
  has_children: z.boolean(),
  id: z.string().optional(),
  description: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  is_root: z.boolean().optional(),
  v1_type: V1Type.nullable().optional(),
  v2_type: V2Type.nullable().optional(),
});
export type CategorySummary = z.infer<typeof CategorySummary>;

export const CategoryDetail = z.object({
  v2: z.boolean(),
  id: z.string(),
  v2Id: z.string(),
  name: z.string(),
  slug: z.string(),
  v2_slug: z.string(),
  v1_slug: z.string(),
  /** Lido's additions to the live shape (always sent). */
  description: z.string().nullable().optional(),
  v1_type: V1Type.nullable(),
  v2_type: V2Type.nullable(),
  /** `customer` lets the customer choose the court or lane; `system` allocates one. */
  allocation_strategy: z.string(),
  image: z.string().nullable(),
  browse_by_name: z.string(),
  has_children: z.boolean(),
  parent_slug: z.string().nullable(),
  parent_name: z.string().nullable(),
  is_root: z.boolean(),
  allows_anonymous_bookings: z.boolean().optional(),
  children: z.array(CategorySummary),
  /** The category's own locations; a root lists its children's. */
  locations: z.array(Location),
});
export type CategoryDetail = z.infer<typeof CategoryDetail>;

export const getCategories = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/categories',
  summary: "The venue's root activity categories",
  tags: ['catalogue'],
  auth: 'public',
  params: z.object({ venue: VenueIdentifier }),
  response: dataEnvelope(z.array(CategorySummary)),
  errors: ['NOT_FOUND'],
});

export const getCategory = defineRoute({
  method: 'GET',
  path: '/api/activities/venue/:venue/categories/:slug',
  summary: 'One activity category, by slug or id, with its children and locations',
  tags: ['catalogue'],
  auth: 'public',
  params: z.object({ venue: VenueIdentifier, slug: z.string().min(1).max(120) }),
  response: dataEnvelope(CategoryDetail),
  errors: ['NOT_FOUND'],
});
