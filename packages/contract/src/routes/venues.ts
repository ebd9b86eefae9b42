import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';

/** A venue slug or, as the live API also accepts, its numeric id. */
export const VenueIdentifier = z.string().min(1).max(120);

export const Venue = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  venue_type: z.string(),
  /** One line: the address lines, area, town and postcode. */
  address: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  town: z.string(),
  area: z.string(),
  postcode: z.string(),
  /** Null when the venue has no coordinates; clients skip such venues on the map. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  timezone: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  activities_v2_enabled: z.boolean(),
  display_venue_selection_button: z.boolean(),
  online_joining_enabled: z.boolean(),
});
export type Venue = z.infer<typeof Venue>;

export const VenueParams = z.object({ venue: VenueIdentifier });

export const getVenues = defineRoute({
  method: 'GET',
  path: '/api/activities/venues',
  summary: "The operator's venues, by name",
  tags: ['venues'],
  auth: 'public',
  response: dataEnvelope(z.array(Venue)),
  errors: [],
});

export const getOnlineJoiningVenues = defineRoute({
  method: 'GET',
  path: '/api/activities/venues/online-joining',
  summary: 'The venues that offer online membership joining',
  tags: ['venues'],
  auth: 'public',
  response: dataEnvelope(z.array(Venue)),
  errors: [],
});

export const getVenue = defineRoute({
  method: 'GET',
  path: '/api/activities/venues/:venue',
  summary: 'One venue, by slug or numeric id',
  tags: ['venues'],
  auth: 'public',
  params: VenueParams,
  response: dataEnvelope(Venue),
  errors: ['NOT_FOUND'],
});
