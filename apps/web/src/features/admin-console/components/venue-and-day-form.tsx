import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { isIsoDate } from '../../../shared/lib/iso-date';
import { SelectField } from './console-fields';

/**
 * A console page's venue and day to show (the Sessions page's day, the Week page's week); the
 * page changes when the form is sent, not while it is filled.
 */
export function VenueAndDayForm({
  name,
  venues,
  venueSlug,
  date,
  dayLabel,
  dateProblem,
  submitLabel,
  onChoose,
}: {
  /** The form's accessible name and its fields' id prefix: "day" or "week". */
  name: 'day' | 'week';
  venues: Array<{ slug: string; name: string }>;
  venueSlug: string;
  date: string;
  dayLabel: string;
  /** What to say when the day is not a date. */
  dateProblem: string;
  submitLabel: string;
  onChoose: (chosen: { venue: string; date: string }) => void;
}) {
  const [venue, setVenue] = useState(venueSlug);
  const [day, setDay] = useState(date);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      className="lido-console__choose"
      aria-label={`Choose the venue and ${name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isIsoDate(day)) {
          setError(dateProblem);
          return;
        }
        setError(undefined);
        onChoose({ venue, date: day });
      }}
    >
      <SelectField
        id={`${name}-venue`}
        label="Venue"
        value={venue}
        onChange={(event) => setVenue(event.currentTarget.value)}
      >
        {venues.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <FormField
        id={`${name}-date`}
        label={dayLabel}
        type="date"
        value={day}
        error={error}
        onChange={(event) => setDay(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
