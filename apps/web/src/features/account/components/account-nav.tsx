import { NavLink } from 'react-router';
import { paths } from '../../../shared/lib/paths';

interface AccountNavProps {
  /** The client configuration's guestPassesEnabled (SPEC.md section 6). */
  isGuestPassesEnabled: boolean;
  onLogOut: () => void;
}

/** My account's sections; Guest passes only when the operator offers them. */
export function AccountNav({ isGuestPassesEnabled, onLogOut }: AccountNavProps) {
  const links = [
    { to: paths.myAccount.build(), label: 'Dashboard', end: true },
    { to: paths.myDetails.build(), label: 'My details' },
    { to: paths.myFamily.build(), label: 'Family' },
    { to: paths.myMemberships.build(), label: 'Memberships' },
    { to: paths.myPackages.build(), label: 'Packages' },
    { to: paths.myBookings.build(), label: 'Bookings' },
    { to: paths.myWaitlists.build(), label: 'Waitlists' },
    ...(isGuestPassesEnabled ? [{ to: paths.myGuestPasses.build(), label: 'Guest passes' }] : []),
    { to: paths.myPayments.build(), label: 'Payments' },
    { to: paths.myCredit.build(), label: 'Account credit' },
  ];
  return (
    <nav className="lido-account__nav" aria-label="My account">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="lido-account__log-out" onClick={onLogOut}>
            Log out
          </button>
        </li>
      </ul>
    </nav>
  );
}
