import {
  downloadMembershipsReport,
  downloadTakingsReport,
  downloadUtilisationReport,
} from '@lido/contract';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError, unauthorisedCopy } from '../../../shared/lib/request-state';
import { selectIsLoggedIn, selectSessionUser } from '../../../shared/state/auth.slice';
import {
  useGetUtilisationReportQuery,
  type UtilisationGrouping,
} from '../api/get-utilisation-report';
import { isIsoDate } from '../../../shared/lib/iso-date';
import { periodProblem, thisWeek } from '../report-period';
import { ChangesSection } from './changes-section';
import { MembershipsSection } from './memberships-section';
import { PeriodForm, type ReportChoice } from './period-form';
import { TakingsSection } from './takings-section';
import { UtilisationSection } from './utilisation-section';

export const reportsHeading = 'Reports';
/** Why anyone but a manager is refused (after SPEC.md section 8's copy for a 403). */
export const managersOnlyReason = 'The reports are for managers.';

const groupings: readonly UtilisationGrouping[] = ['activity', 'location', 'day'];

/**
 * `/admin/reports?from=&to=&venue=&group=`: a venue's bookings and utilisation, takings and
 * memberships over a period (managers; the route sends a visitor who is not signed in to log
 * in, a customer is told it is not for them, and the API refuses a receptionist with its reason).
 */
export function ReportsPage() {
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);

  // Signed out meanwhile (here, in another tab, or by an expired session): leave the reports.
  useEffect(() => {
    if (!isLoggedIn) void navigate(paths.home.build(), { replace: true });
  }, [isLoggedIn, navigate]);

  if (!user) return <LoadingIndicator />;
  if (user.type !== 'staff') {
    return (
      <section className="lido-screen">
        <h1>{reportsHeading}</h1>
        <p role="alert">{unauthorisedCopy}</p>
        <p>{managersOnlyReason}</p>
      </section>
    );
  }
  return <ManagerReports />;
}

/** The period, venue and grouping in the address, else this week at the manager's own venue. */
function useReportChoice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const week = thisWeek();
  const asked = { from: searchParams.get('from'), to: searchParams.get('to') };
  const period =
    isIsoDate(asked.from) &&
    isIsoDate(asked.to) &&
    !periodProblem({ from: asked.from, to: asked.to })
      ? { from: asked.from, to: asked.to }
      : week;
  const venue = Number(searchParams.get('venue'));
  const venueId = Number.isInteger(venue) && venue > 0 ? venue : undefined;
  const group = searchParams.get('group');
  const groupBy = groupings.find((each) => each === group) ?? 'activity';

  const choose = (next: { choice?: ReportChoice; groupBy?: UtilisationGrouping }) => {
    const choice = next.choice ?? { ...period, venueId };
    const params: Record<string, string> = { from: choice.from, to: choice.to };
    if (choice.venueId !== undefined) params.venue = String(choice.venueId);
    const grouping = next.groupBy ?? groupBy;
    if (grouping !== 'activity') params.group = grouping;
    setSearchParams(params);
  };
  return { period, venueId, groupBy, choose };
}

function ManagerReports() {
  const { period, venueId, groupBy, choose } = useReportChoice();
  const utilisation = useGetUtilisationReportQuery({ ...period, venueId, groupBy });
  const periodLabel = `${formatCalendarDate(period.from)} to ${formatCalendarDate(period.to)}`;
  usePageTitle([reportsHeading, periodLabel]);

  // The same choice object while the address is unchanged: the form resets only on a new one.
  const chosen = useMemo(
    () => ({ from: period.from, to: period.to, venueId }),
    [period.from, period.to, venueId],
  );
  // Everyone but a manager is refused every report alike: say so once, not three times.
  const refusal =
    utilisation.error && isApiError(utilisation.error) && utilisation.error.statusCode === 403
      ? errorCopy(utilisation.error)
      : null;
  const venue = utilisation.currentData?.venue;
  const csvQuery = { from: period.from, to: period.to, venue_id: venueId };

  return (
    <section className="lido-screen lido-reports" data-testid="reports">
      <h1>{reportsHeading}</h1>
      <p className="lido-introduction">
        {venue ? (
          <>
            <strong>{venue.name}</strong>,{' '}
          </>
        ) : null}
        {periodLabel}.
      </p>
      <PeriodForm
        chosen={chosen}
        venues={utilisation.currentData?.venues ?? []}
        onChoose={(choice) => choose({ choice })}
      />
      {refusal ? (
        <p className="lido-reports__problem" role="alert">
          {refusal}
        </p>
      ) : (
        <>
          <nav aria-label="Reports on this page" className="lido-reports__contents">
            <ul>
              <li>
                <a href="#utilisation-title">Bookings and utilisation</a>
              </li>
              <li>
                <a href="#takings-title">Takings</a>
              </li>
              <li>
                <a href="#memberships-title">Memberships</a>
              </li>
              <li>
                <a href="#changes-title">Changes</a>
              </li>
            </ul>
          </nav>
          <UtilisationSection
            report={utilisation.currentData}
            error={utilisation.error}
            groupBy={groupBy}
            onGroup={(grouping) => choose({ groupBy: grouping })}
            csv={{
              path: downloadUtilisationReport.path,
              query: { ...csvQuery, group_by: groupBy },
            }}
          />
          <TakingsSection
            period={period}
            venueId={venueId}
            csv={{ path: downloadTakingsReport.path, query: csvQuery }}
          />
          <MembershipsSection
            period={period}
            csv={{
              path: downloadMembershipsReport.path,
              query: { from: period.from, to: period.to },
            }}
          />
          <ChangesSection period={period} venueId={venueId} />
        </>
      )}
    </section>
  );
}
