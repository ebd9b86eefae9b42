import { and, asc, eq } from 'drizzle-orm';
import { DomainError } from '../../../platform/errors/domain-error';
import { openDataBase } from '../../../contexts/openactive/open-data-feeds';
import { categories } from '../../../contexts/venue-setup/catalogue';
import { findOperatorById, venues } from '../../../contexts/venue-setup/venues';
import {
  type CriteriaTerms,
  datasetSlugPrefix,
  lockTestInterface,
  makeActivity,
  makeClass,
  type TestInterfaceDeps,
} from './test-sessions';

// The sessions the OpenActive test suite asks for (the test interface's "opportunity criteria"),
// made at the operator's first venue (test-sessions.ts): one activity per dataset and criteria,
// each call adding a class to it.

/** What the test suite names a criteria by: a term of the test interface's vocabulary. */
export const TEST_INTERFACE_NAMESPACE = 'https://openactive.io/test-interface#';

/** A cut-off an hour before the start: the class can be cancelled with a full refund until then. */
const CANCELLABLE_CUTOFF_MINUTES = 60;
/** A cut-off a week before: a class days ahead is already past it, so cannot be cancelled. */
const NOT_CANCELLABLE_CUTOFF_MINUTES = 7 * 24 * 60;

const bookable: CriteriaTerms = {
  label: 'bookable',
  capacity: 20,
  cutoffMinutes: CANCELLABLE_CUTOFF_MINUTES,
};

/**
 * The criteria Lido's profile needs (docs/openactive/research-notes.md §4). Every offer Lido
 * publishes is paid for in advance and includes VAT (TaxGross), so the paid ones differ in name.
 */
const criteriaTerms = new Map<string, CriteriaTerms>(
  Object.entries({
    TestOpportunityBookable: bookable,
    TestOpportunityBookableNoSpaces: { ...bookable, label: 'no spaces', capacity: 0 },
    // The leasing tests watch one place, then five, go to a lease and come back.
    TestOpportunityBookableOneSpace: { ...bookable, label: 'one space', capacity: 1 },
    TestOpportunityBookableFiveSpaces: { ...bookable, label: 'five spaces', capacity: 5 },
    TestOpportunityBookableNonFree: { ...bookable, label: 'paid' },
    TestOpportunityBookableNonFreePrepaymentRequired: { ...bookable, label: 'paid in advance' },
    TestOpportunityBookableNonFreeTaxGross: { ...bookable, label: 'price includes VAT' },
    TestOpportunityBookableCancellable: { ...bookable, label: 'cancellable' },
    TestOpportunityBookableNotCancellable: {
      ...bookable,
      label: 'not cancellable',
      cutoffMinutes: NOT_CANCELLABLE_CUTOFF_MINUTES,
    },
  }),
);

const SUPPORTED_CRITERIA = [...criteriaTerms.keys()];

/** "TestOpportunityBookableNoSpaces" as a slug: "bookable-no-spaces". */
const criteriaSlug = (criteria: string) =>
  criteria
    .replace(/^TestOpportunity/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** A made session, by its `@id`s as the feeds publish it. */
export interface TestOpportunity {
  occurrenceId: number;
  scheduleId: number;
  /** The ScheduledSession's `@id`. */
  id: string;
  /** Its SessionSeries' `@id`. */
  superEventId: string;
  /** The operator as its organizer (the seller). */
  organizerId: string;
}

/**
 * Makes a class matching a test criteria for a dataset (the test interface's
 * `POST …/test-interface/datasets/{id}/opportunities`). Only ScheduledSessions: Lido's profile
 * books no slots. An unknown criteria is refused (VALIDATION_FAILED).
 */
export async function createTestOpportunity(
  deps: TestInterfaceDeps,
  {
    operatorId,
    datasetId,
    type,
    criteria,
    now,
  }: { operatorId: number; datasetId: string; type: string; criteria: string; now: Date },
): Promise<TestOpportunity> {
  if (type !== 'ScheduledSession') {
    throw new DomainError(
      'VALIDATION_FAILED',
      `The test interface makes ScheduledSession opportunities only, not ${type}.`,
    );
  }
  const terms = criteriaTerms.get(criteria);
  if (!terms) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `The test interface does not support the criteria ${criteria}. It supports ${SUPPORTED_CRITERIA.join(', ')}.`,
    );
  }
  const operator = await findOperatorById(deps.db, operatorId);
  if (!operator) throw new DomainError('NOT_FOUND', 'The operator could not be found.');
  const made = await deps.db.transaction(async (tx) => {
    await lockTestInterface(tx);
    const [venue] = await tx
      .select({ id: venues.id, timezone: venues.timezone })
      .from(venues)
      .where(eq(venues.operatorId, operatorId))
      .orderBy(asc(venues.id))
      .limit(1);
    if (!venue) throw new DomainError('NOT_FOUND', 'The operator has no venue.');
    const slug = `${datasetSlugPrefix(datasetId)}${criteriaSlug(criteria)}`;
    const name = `OpenActive test: ${terms.label}`;
    const [existing] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.venueId, venue.id), eq(categories.slug, slug)));
    const categoryId = existing?.id ?? (await makeActivity(tx, venue.id, { slug, name, terms }));
    return makeClass(tx, { operatorId, venue, categoryId, name, terms, now });
  });
  const base = openDataBase({
    bookings_site_url: operator.bookingsSiteUrl,
    operator_client_id: operator.clientId,
  });
  return {
    ...made,
    id: `${base}/scheduled-sessions/${made.occurrenceId}`,
    superEventId: `${base}/session-series/${made.scheduleId}`,
    organizerId: `${base}/seller`,
  };
}
