import { ForgottenPasswordForm } from '../../features/auth/components/forgotten-password-form';

/** `/forgotten-password`: asks for a reset link by email address or customer ID. */
export function Component() {
  return (
    <section className="lido-screen">
      <h1>Forgotten your password?</h1>
      <ForgottenPasswordForm />
    </section>
  );
}
