import { ForgottenPasswordForm } from '../../features/auth/components/forgotten-password-form';

/**
 * `/desk/forgotten-password`: a member of staff asks for a link to choose a new password (also
 * when their invitation's link ran out); it leads to `/desk/set-password`.
 */
export function Component() {
  return (
    <section className="lido-screen">
      <h1>Forgotten your password?</h1>
      <ForgottenPasswordForm isStaff />
    </section>
  );
}
