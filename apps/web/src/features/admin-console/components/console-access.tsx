import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ONLY_MANAGER_CONSOLE } from '@lido/contract';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { paths } from '../../../shared/lib/paths';
import { unauthorisedCopy } from '../../../shared/lib/request-state';
import { opensConsole } from '../../../shared/lib/staff-may';
import { selectIsLoggedIn, selectSessionUser } from '../../../shared/state/auth.slice';
import '../admin-console.css';

export const consoleHeading = 'Operator console';
/** Why a customer is refused (after SPEC.md section 8's copy for a 403). */
export const consoleForStaffReason = 'The operator console is for managers of the leisure centres.';

/**
 * Every console page: a manager's (the route sends a visitor who is not signed in to the desk's
 * log-in first). A customer is refused, and a receptionist told only a manager can use it; the
 * API refuses both anyway.
 */
export function ConsoleAccess() {
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);

  // Signed out meanwhile (here, in another tab, or by an expired session): sign in again.
  useEffect(() => {
    if (!isLoggedIn) {
      void navigate(paths.deskLogin.build(`${location.pathname}${location.search}`), {
        replace: true,
      });
    }
  }, [isLoggedIn, navigate, location.pathname, location.search]);

  if (!user) return <LoadingIndicator />;
  if (user.type !== 'staff' || !opensConsole(user.staffRole)) {
    return (
      <section className="lido-screen lido-console">
        <h1>{consoleHeading}</h1>
        {user.type !== 'staff' ? (
          <>
            <p role="alert">{unauthorisedCopy}</p>
            <p>{consoleForStaffReason}</p>
          </>
        ) : (
          <p role="alert">{ONLY_MANAGER_CONSOLE}</p>
        )}
      </section>
    );
  }
  return <Outlet />;
}
