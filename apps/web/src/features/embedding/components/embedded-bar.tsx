import { Link } from '../../../shared/components/link';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { BasketIcon, basketLabelOf } from '../../../shared/components/basket-icon';
import { Button, ButtonLink } from '../../../shared/components/button';
import { paths } from '../../../shared/lib/paths';
import { selectIsLoggedIn } from '../../../shared/state/auth.slice';
import { selectBasketItemCount } from '../../../shared/state/basket.slice';
import { LOGIN_MODAL, openModal } from '../../../shared/state/modals.slice';

/**
 * Embedded in an operator's page there is no header (SPEC.md section 6), but the visitor still
 * needs their basket and to sign in: one compact row with both.
 */
export function EmbeddedBar() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const basketCount = useAppSelector(selectBasketItemCount);
  return (
    <nav className="lido-embedded-bar" aria-label="Basket and account">
      {isLoggedIn ? (
        <ButtonLink variant="secondary" to={paths.myAccount.build()}>
          My account
        </ButtonLink>
      ) : (
        <Button variant="secondary" onClick={() => dispatch(openModal(LOGIN_MODAL))}>
          Log in
        </Button>
      )}
      <Link
        to={paths.basket.build()}
        className="lido-embedded-bar__basket"
        aria-label={basketLabelOf(basketCount)}
        data-testid="embedded-basket"
      >
        <BasketIcon />
        <span aria-hidden="true">{basketCount}</span>
      </Link>
    </nav>
  );
}
