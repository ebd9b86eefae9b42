import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { paths } from '../../shared/lib/paths';
import { safeRedirectPath } from '../../shared/lib/safe-redirect';

/**
 * `/desk/login?redirect=`: staff sign in for the front desk. Signed in, the site is in desk mode
 * (features/site-mode): the bar above every page chooses the customer served.
 */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get('redirect'), paths.home.build());
  return (
    <section className="lido-screen lido-login-screen">
      <h1>Staff log in</h1>
      <LoginForm isStaff onLoggedIn={() => void navigate(target, { replace: true })} />
    </section>
  );
}
