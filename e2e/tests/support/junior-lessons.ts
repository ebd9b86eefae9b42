import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { londonDate } from './booking-data';
import type { Customer } from './customers';

// Junior Swim Lessons at Swiss Cottage are for ages 8 to 15: a parent books them for children
// added to their family through the API (not the journey under test).

export const juniorLessons = {
  venue: 'swiss-cottage-leisure-centre',
  activity: 'junior-swim-lessons',
  name: 'Junior Swim Lessons',
} as const;

interface ClassRow {
  starts_at: { format_24_hour: string };
  spaces: number;
  action_to_show: { status: string | null };
}

/** A date of birth that makes a child `age` to 1 + `age` years old whenever the journey runs. */
function bornYearsAgo(age: number): string {
  return `${new Date().getFullYear() - age - 1}-01-15`;
}

/** Adds a child of about `age` to the parent's family. */
export async function addChild(
  request: APIRequestContext,
  parent: Customer,
  firstName: string,
  age: number,
): Promise<void> {
  const response = await request.post('/api/my-account/family', {
    headers: { authorization: `Bearer ${parent.token}` },
    data: {
      first_name: firstName,
      last_name: 'Booker',
      date_of_birth: bornYearsAgo(age),
      relationship: 'child',
    },
  });
  expect(response.status()).toBe(201);
}

/** A junior lesson in the coming days the parent can book `places` places on: its date and time. */
export async function findJuniorLesson(
  request: APIRequestContext,
  parent: Customer,
  places = 1,
): Promise<{ date: string; time: string }> {
  const { venue, activity } = juniorLessons;
  for (let days = 1; days <= 6; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
      { headers: { authorization: `Bearer ${parent.token}` } },
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: ClassRow[] };
    const row = data.find(
      (lesson) => lesson.action_to_show.status === 'BOOK' && lesson.spaces >= places,
    );
    if (row) return { date, time: row.starts_at.format_24_hour };
  }
  throw new Error(`No junior swimming lesson the parent can book for ${places} in the coming days`);
}
