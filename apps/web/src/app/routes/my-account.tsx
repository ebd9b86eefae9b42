import { useAppSelector } from '../store-hooks';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { selectSessionUser } from '../../features/auth/auth.slice';

/** `/my-account/*` (signed-in only): the account area arrives with the accounts issue. */
export function Component() {
  const user = useAppSelector(selectSessionUser);
  return (
    <ScreenPlaceholder title="My account">
      {user?.firstName ? <p id="welcome">Welcome back, {user.firstName}.</p> : null}
    </ScreenPlaceholder>
  );
}
