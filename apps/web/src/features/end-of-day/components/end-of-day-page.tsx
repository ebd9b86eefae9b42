import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { formatCalendarDateWithDay } from '../../../shared/lib/format-calendar-date';
import { londonToday } from '../../../shared/lib/london-today';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError, unauthorisedCopy } from '../../../shared/lib/request-state';
import { selectIsLoggedIn, selectSessionUser } from '../../../shared/state/auth.slice';
import { useGetDeskTakingsQuery } from '../api/get-desk-takings';
import { useCurrencySymbol } from '../../../shared/hooks/use-desk-money';
import { CashSection } from './cash-section';
import { DayPicker } from './day-picker';
import { TakingsReport } from './takings-report';
import { isIsoDate } from '../../../shared/lib/iso-date';

export const endOfDayHeading = 'End of day';
/** Why a customer is refused (after SPEC.md section 8's copy for a 403). */
export const staffOnlyReason = 'The end of day is for staff at the desk.';

/**
 * `/desk/takings?date=`: the end of the day at the desk (staff only; the route sends a visitor who
 * is not signed in to log in, and a customer is told it is not for them). The day's takings by
 * tender and member of staff, the cash the till should hold, and counting it.
 */
export function EndOfDayPage() {
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);

  // Signed out meanwhile (here, in another tab, or by an expired session): leave the desk.
  useEffect(() => {
    if (!isLoggedIn) void navigate(paths.home.build(), { replace: true });
  }, [isLoggedIn, navigate]);

  if (!user) return <LoadingIndicator />;
  if (user.type !== 'staff') {
    return (
      <section className="lido-screen">
        <h1>{endOfDayHeading}</h1>
        <p role="alert">{unauthorisedCopy}</p>
        <p>{staffOnlyReason}</p>
      </section>
    );
  }
  return <StaffEndOfDay />;
}

function StaffEndOfDay() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = londonToday();
  const asked = searchParams.get('date');
  const date = isIsoDate(asked) ? asked : today;
  const symbol = useCurrencySymbol();
  const takings = useGetDeskTakingsQuery({ date }, { refetchOnMountOrArgChange: true });
  const dayLabel = formatCalendarDateWithDay(date);
  usePageTitle([endOfDayHeading, dayLabel]);

  // The day the takings are for: `currentData`, so another day's figures never show meanwhile.
  const shown = takings.currentData;
  return (
    <section className="lido-screen lido-end-of-day" data-testid="end-of-day">
      <h1>{endOfDayHeading}</h1>
      <p className="lido-introduction">
        The desk&apos;s takings at your venue on <strong>{dayLabel}</strong>, and the count of the
        till&apos;s cash.
      </p>
      <DayPicker
        date={date}
        today={today}
        onChoose={(chosen) => setSearchParams({ date: chosen }, { replace: false })}
      />
      {takings.error && !shown ? (
        <p className="lido-end-of-day__problem" role="alert">
          {isApiError(takings.error) ? errorCopy(takings.error) : null}
        </p>
      ) : shown ? (
        <>
          <TakingsReport takings={shown} symbol={symbol} />
          <CashSection takings={shown} symbol={symbol} canCount={date <= today} />
        </>
      ) : (
        <LoadingIndicator />
      )}
    </section>
  );
}
