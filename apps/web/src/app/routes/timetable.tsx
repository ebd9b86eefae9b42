import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import { Link } from '../../shared/components/link';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { usePageTitle } from '../../shared/components/page-title';
import type { Activity } from '../../shared/lib/activity';
import { activityKind } from '../../shared/lib/activity';
import { useGetActivityQuery } from '../../shared/api/get-activity';
import { useGetActivityDatesQuery } from '../../features/activities/api/get-activity-dates';
import { useMissingActivityRedirect } from '../../features/activities/use-missing-activity-redirect';
import { useGetClientQuery } from '../../shared/api/get-client';
import type { AvailabilityArgs } from '../../shared/api/get-classes';
import { useGetClassesQuery } from '../../shared/api/get-classes';
import { classTimetableFilters } from '../../features/timetable/timetable-filters';
import { useGetSlotsQuery } from '../../features/timetable/api/get-slots';
import { useGetTicketsQuery } from '../../features/timetable/api/get-tickets';
import { useGetTimesQuery } from '../../features/timetable/api/get-times';
import { useGetSessionDatesQuery } from '../../features/timetable/api/get-session-dates';
import type { FocusDateState } from '../../features/timetable/components/next-session';
import { NextSession } from '../../features/timetable/components/next-session';
import { nextSessionDate, sessionCountsOf } from '../../features/timetable/session-dates';
import { ClassList } from '../../features/timetable/components/class-list';
import { DateNavigation } from '../../features/timetable/components/date-navigation';
import { SlotTimes } from '../../features/timetable/components/slot-times';
import { SlotsByLocation } from '../../features/timetable/components/slots-by-location';
import type { TicketDiscounts } from '../../features/timetable/components/ticket-sessions';
import { TicketSessions } from '../../features/timetable/components/ticket-sessions';
import { TicketDiscountForm } from '../../features/ticket-discounts/components/ticket-discount-form';
import {
  discountCustomerIds,
  selectTicketDiscounts,
} from '../../features/ticket-discounts/ticket-discounts.slice';
import { TimetableResult } from '../../features/timetable/components/timetable-result';
import '../../features/timetable/components/timetable.css';
import { usesV2Endpoints } from '../../features/timetable/endpoint-version';
import { useGetVenueQuery } from '../../features/venues/api/get-venue';
import { VenuePageHeading } from '../../features/venues/components/venue-page-heading';
import type { TimetableSelection, TimetableView } from '../../features/timetable/timetable-address';
import { parseTimetableSelection, timetableView } from '../../features/timetable/timetable-address';
import { paths } from '../../shared/lib/paths';
import { errorCopy, isApiError } from '../../shared/lib/request-state';
import { useAppSelector } from '../../shared/lib/store-hooks';

interface KindProps {
  args: AvailabilityArgs;
  activity: Activity;
  timetablePath: string;
  selection: TimetableSelection;
  /** What a day without sessions offers instead: the next day with one. */
  emptyDay: ReactNode;
}

function ClassesTimetable({ args, timetablePath, selection, emptyDay }: KindProps) {
  const query = useGetClassesQuery(args);
  return (
    <TimetableResult query={query} defaults={classTimetableFilters} emptyDay={emptyDay}>
      {(shown, _filters, search) => (
        <ClassList
          classes={shown}
          timetablePath={timetablePath}
          selectedClassId={selection?.kind === 'class' ? selection.classId : null}
          search={search}
        />
      )}
    </TimetableResult>
  );
}

function CourtTimes({ args, activity, timetablePath, selection, emptyDay }: KindProps) {
  const query = useGetTimesQuery(args);
  return (
    <TimetableResult query={query} emptyDay={emptyDay}>
      {(shown, filters, search) => (
        <SlotTimes
          args={args}
          times={shown}
          filters={filters}
          timetablePath={timetablePath}
          selection={selection}
          allocationStrategy={activity.allocationStrategy}
          search={search}
        />
      )}
    </TimetableResult>
  );
}

function CourtsByLocation({ args, activity, emptyDay }: KindProps) {
  const query = useGetSlotsQuery(args);
  return (
    <TimetableResult query={query} emptyDay={emptyDay}>
      {(shown) => <SlotsByLocation slots={shown} locations={activity.locations} />}
    </TimetableResult>
  );
}

function TicketsTimetable({ args, activity, emptyDay }: KindProps) {
  const query = useGetTicketsQuery({
    venueSlug: args.venueSlug,
    categorySlug: activity.parentSlug ?? activity.slug,
    activitySlug: args.activitySlug,
    date: args.date,
    isV2: args.isV2,
  });
  // Ticket discounts are a feature of their own: the sessions are given its form and choices.
  const chosen = useAppSelector(selectTicketDiscounts);
  const discounts: TicketDiscounts = {
    Form: TicketDiscountForm,
    customerIds: (sessionId, pricingOptionId) =>
      discountCustomerIds(chosen, sessionId, pricingOptionId),
  };
  return (
    <TimetableResult query={query} emptyDay={emptyDay}>
      {(shown) => (
        <TicketSessions
          sessions={shown}
          venueSlug={args.venueSlug}
          activitySlug={args.activitySlug}
          discounts={discounts}
        />
      )}
    </TimetableResult>
  );
}

function ViewSwitch({ linkTo }: { linkTo: (view: TimetableView) => string }) {
  return (
    <nav className="lido-timetable__views" aria-label="Group by">
      <NavLink to={linkTo('by-time')}>By time</NavLink>
      <NavLink to={linkTo('by-location')}>By court or lane</NavLink>
    </nav>
  );
}

/**
 * `/location/:venueSlug/:activitySlug/:dateSlug/:type?/*`: the classes, court times or drop-in
 * sessions of one date, with the window's dates and the filters.
 */
export function Component() {
  const { venueSlug = '', activitySlug = '', dateSlug = '', type, '*': rest } = useParams();
  const activity = useGetActivityQuery({ venueSlug, activitySlug });
  const isMissing = useMissingActivityRedirect(activity.error);
  const client = useGetClientQuery();
  // The filters ride along in the query when the date or the view changes.
  const location = useLocation();
  const { search, key } = location;
  const state: unknown = location.state;
  // Asked for beside the activity rather than after it; the page is drawn once both are in, so
  // the date list never arrives late and pushes the times down the screen.
  const dates = useGetActivityDatesQuery({ venueSlug, activitySlug });
  const venue = useGetVenueQuery(venueSlug);
  // Lido's own count of each date's sessions, beside the dates: the strip greys the empty days.
  const sessionDates = useGetSessionDatesQuery({ venueSlug, activitySlug });
  const current = dates.data?.find((date) => date.raw === dateSlug);
  // "Badminton — Wed 21 Jan — Hackney Lido"
  usePageTitle(
    activity.data && current && !venue.isLoading
      ? [
          activity.data.name,
          `${current.dayPretty.slice(0, 3)} ${current.datePretty}`,
          venue.data?.name,
        ]
      : [],
  );

  const isLoading =
    isMissing || activity.isLoading || client.isLoading || dates.isLoading || venue.isLoading;
  // Arriving from "Next session", focus goes to the date now shown, not back to the page's top.
  const dateLine = useRef<HTMLParagraphElement>(null);
  const focusDate = (state as Partial<FocusDateState> | null)?.focusDate === true;
  useEffect(() => {
    if (focusDate && !isLoading) dateLine.current?.focus();
  }, [focusDate, isLoading, key]);

  if (isLoading) return <LoadingIndicator />;
  if (!activity.data || !client.data) {
    return (
      <section className="lido-screen">
        <p role="alert">{isApiError(activity.error) ? errorCopy(activity.error) : null}</p>
      </section>
    );
  }

  const kind = activityKind(activity.data);
  const view = kind === 'resources' ? timetableView(type) : 'by-time';
  const selection = parseTimetableSelection(rest);
  const timetablePath = paths.timetable.build(venueSlug, activitySlug, dateSlug, view);
  const linkTo = (date: string, nextView: TimetableView = view) =>
    `${paths.timetable.build(venueSlug, activitySlug, date, nextView)}${search}`;
  const args: AvailabilityArgs = {
    venueSlug,
    activitySlug,
    date: dateSlug,
    isV2: usesV2Endpoints(dateSlug, client.data.migrationDate),
  };
  // A grouping category lists no sessions of its own: its dates are not greyed.
  const sessionCounts =
    kind !== null && sessionDates.data ? sessionCountsOf(sessionDates.data) : undefined;
  const emptyDay = sessionCounts ? (
    <NextSession date={nextSessionDate(sessionCounts, dateSlug)} to={(date) => linkTo(date)} />
  ) : null;
  const kindProps: KindProps = {
    args,
    activity: activity.data,
    timetablePath,
    selection,
    emptyDay,
  };

  return (
    <section className="lido-screen lido-timetable">
      <VenuePageHeading title={activity.data.name} venueName={venue.data?.name} />
      <p ref={dateLine} tabIndex={-1} className="lido-timetable__date">
        {current?.fullDatePretty ?? dateSlug}
      </p>
      {dates.data ? (
        <DateNavigation
          dates={dates.data}
          current={dateSlug}
          linkTo={(date) => linkTo(date)}
          sessionCounts={sessionCounts}
        />
      ) : null}
      {kind === null ? (
        <p>
          Choose one of the{' '}
          <Link to={paths.activity.build(venueSlug, activitySlug)}>
            {activity.data.name} activities
          </Link>{' '}
          to see its times.
        </p>
      ) : null}
      {kind === 'classes' ? <ClassesTimetable {...kindProps} /> : null}
      {kind === 'resources' && activity.data.allocationStrategy === 'customer' ? (
        <ViewSwitch linkTo={(nextView) => linkTo(dateSlug, nextView)} />
      ) : null}
      {kind === 'resources' && view === 'by-time' ? <CourtTimes {...kindProps} /> : null}
      {kind === 'resources' && view === 'by-location' ? <CourtsByLocation {...kindProps} /> : null}
      {kind === 'ticketed' ? <TicketsTimetable {...kindProps} /> : null}
    </section>
  );
}
