import { Link } from '../../../shared/components/link';
import { paths } from '../../../shared/lib/paths';
import { consoleHeading } from './console-access';

const parts = [
  {
    to: paths.adminImport.build(),
    label: 'Import',
    description:
      'Load venues, activities, timetables, prices, plans, staff and customers from files.',
  },
  {
    to: paths.adminNewVenue.build(),
    label: 'Add a venue',
    description: 'A new leisure centre with its address.',
  },
  {
    to: paths.adminNewLocation.build(),
    label: 'Add a location',
    description: 'A court, pool, studio or hall at a venue.',
  },
  {
    to: paths.adminNewWeeklyClass.build(),
    label: 'Add a weekly class',
    description: 'A class at a venue on some days of the week, with its places and price.',
  },
  {
    to: paths.adminSessions.build(),
    label: 'Sessions',
    description: 'A day’s sessions at a venue: change their places.',
  },
  {
    to: paths.adminWeek.build(),
    label: 'Week',
    description: 'A venue’s week of sessions: drag one to move it.',
  },
  {
    to: paths.adminTheme.build(),
    label: 'Theme',
    description: 'A venue’s logo, colours, fonts and footer.',
  },
  {
    to: paths.adminStaff.build(),
    label: 'Staff',
    description: 'Staff accounts and their roles: add someone, change a role.',
  },
  {
    to: paths.adminPrices.build(),
    label: 'Prices',
    description: 'An activity’s prices and member prices.',
  },
  {
    to: paths.adminActivities.build(),
    label: 'Activities',
    description: 'An activity’s image on customers’ pages: upload, replace or remove it.',
  },
  {
    to: paths.adminMembershipPlans.build(),
    label: 'Membership plans',
    description: 'The plans members join: names, descriptions and online joining.',
  },
  {
    to: paths.adminWaitingRoom.build(),
    label: 'Waiting room',
    description: 'A fair queue when sessions are released, and the lines as they stand.',
  },
  {
    // Its route is in app/routes/admin-console-pages.ts, not paths.ts: see there why.
    to: '/admin/booking-partners',
    label: 'Booking partners',
    description: 'Activity apps that book your sessions: add one and issue its key, or revoke one.',
  },
  {
    to: paths.adminReports.build(),
    label: 'Reports',
    description: 'Bookings, takings and memberships over time.',
  },
];

/** `/admin`: the console's parts. */
export function ConsoleHome() {
  return (
    <section className="lido-screen lido-console">
      <h1>{consoleHeading}</h1>
      <p className="lido-introduction">What would you like to do?</p>
      <ul className="lido-console__parts">
        {parts.map((part) => (
          <li key={part.to}>
            <Link to={part.to}>{part.label}</Link>
            <p>{part.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
