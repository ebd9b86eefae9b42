import { ScreenPlaceholder } from '../../components/screen-placeholder';

/** `/register`: sign-up arrives with the accounts issue; the signed-in redirect guard is live. */
export function Component() {
  return (
    <ScreenPlaceholder title="Sign up">
      <p>Create an account to book faster and manage your bookings.</p>
    </ScreenPlaceholder>
  );
}
