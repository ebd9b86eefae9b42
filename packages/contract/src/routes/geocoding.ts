import { z } from 'zod';
import { defineRoute } from '../define-route';

export const GeocodeKind = z.enum(['place', 'postcode', 'venue']);

export const GeocodeResult = z.object({
  name: z.string(),
  /** County or unitary authority, when known. */
  county: z.string().nullable(),
  /** England, Scotland, Wales or Northern Ireland (or the provider's region), when known. */
  region: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  kind: GeocodeKind,
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;

export const GeocodeResponse = z.object({
  data: z.array(GeocodeResult),
  /** The data's licence credit, to show beside the map. */
  attribution: z.string(),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

export const getGeocode = defineRoute({
  method: 'GET',
  path: '/api/geocode',
  summary: 'Places, postcodes and venues in Great Britain matching a search term',
  tags: ['geocoding'],
  auth: 'public',
  query: z.object({
    q: z.string().max(100, 'The search term may not be longer than 100 characters.'),
    limit: z.coerce.number().int().min(1).max(10).optional(),
  }),
  response: GeocodeResponse,
  errors: [],
});
