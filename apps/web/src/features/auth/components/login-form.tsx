import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from '../../../shared/components/link';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { paths } from '../../../shared/lib/paths';
import {
  type LogInResult,
  useLogInMutation,
  useLogInStaffMutation,
} from '../../../shared/api/log-in';
import { selectIsLoginPending, selectLoginError } from '../../../shared/state/auth.slice';
import './login-form.css';

interface LoginFormProps {
  /** Told who signed in (the desk opens the member of staff's own venue). */
  onLoggedIn: (user: LogInResult['user']) => void;
  /** Where Create an account should lead back to once signed up. */
  redirect?: string;
  /** Called when the visitor follows one of the form's links (the modal closes). */
  onLeave?: () => void;
  /** Staff sign in by email at the front desk; there is no account to create. */
  isStaff?: boolean;
}

/** Email or customer reference and password; used by the login modal and the /login page. */
export function LoginForm({ onLoggedIn, redirect, onLeave, isStaff = false }: LoginFormProps) {
  const [logInCustomer] = useLogInMutation();
  const [logInStaff] = useLogInStaffMutation();
  const logIn = isStaff ? logInStaff : logInCustomer;
  const isPending = useAppSelector(selectIsLoginPending);
  const error = useAppSelector(selectLoginError);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await logIn({ username: username.trim(), password });
    if (!('error' in result)) onLoggedIn(result.data.user);
  };

  return (
    <form className="lido-login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {error ? (
        <p className="lido-login-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor="username">{isStaff ? 'Email address' : 'Email address or customer ID'}</label>
      <input
        id="username"
        name="username"
        autoComplete="username"
        data-autofocus
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <label htmlFor="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" isFullWidth data-testid="log-in" disabled={isPending}>
        {isPending ? 'Logging in…' : 'Log in'}
      </Button>
      {isStaff ? (
        <p className="lido-login-form__links">
          <Link to={paths.deskForgottenPassword.build()} onClick={onLeave}>
            Forgotten your password?
          </Link>
        </p>
      ) : (
        <p className="lido-login-form__links">
          <Link to={paths.forgottenPassword.build()} onClick={onLeave}>
            Forgotten your password?
          </Link>
          <Link to={paths.register.build(redirect)} onClick={onLeave}>
            Create an account
          </Link>
        </p>
      )}
    </form>
  );
}
