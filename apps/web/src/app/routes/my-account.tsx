import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { AccountNav } from '../../features/account/components/account-nav';
import { FamilySwitcher } from '../../features/account/components/family-switcher';
import { useLogOutMutation } from '../../shared/api/log-out';
import { selectIsLoggedIn, selectSessionUser } from '../../shared/state/auth.slice';
import { useGetClientQuery } from '../../shared/api/get-client';
import { paths } from '../../shared/lib/paths';
import { useAppSelector } from '../../shared/lib/store-hooks';
import '../../features/account/account.css';

/**
 * `/my-account/*` (signed-in only; the loader sends others to /login?redirect=…): the welcome line,
 * the family switcher, the section navigation and the section itself.
 */
export function Component() {
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);
  const client = useGetClientQuery();
  const [logOut] = useLogOutMutation();

  // Signed out meanwhile (here, in another tab, or by an expired session): leave the area.
  useEffect(() => {
    if (!isLoggedIn) void navigate(paths.home.build(), { replace: true });
  }, [isLoggedIn, navigate]);

  if (!user) return <LoadingIndicator />;
  return (
    <div className="lido-screen lido-account">
      <div className="lido-account__heading">
        <div>
          <h1>My account</h1>
          <p id="welcome">Welcome back, {user.firstName}</p>
        </div>
        <FamilySwitcher user={user} />
      </div>
      <AccountNav
        isGuestPassesEnabled={client.data?.guestPassesEnabled ?? false}
        onLogOut={() => void logOut()}
      />
      <div className="lido-account__content">
        <Outlet />
      </div>
    </div>
  );
}
