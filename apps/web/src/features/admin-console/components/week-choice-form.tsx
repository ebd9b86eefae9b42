import { useState } from 'react';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { SelectField } from './console-fields';

export const chooseWeekDateCopy = 'Choose a day of the week, written as a date.';

export const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The venue and week to show, as the sessions page chooses its venue and day; the page changes
 * when the form is sent, not while it is filled. Any day of a week shows that week.
 */
export function WeekChoiceForm({
  venues,
  venueSlug,
  from,
  onChoose,
}: {
  venues: Array<{ slug: string; name: string }>;
  venueSlug: string;
  from: string;
  onChoose: (chosen: { venue: string; from: string }) => void;
}) {
  const [venue, setVenue] = useState(venueSlug);
  const [day, setDay] = useState(from);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      className="lido-console__choose"
      aria-label="Choose the venue and week"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isIsoDate(day)) {
          setError(chooseWeekDateCopy);
          return;
        }
        setError(undefined);
        onChoose({ venue, from: day });
      }}
    >
      <SelectField
        id="week-venue"
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
        id="week-day"
        label="Week of"
        type="date"
        value={day}
        error={error}
        onChange={(event) => setDay(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary">
        Show week
      </Button>
    </form>
  );
}
