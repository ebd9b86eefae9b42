import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AccessibilityChecks } from './accessible-page';
import { addedCopy, londonDate, type ClassRow } from './booking-data';

const defaultVenue = 'swiss-cottage-leisure-centre';

/**
 * Adds the first class of `activity` with places left in the next five days (classes run on some
 * weekdays only) to the basket from its timetable, checking the timetable with axe first. Answers
 * the class's name and start time.
 */
export async function addOpenClass(
  page: Page,
  request: APIRequestContext,
  axe: AccessibilityChecks,
  activity: string,
  venue: string = defaultVenue,
): Promise<{ name: string; time: string }> {
  for (let days = 1; days <= 5; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: ClassRow[] };
    const row = data.find((item) => item.action_to_show.status === 'BOOK' && item.spaces > 0);
    if (!row) continue;
    const time = row.starts_at.format_24_hour;
    await page.goto(`/location/${venue}/${activity}/${date}`);
    const book = page
      .getByTestId('class')
      .getByRole('button', { name: `Book ${row.name} at ${time}` });
    await expect(book).toBeVisible();
    await axe.check(`${activity} timetable`);
    await book.click();
    await expect(page.getByText(addedCopy)).toBeVisible();
    return { name: row.name, time };
  }
  throw new Error(`No bookable ${activity} class in the next five days`);
}
