import { useSearchParams } from 'react-router';
import { SetStaffPasswordForm } from '../../features/auth/components/set-staff-password-form';

/**
 * `/desk/set-password?invite_token=…`: a new member of staff's invitation email, or the link a
 * member of staff asked for at `/desk/forgotten-password`, lands here to
 * choose their password. (Not `token`, which every page reads as an auth token handed over by
 * another site.)
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invite_token');
  return (
    <section className="lido-screen">
      <h1>Choose your password</h1>
      {token ? (
        <SetStaffPasswordForm token={token} />
      ) : (
        <p>
          This link is incomplete. Open the link in your email again, or copy the whole address from
          it into your browser.
        </p>
      )}
    </section>
  );
}
