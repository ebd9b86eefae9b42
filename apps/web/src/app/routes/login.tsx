import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../shared/components/link';
import { LoginForm } from '../../features/auth/components/login-form';
import { selectRedirect } from '../../shared/state/session.slice';
import { paths } from '../../shared/lib/paths';
import { safeRedirectPath } from '../../shared/lib/safe-redirect';
import { useAppSelector } from '../../shared/lib/store-hooks';

/** `/login?redirect=`: the full-page login that guarded pages send signed-out visitors to. */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const startUpRedirect = useAppSelector(selectRedirect);
  const target = safeRedirectPath(
    searchParams.get('redirect') ?? startUpRedirect,
    paths.myAccount.build(),
  );

  return (
    <section className="lido-screen lido-login-screen">
      <h1>Log in</h1>
      <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} redirect={target} />
      <p>
        Working at the front desk? <Link to={paths.deskLogin.build()}>Staff log in</Link>
      </p>
    </section>
  );
}
