import { useId } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../shared/components/button';
import { paths } from '../../../shared/lib/paths';
import { signedOutCopy } from '../joining-words';

/** Joining needs an account: log in or register, and come back to this very address. */
export function SignedOutPrompt() {
  const { pathname, search } = useLocation();
  const headingId = useId();
  const here = `${pathname}${search}`;
  return (
    <section className="lido-joining__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Log in to join</h2>
      <p>{signedOutCopy}</p>
      <div className="lido-form__actions">
        <ButtonLink to={paths.login.build(here)}>Log in</ButtonLink>
        <ButtonLink variant="secondary" to={paths.register.build(here)}>
          Register
        </ButtonLink>
      </div>
    </section>
  );
}
