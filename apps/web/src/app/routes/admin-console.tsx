import { ConsoleAccess } from '../../features/admin-console/components/console-access';
import { ConsoleHome } from '../../features/admin-console/components/console-home';
import { ImportPage } from '../../features/admin-console/components/import-page';
import { LocationForm } from '../../features/admin-console/components/location-form';
import { MembershipPlansPage } from '../../features/admin-console/components/membership-plans-page';
import { WaitingRoomPage } from '../../features/admin-console/components/waiting-room-page';
import { PricesPage } from '../../features/admin-console/components/prices-page';
import { ActivitiesPage } from '../../features/admin-console/components/activities-page';
import { BookingPartnersPage } from '../../features/admin-console/components/booking-partners-page';
import { SessionsPage } from '../../features/admin-console/components/sessions-page';
import { StaffPage } from '../../features/admin-console/components/staff-page';
import { ThemePage } from '../../features/admin-console/components/theme-page';
import { VenueForm } from '../../features/admin-console/components/venue-form';
import { WeeklyClassForm } from '../../features/admin-console/components/weekly-class-form';
import { WeekPage } from '../../features/admin-console/components/week-page';

// `/admin…`: the operator console (managers), one chunk loaded only when a console page opens,
// so no customer page carries it.

/** Every console page: a manager's, else why not. */
export const Component = ConsoleAccess;
export const HomeScreen = ConsoleHome;
export const ImportScreen = ImportPage;
export const NewVenueScreen = VenueForm;
export const NewLocationScreen = LocationForm;
export const NewWeeklyClassScreen = WeeklyClassForm;
export const SessionsScreen = SessionsPage;
export const WeekScreen = WeekPage;
export const ThemeScreen = ThemePage;
export const StaffScreen = StaffPage;
export const PricesScreen = PricesPage;
export const ActivitiesScreen = ActivitiesPage;
export const MembershipPlansScreen = MembershipPlansPage;
export const WaitingRoomScreen = WaitingRoomPage;
export const BookingPartnersScreen = BookingPartnersPage;
