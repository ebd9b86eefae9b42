import type { APIRequestContext } from '@playwright/test';
import { londonDate } from './booking-data';

export interface CourtSlot {
  date: string;
  court: string;
  time: string;
}

interface SlotRow {
  location: { name: string };
  starts_at: { format_24_hour: string };
  spaces: number;
  action_to_show: { status: string | null };
}

/**
 * A court free to book from 17:00 on one of the coming five days, from the API. Each journey asks
 * for its own court so that journeys running side by side never compete for the same place.
 */
export async function findFreeCourt(
  request: APIRequestContext,
  { venueSlug, activitySlug, court }: { venueSlug: string; activitySlug: string; court: string },
): Promise<CourtSlot> {
  for (let days = 1; days <= 5; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venueSlug}/activity/${activitySlug}/v2/slots?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: SlotRow[] };
    const row = data.find(
      (slot) =>
        slot.location.name === court &&
        slot.action_to_show.status === 'BOOK' &&
        slot.spaces > 0 &&
        slot.starts_at.format_24_hour >= '17:00',
    );
    if (row) return { date, court, time: row.starts_at.format_24_hour };
  }
  throw new Error(`${court} is not free on any of the next five days`);
}
