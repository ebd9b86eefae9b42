import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../shared/components/link';
import { LoadingIndicator } from '../../shared/components/loading-indicator';
import { RegisterForm } from '../../features/auth/components/register-form';
import { selectRedirect } from '../../shared/state/session.slice';
import { useGetClientQuery } from '../../shared/api/get-client';
import { paths } from '../../shared/lib/paths';
import { safeRedirectPath } from '../../shared/lib/safe-redirect';
import { useAppSelector } from '../../shared/lib/store-hooks';

/**
 * `/register`: sign up, then go to `redirect` or My account. The loader sends a visitor who is
 * already signed in to `redirect` or home.
 */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const startUpRedirect = useAppSelector(selectRedirect);
  const client = useGetClientQuery();
  const requested = searchParams.get('redirect') ?? startUpRedirect;
  const target = safeRedirectPath(requested, paths.myAccount.build());

  return (
    <section className="lido-screen">
      <h1>Sign up</h1>
      <p>Create an account to book faster and manage your bookings.</p>
      {client.data ? (
        <RegisterForm
          clientId={client.data.clientId}
          onRegistered={() => void navigate(target, { replace: true })}
        />
      ) : (
        <LoadingIndicator />
      )}
      <p>
        Already have an account? <Link to={paths.login.build(requested ?? undefined)}>Log in</Link>
      </p>
    </section>
  );
}
