import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { paths } from '../../shared/lib/paths';
import { safeRedirectPath } from '../../shared/lib/safe-redirect';

/**
 * `/desk/login?redirect=`: staff sign in for the front desk. Signed in, the site is in desk mode
 * (features/site-mode): the bar above every page chooses the customer served. Without a
 * redirect, the desk opens the member of staff's own venue rather than the list of every venue.
 */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <section className="lido-screen lido-login-screen">
      <h1>Staff log in</h1>
      <LoginForm
        isStaff
        onLoggedIn={(user) => {
          const ownVenue = user.homeVenueSlug ? paths.venue.build(user.homeVenueSlug) : null;
          const target = safeRedirectPath(
            searchParams.get('redirect'),
            ownVenue ?? paths.home.build(),
          );
          void navigate(target, { replace: true });
        }}
      />
    </section>
  );
}
