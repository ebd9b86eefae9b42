import type { WaitlistEntry } from '@lido/contract';

/** A waitlist entry as `GET /api/my-account/waitlists` answers it: Reformer Pilates at 12:00. */
export function wireWaitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 41,
    status: 'waiting',
    position: 2,
    user_id: 1001,
    party_size: 1,
    joined_at: '2026-10-20T09:00:00.000Z',
    offer_expires_at: null,
    occurrence: {
      id: 77,
      public_id: 'reformer-noon',
      name: 'Reformer Pilates',
      venue_name: 'Swiss Cottage Leisure Centre',
      venue_slug: 'swiss-cottage',
      category_slug: 'reformer-pilates',
      location_name: 'Studio 1',
      date: '2026-10-21',
      starts_at: { format_12_hour: '12:00pm', format_24_hour: '12:00' },
      ends_at: { format_12_hour: '12:50pm', format_24_hour: '12:50' },
    },
    ...overrides,
  };
}
