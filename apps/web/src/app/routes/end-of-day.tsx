import { EndOfDayPage } from '../../features/end-of-day/components/end-of-day-page';
import '../../features/end-of-day/end-of-day.css';

/** `/desk/takings?date=`: the desk's end of day, takings and the cash count (staff only). */
export function Component() {
  return <EndOfDayPage />;
}
