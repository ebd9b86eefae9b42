import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { selectIsLoggedIn } from '../../../shared/state/auth.slice';
import { LOGIN_MODAL, openModal } from '../../../shared/state/modals.slice';
import { type BookingsClaim, useClaimBookingsMutation } from '../api/claim-bookings';
import { NewPasswordForm } from './new-password-form';

export const choosePasswordCopy =
  'Choose a password to keep these bookings in an account: you can then see, change and cancel them in My account, and book again without typing your details.';
export const addToAccountCopy =
  'You are logged in: add the bookings made with this link to your account.';

/**
 * The claim link's page (issue 43): a password makes the guest an account; when the address has
 * an account already, its owner logs in and the same link adds the bookings to it.
 */
export function ClaimBookingsForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsLoggedIn);
  const [claim, { isLoading, error }] = useClaimBookingsMutation();
  const [answer, setAnswer] = useState<BookingsClaim | null>(null);
  // The answer of the request that sent the password, for the form's success step.
  const latest = useRef<BookingsClaim | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  // Each new step's sentence takes focus, so a screen reader hears what happened.
  useEffect(() => {
    if (answer) outcome.current?.focus();
  }, [answer]);

  const send = async (body: {
    token: string;
    password?: string;
    passwordConfirmation?: string;
  }) => {
    const result = await claim(body);
    if (result.data) latest.current = result.data;
    return result;
  };

  if (answer?.status === 'claimed') {
    return (
      <div className="lido-form">
        <p ref={outcome} tabIndex={-1} role="status">
          {answer.message}
        </p>
        <ButtonLink size="lg" to={paths.myBookings.build('upcoming')}>
          My bookings
        </ButtonLink>
      </div>
    );
  }

  if (isSignedIn) {
    // The bookings join the account signed in here; another address's account is refused.
    const problem = isApiError(error) ? errorCopy(error) : null;
    return (
      <div className="lido-form">
        <p>{addToAccountCopy}</p>
        {problem ? (
          <p className="lido-form__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <Button
          size="lg"
          disabled={isLoading}
          onClick={() => void send({ token }).then(() => setAnswer(latest.current))}
        >
          Add these bookings to my account
        </Button>
      </div>
    );
  }

  if (answer?.status === 'sign_in_required') {
    return (
      <div className="lido-form">
        <p ref={outcome} tabIndex={-1} role="status">
          {answer.message}
        </p>
        <Button size="lg" onClick={() => dispatch(openModal(LOGIN_MODAL))}>
          Log in
        </Button>
      </div>
    );
  }

  return (
    <>
      <p>{choosePasswordCopy}</p>
      <NewPasswordForm
        send={(values) => send({ token, ...values })}
        error={error}
        isSending={isLoading}
        submitLabel="Keep my bookings"
        linkProblem={(problem) => (
          <>
            {problem} Your bookings are still booked. To make an account,{' '}
            <Link to={paths.register.build()}>sign up</Link>.
          </>
        )}
        onSet={() => setAnswer(latest.current)}
      />
    </>
  );
}
