import { AttendeesPage } from '../../features/attendees/components/attendees-page';

/** `/attendees` (signed-in only): who is going to each place, and their waivers. */
export function Component() {
  return <AttendeesPage />;
}
