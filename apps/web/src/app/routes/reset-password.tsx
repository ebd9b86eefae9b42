import { useSearchParams } from 'react-router';
import { Link } from '../../shared/components/link';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { paths } from '../../shared/lib/paths';

/**
 * `/reset-password?reset_token=…`: the emailed link lands here to choose a new password. (Not
 * `token`, which every page reads as an auth token handed over by another site.)
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_token');
  return (
    <section className="lido-screen">
      <h1>Reset your password</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p>
          This reset link is incomplete. Ask for a{' '}
          <Link to={paths.forgottenPassword.build()}>new password reset link</Link>.
        </p>
      )}
    </section>
  );
}
