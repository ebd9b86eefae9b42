import { createHash } from 'node:crypto';
import type { OccurrenceKind } from '../modules/timetable';
import type { V1Type, V2Type } from '../modules/catalogue';
import {
  classTemplates,
  courtTemplates,
  demoInstructors,
  tagId,
  ticketedTemplates,
} from './demo-activity-templates';
import type { DemoVenue } from './demo-venues';

export interface CategoryRow {
  id: string;
  venueId: number;
  parentId: string | null;
  slug: string;
  name: string;
  description: string | null;
  v1Type: V1Type | null;
  v2Type: V2Type | null;
  allocationStrategy: string;
  browseByName: string;
  sortOrder: number;
  allowsAnonymousBookings: boolean;
}
export interface LocationRow {
  id: number;
  venueId: number;
  slug: string;
  name: string;
  type: string;
}
export interface PricingOptionRow {
  id: number;
  categoryId: string;
  name: string;
  kind: 'standard' | 'ticket';
  pricePence: number;
  memberPricePence: number | null;
  sortOrder: number;
}
export interface ScheduleRow {
  id: number;
  categoryId: string;
  venueId: number;
  locationId: number | null;
  kind: OccurrenceKind;
  name: string;
  weekday: number;
  startTime: string;
  durationMinutes: number;
  capacity: number;
  /** Classes keep a waitlist; courts and drop-ins do not. */
  hasWaitlist?: boolean;
}

export interface DemoCatalogue {
  categories: CategoryRow[];
  categoryLocations: { categoryId: string; locationId: number }[];
  locations: LocationRow[];
  pricingOptions: PricingOptionRow[];
  schedules: ScheduleRow[];
  scheduleInstructors: { scheduleId: number; instructorId: number }[];
  scheduleTags: { scheduleId: number; tagId: number }[];
}

/** A stable id in UUIDv7 layout, derived from a name so that re-seeding gives the same ids. */
export function stableUuidV7(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  // 48-bit "timestamp" fixed at 2025-01-01, then version 7 and the RFC 4122 variant.
  const timestamp = (1735689600000).toString(16).padStart(12, '0');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${timestamp.slice(0, 8)}-${timestamp.slice(8, 12)}-7${hex.slice(0, 3)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds every venue's activities, courts, prices and weekly schedules, deterministically. */
export function buildDemoCatalogue(venues: readonly DemoVenue[]): DemoCatalogue {
  const catalogue: DemoCatalogue = {
    categories: [],
    categoryLocations: [],
    locations: [],
    pricingOptions: [],
    schedules: [],
    scheduleInstructors: [],
    scheduleTags: [],
  };
  let pricingOptionId = 2001;
  let scheduleId = 1;

  venues.forEach((venue, venueIndex) => {
    let locationNumber = 1;
    const addLocation = (name: string, type: string): LocationRow => {
      const row = {
        id: venue.id * 100 - 9_000_000 + locationNumber++,
        venueId: venue.id,
        slug: slugify(name),
        name,
        type,
      };
      catalogue.locations.push(row);
      return row;
    };
    const addCategory = (row: Omit<CategoryRow, 'id' | 'venueId'>): CategoryRow => {
      const category = { ...row, id: stableUuidV7(`${venue.slug}/${row.slug}`), venueId: venue.id };
      catalogue.categories.push(category);
      return category;
    };

    // Fitness classes in the studio (and the pool for aqua aerobics).
    const fitness = addCategory({
      parentId: null,
      slug: 'fitness-classes',
      name: 'Fitness Classes',
      description: 'Instructor-led classes in the studios and pool.',
      v1Type: null,
      v2Type: null,
      allocationStrategy: 'system',
      browseByName: 'location',
      sortOrder: 1,
      allowsAnonymousBookings: true,
    });
    const studio = addLocation('Studio 1', 'studio');
    const teachingPool = venue.hasPool ? addLocation('Teaching Pool', 'pool') : undefined;
    classTemplates
      .filter((template) => template.slug !== 'aqua-aerobics' || teachingPool)
      .forEach((template, templateIndex) => {
        const location = template.slug === 'aqua-aerobics' && teachingPool ? teachingPool : studio;
        const category = addCategory({
          parentId: fitness.id,
          slug: template.slug,
          name: template.name,
          description: template.description,
          v1Type: 'class_templates',
          v2Type: 'classes',
          allocationStrategy: 'system',
          browseByName: 'location',
          sortOrder: templateIndex,
          allowsAnonymousBookings: true,
        });
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
          const id = scheduleId++;
          catalogue.schedules.push({
            id,
            categoryId: category.id,
            venueId: venue.id,
            locationId: location.id,
            kind: 'class',
            name: template.name,
            weekday,
            startTime,
            durationMinutes: template.durationMinutes,
            capacity: template.capacity,
            // Every class keeps a line for when it is full.
            hasWaitlist: true,
          });
          const instructor =
            demoInstructors[(venueIndex * 3 + templateIndex + timeIndex) % demoInstructors.length];
          if (instructor)
            catalogue.scheduleInstructors.push({ scheduleId: id, instructorId: instructor.id });
          for (const tag of template.tags)
            catalogue.scheduleTags.push({ scheduleId: id, tagId: tagId(tag) });
        });
      });

    // Courts: one slot occurrence per court per start time.
    const sportsHall = addCategory({
      parentId: null,
      slug: 'sports-hall-activities',
      name: 'Sports Hall Activities',
      description: 'Courts to hire by the hour.',
      v1Type: null,
      v2Type: null,
      allocationStrategy: 'system',
      browseByName: 'location',
      sortOrder: 2,
      allowsAnonymousBookings: false,
    });
    courtTemplates
      .filter((template) => venue.sports.includes(template.sport))
      .forEach((template, templateIndex) => {
        const category = addCategory({
          parentId: sportsHall.id,
          slug: template.slug,
          name: template.name,
          description: null,
          v1Type: 'ad_hoc_templates',
          v2Type: 'resources',
          allocationStrategy: template.allocationStrategy,
          browseByName: 'location',
          sortOrder: templateIndex,
          allowsAnonymousBookings: false,
        });
        catalogue.pricingOptions.push({
          id: pricingOptionId++,
          categoryId: category.id,
          name: 'Court hire',
          kind: 'standard',
          pricePence: template.pricePence,
          memberPricePence: template.memberPricePence,
          sortOrder: 0,
        });
        for (let court = 1; court <= template.locationCount; court++) {
          const location = addLocation(template.locationName(court), 'resource');
          catalogue.categoryLocations.push({ categoryId: category.id, locationId: location.id });
          for (let weekday = 1; weekday <= 7; weekday++) {
            for (
              let start = minutesOf(template.firstStart);
              start <= minutesOf(template.lastStart);
              start += template.durationMinutes
            ) {
              catalogue.schedules.push({
                id: scheduleId++,
                categoryId: category.id,
                venueId: venue.id,
                locationId: location.id,
                kind: 'slot',
                name: template.name,
                weekday,
                startTime: timeOf(start),
                durationMinutes: template.durationMinutes,
                capacity: 1,
              });
            }
          }
        }
      });

    // Drop-in swimming with adult, junior and concession tickets.
    if (venue.hasPool) {
      const swimming = addCategory({
        parentId: null,
        slug: 'swimming',
        name: 'Swimming',
        description: 'Drop-in swimming sessions.',
        v1Type: null,
        v2Type: null,
        allocationStrategy: 'system',
        browseByName: 'location',
        sortOrder: 3,
        allowsAnonymousBookings: true,
      });
      const mainPool = addLocation('Main Pool', 'pool');
      ticketedTemplates.forEach((template, templateIndex) => {
        const location = template.slug === 'family-swim' && teachingPool ? teachingPool : mainPool;
        const category = addCategory({
          parentId: swimming.id,
          slug: template.slug,
          name: template.name,
          description: template.description,
          v1Type: 'fast_ticket_templates',
          v2Type: 'ticketed',
          allocationStrategy: 'system',
          browseByName: 'location',
          sortOrder: templateIndex,
          allowsAnonymousBookings: true,
        });
        catalogue.categoryLocations.push({ categoryId: category.id, locationId: location.id });
        template.tickets.forEach(([name, pricePence, memberPricePence], ticketIndex) => {
          catalogue.pricingOptions.push({
            id: pricingOptionId++,
            categoryId: category.id,
            name,
            kind: 'ticket',
            pricePence,
            memberPricePence,
            sortOrder: ticketIndex,
          });
        });
        for (let weekday = 1; weekday <= 7; weekday++) {
          for (const startTime of template.times) {
            const id = scheduleId++;
            catalogue.schedules.push({
              id,
              categoryId: category.id,
              venueId: venue.id,
              locationId: location.id,
              kind: 'ticketed',
              name: template.name,
              weekday,
              startTime,
              durationMinutes: template.durationMinutes,
              capacity: template.capacity,
            });
            if (template.slug === 'family-swim')
              catalogue.scheduleTags.push({ scheduleId: id, tagId: tagId('Family') });
          }
        }
      });
    }
  });
  return catalogue;
}
