import { useState } from 'react';
import { Link } from '../shared/components/link';
import { useAppDispatch, useAppSelector } from '../shared/lib/store-hooks';
import { useLogOutMutation } from '../shared/api/log-out';
import { selectIsLoggedIn, selectSessionUser } from '../shared/state/auth.slice';
import { selectBasketItemCount } from '../shared/state/basket.slice';
import { LOGIN_MODAL, openModal } from '../shared/state/modals.slice';
import { selectIsKiosk } from '../shared/state/session.slice';
import { selectSiteMode } from '../features/site-mode/site-mode';
import type { ClientConfig } from '../shared/api/get-client';
import { paths } from '../shared/lib/paths';
import { BasketIcon, basketLabelOf } from '../shared/components/basket-icon';
import { Button, ButtonLink } from '../shared/components/button';
import { SideDrawer } from '../shared/components/side-drawer';
import { opensConsole } from '../shared/lib/staff-may';
import './header.css';

interface HeaderProps {
  client: ClientConfig;
  logoUrl: string | null;
  /**
   * On the pages of one venue, the element the venue bar is drawn into (app/venue-bar-slot.ts):
   * the header then keeps the bar's room and stays on screen as the page scrolls, its basket and
   * menu with it (header.css).
   */
  venueBarSlot?: ((element: HTMLDivElement | null) => void) | null;
}

export function Header({ client, logoUrl, venueBarSlot }: HeaderProps) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isKiosk = useAppSelector(selectIsKiosk);
  // Staff at the front desk have no account of their own to show: their day's takings instead.
  const isDesk = useAppSelector(selectSiteMode) === 'desk';
  // A manager at the desk also reaches the operator console (from the menu: it is seldom used).
  const isManager = opensConsole(useAppSelector(selectSessionUser)?.staffRole);
  const basketCount = useAppSelector(selectBasketItemCount);
  const [logOut] = useLogOutMutation();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const basketLabel = basketLabelOf(basketCount);

  return (
    <header className={venueBarSlot ? 'lido-header lido-header--venue' : 'lido-header'}>
      <div className="lido-header__inner">
        <Link to={paths.home.build()} className="lido-header__brand">
          {logoUrl ? <img src={logoUrl} alt={`${client.name} home`} /> : client.name}
        </Link>

        <nav className="lido-header__nav" aria-label="Main">
          <ul id="nav-links" className="lido-header__links">
            <li>
              <Link to={paths.redirectToSelectedVenue.build()}>Book an activity</Link>
            </li>
            {client.onlineJoiningEnabled ? (
              <li>
                <Link to={paths.pricing.build()}>Buy a membership</Link>
              </li>
            ) : null}
            {isKiosk && client.kioskHomeUrl ? (
              <li>
                <a href={client.kioskHomeUrl}>Back to Kiosk Home</a>
              </li>
            ) : null}
            {isDesk && isManager ? (
              <li>
                <Link to={paths.adminConsole.build()}>Console</Link>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="lido-header__actions">
          {isDesk ? (
            <>
              <ButtonLink variant="secondary" to={paths.deskTakings.build()}>
                End of day
              </ButtonLink>
              {/* A till is shared: on a wide screen, where the menu is not shown, Log out is here. */}
              <Button
                variant="secondary"
                className="lido-header__log-out"
                onClick={() => void logOut()}
              >
                Log out
              </Button>
            </>
          ) : isLoggedIn ? (
            <ButtonLink id="my-account" variant="secondary" to={paths.myAccount.build()}>
              My account
            </ButtonLink>
          ) : (
            <Button
              id="login"
              data-testid="login"
              variant="secondary"
              onClick={() => dispatch(openModal(LOGIN_MODAL))}
            >
              Log in
            </Button>
          )}
          <Link to={paths.basket.build()} className="lido-header__basket" aria-label={basketLabel}>
            <BasketIcon />
            <span className="lido-header__basket-count" aria-hidden="true">
              {basketCount}
            </span>
          </Link>
          <button
            type="button"
            className="lido-header__menu"
            aria-expanded={isDrawerOpen}
            aria-controls="side-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <span aria-hidden="true">☰</span>
            <span className="lido-visually-hidden">Menu</span>
          </button>
        </div>
      </div>
      {venueBarSlot ? <div ref={venueBarSlot} className="lido-header__venue" /> : null}

      <SideDrawer id="side-drawer" title="Menu" isOpen={isDrawerOpen} onClose={closeDrawer}>
        <nav aria-label="Menu">
          <ul className="lido-side-drawer__links">
            <li>
              <Link to={paths.redirectToSelectedVenue.build()} onClick={closeDrawer}>
                Book an activity
              </Link>
            </li>
            {client.onlineJoiningEnabled ? (
              <li>
                <Link to={paths.pricing.build()} onClick={closeDrawer}>
                  Buy a membership
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.basket.build()} onClick={closeDrawer}>
                Shopping basket
              </Link>
            </li>
            <li>
              {isDesk ? (
                <Link to={paths.deskTakings.build()} onClick={closeDrawer}>
                  End of day
                </Link>
              ) : (
                <Link to={paths.myAccount.build()} onClick={closeDrawer}>
                  My account
                </Link>
              )}
            </li>
            {isDesk && isManager ? (
              <li>
                <Link to={paths.adminConsole.build()} onClick={closeDrawer}>
                  Console
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="lido-side-drawer__account">
          {isLoggedIn ? (
            <Button
              variant="secondary"
              isFullWidth
              onClick={() => {
                closeDrawer();
                void logOut();
              }}
            >
              Log out
            </Button>
          ) : (
            <>
              <p>Login to make bookings faster and manage your account</p>
              <Button
                isFullWidth
                onClick={() => {
                  closeDrawer();
                  dispatch(openModal(LOGIN_MODAL));
                }}
              >
                Log in
              </Button>
              <ButtonLink
                variant="secondary"
                isFullWidth
                to={paths.register.build()}
                onClick={closeDrawer}
              >
                Create an account
              </ButtonLink>
            </>
          )}
        </div>
      </SideDrawer>
    </header>
  );
}
