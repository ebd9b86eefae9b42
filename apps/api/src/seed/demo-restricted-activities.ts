// Activities only some customers may book: junior swimming lessons for ages 8 to 15 at the
// venues with a pool, at every venue a gym whose sessions need a gym induction first, and a
// climbing wall (14 and over, with a signed acknowledgement of risk) at the venues that have one.
// They are added after the rest of the catalogue, and each after the ones before it, so that
// every earlier id stays as it was.
import type { RestrictionKind } from '../modules/restrictions';
import {
  stableUuidV7,
  type CategoryRow,
  type DemoCatalogue,
  type LocationRow,
  type ScheduleRow,
} from './demo-catalogue';
import { demoInstructors } from './demo-activity-templates';
import type { DemoVenue } from './demo-venues';
import {
  CLIMBING_SLUG,
  CLIMBING_WAIVER_ID,
  JUNIOR_SWIM_SLUG,
  JUNIOR_SWIM_WAIVER_ID,
} from './demo-consent';

export interface RestrictionRow {
  id: number;
  categoryId: string;
  kind: RestrictionKind;
  minAge: number | null;
  maxAge: number | null;
  inductionCategoryId: string | null;
  waiverId: number | null;
}

interface RestrictedClass {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  capacity: number;
  pricePence: number;
  memberPricePence: number | null;
  /** [ISO weekday, 'HH:MM'] pairs. */
  times: [number, string][];
}

export const JUNIOR_SWIM_AGES = { min: 8, max: 15 };

const juniorSwim: RestrictedClass = {
  slug: JUNIOR_SWIM_SLUG,
  name: 'Junior Swim Lessons',
  description:
    'Small-group swimming lessons for ages 8 to 15 with a qualified teacher, from first strokes to confident lengths.',
  durationMinutes: 45,
  capacity: 8,
  pricePence: 750,
  memberPricePence: null,
  times: [
    [3, '17:00'],
    [6, '09:00'],
    [7, '09:00'],
  ],
};

const gymInduction: RestrictedClass = {
  slug: 'gym-induction',
  name: 'Gym Induction',
  description:
    'A free hour with a gym instructor: how each machine works, warming up safely and a plan to start with. Needed once before booking a gym session.',
  durationMinutes: 60,
  capacity: 4,
  pricePence: 0,
  memberPricePence: null,
  times: [
    [1, '10:00'],
    [2, '18:30'],
    [3, '10:00'],
    [4, '18:30'],
    [5, '10:00'],
    [6, '11:00'],
    [7, '11:00'],
  ],
};

const gymSession: RestrictedClass = {
  slug: 'gym-session',
  name: 'Gym Session',
  description: 'An hour in the gym: cardio, free weights and resistance machines.',
  durationMinutes: 60,
  capacity: 25,
  pricePence: 550,
  memberPricePence: 0,
  times: [
    [1, '07:00'],
    [1, '18:00'],
    [2, '07:00'],
    [2, '18:00'],
    [3, '07:00'],
    [3, '18:00'],
    [4, '07:00'],
    [4, '18:00'],
    [5, '07:00'],
    [5, '18:00'],
    [6, '10:00'],
    [7, '10:00'],
  ],
};

const climbingWall: RestrictedClass = {
  slug: CLIMBING_SLUG,
  name: 'Climbing Wall',
  description:
    'Top rope and bouldering on the climbing wall, with an instructor on hand. Harness and belay device included.',
  durationMinutes: 90,
  capacity: 12,
  pricePence: 1100,
  memberPricePence: 800,
  times: [
    [2, '18:30'],
    [4, '18:30'],
    [6, '14:00'],
    [7, '14:00'],
  ],
};

export const CLIMBING_MIN_AGE = 14;
/** The demo venues with a climbing wall. */
export const CLIMBING_WALL_VENUES = [
  'swiss-cottage-leisure-centre',
  'crystal-palace-national-sports-centre',
];

/** Adds the restricted activities to `catalogue` and returns their restrictions. */
export function addRestrictedActivities(
  catalogue: DemoCatalogue,
  venues: readonly DemoVenue[],
): RestrictionRow[] {
  const restrictions: RestrictionRow[] = [];
  let pricingOptionId = Math.max(...catalogue.pricingOptions.map((option) => option.id)) + 1;
  let scheduleId = Math.max(...catalogue.schedules.map((schedule) => schedule.id)) + 1;
  let restrictionId = 1;

  const builderFor = (venue: DemoVenue, venueIndex: number) => {
    let locationNumber =
      catalogue.locations.filter((location) => location.venueId === venue.id).length + 1;
    const addLocation = (name: string, slug: string, type: string): LocationRow => {
      const row = {
        id: venue.id * 100 - 9_000_000 + locationNumber++,
        venueId: venue.id,
        slug,
        name,
        type,
      };
      catalogue.locations.push(row);
      return row;
    };
    const addClass = (
      template: RestrictedClass,
      parentId: string,
      location: LocationRow,
      sortOrder: number,
    ): CategoryRow => {
      const category: CategoryRow = {
        id: stableUuidV7(`${venue.slug}/${template.slug}`),
        venueId: venue.id,
        parentId,
        slug: template.slug,
        name: template.name,
        description: template.description,
        v1Type: 'class_templates',
        v2Type: 'classes',
        allocationStrategy: 'system',
        browseByName: 'location',
        sortOrder,
        // Who is going must be known to check who may go.
        allowsAnonymousBookings: false,
      };
      catalogue.categories.push(category);
      catalogue.categoryLocations.push({ categoryId: category.id, locationId: location.id });
      catalogue.pricingOptions.push({
        id: pricingOptionId++,
        categoryId: category.id,
        name: 'Standard',
        kind: 'standard',
        pricePence: template.pricePence,
        memberPricePence: template.memberPricePence,
        sortOrder: 0,
      });
      template.times.forEach(([weekday, startTime], timeIndex) => {
        const schedule: ScheduleRow = {
          id: scheduleId++,
          categoryId: category.id,
          venueId: venue.id,
          locationId: location.id,
          kind: 'class',
          name: template.name,
          weekday,
          startTime,
          durationMinutes: template.durationMinutes,
          capacity: template.capacity,
          hasWaitlist: true,
        };
        catalogue.schedules.push(schedule);
        const instructor =
          demoInstructors[(venueIndex * 5 + timeIndex + sortOrder) % demoInstructors.length];
        if (instructor)
          catalogue.scheduleInstructors.push({
            scheduleId: schedule.id,
            instructorId: instructor.id,
          });
      });
      return category;
    };
    const addRoot = (slug: string, name: string, description: string, sortOrder: number) => {
      const root: CategoryRow = {
        id: stableUuidV7(`${venue.slug}/${slug}`),
        venueId: venue.id,
        parentId: null,
        slug,
        name,
        description,
        v1Type: null,
        v2Type: null,
        allocationStrategy: 'system',
        browseByName: 'location',
        sortOrder,
        allowsAnonymousBookings: false,
      };
      catalogue.categories.push(root);
      return root;
    };
    return { addLocation, addClass, addRoot };
  };
  const noRule = { minAge: null, maxAge: null, inductionCategoryId: null, waiverId: null };

  venues.forEach((venue, venueIndex) => {
    const { addLocation, addClass, addRoot } = builderFor(venue, venueIndex);
    if (venue.hasPool) {
      const teachingPool =
        catalogue.locations.find(
          (location) => location.venueId === venue.id && location.slug === 'teaching-pool',
        ) ?? addLocation('Teaching Pool', 'teaching-pool', 'pool');
      const lessons = addClass(juniorSwim, stableUuidV7(`${venue.slug}/swimming`), teachingPool, 9);
      restrictions.push({
        id: restrictionId++,
        categoryId: lessons.id,
        kind: 'age',
        minAge: JUNIOR_SWIM_AGES.min,
        maxAge: JUNIOR_SWIM_AGES.max,
        inductionCategoryId: null,
        waiverId: null,
      });
      restrictions.push({
        id: restrictionId++,
        categoryId: lessons.id,
        kind: 'waiver',
        minAge: null,
        maxAge: null,
        inductionCategoryId: null,
        waiverId: JUNIOR_SWIM_WAIVER_ID,
      });
    }

    const gym = addRoot(
      'gym',
      'Gym',
      'Gym sessions, and the induction to take before your first one.',
      4,
    );
    const gymFloor = addLocation('Gym', 'gym', 'gym');
    const induction = addClass(gymInduction, gym.id, gymFloor, 0);
    const sessions = addClass(gymSession, gym.id, gymFloor, 1);
    restrictions.push({
      id: restrictionId++,
      categoryId: sessions.id,
      kind: 'induction',
      minAge: null,
      maxAge: null,
      inductionCategoryId: induction.id,
      waiverId: null,
    });
    // Gym sessions are for adults; the induction is where 16 and 17 year olds start too.
    restrictions.push({
      id: restrictionId++,
      categoryId: sessions.id,
      kind: 'age',
      minAge: 16,
      maxAge: null,
      inductionCategoryId: null,
      waiverId: null,
    });
  });

  venues.forEach((venue, venueIndex) => {
    if (!CLIMBING_WALL_VENUES.includes(venue.slug)) return;
    const { addLocation, addClass, addRoot } = builderFor(venue, venueIndex);
    const climbing = addRoot(
      'climbing',
      'Climbing',
      'Roped climbing and bouldering on the wall.',
      5,
    );
    const wall = addLocation('Climbing Wall', 'climbing-wall', 'climbing-wall');
    const sessions = addClass(climbingWall, climbing.id, wall, 0);
    restrictions.push(
      {
        ...noRule,
        id: restrictionId++,
        categoryId: sessions.id,
        kind: 'age',
        minAge: CLIMBING_MIN_AGE,
      },
      {
        ...noRule,
        id: restrictionId++,
        categoryId: sessions.id,
        kind: 'waiver',
        waiverId: CLIMBING_WAIVER_ID,
      },
    );
  });
  return restrictions;
}
