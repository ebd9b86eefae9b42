import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { SelectField } from './console-fields';

/**
 * Which venue a console page shows (its prices, its activities' images); the page changes when
 * the form is sent, not while it is filled.
 */
export function ConsoleVenueForm({
  id,
  venues,
  venueSlug,
  submitLabel,
  onChoose,
}: {
  /** The venue select's id. */
  id: string;
  venues: Array<{ slug: string; name: string }>;
  venueSlug: string;
  submitLabel: string;
  onChoose: (venue: string) => void;
}) {
  const [venue, setVenue] = useState(venueSlug);
  return (
    <form
      className="lido-console__choose"
      aria-label="Choose the venue"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(venue);
      }}
    >
      <SelectField
        id={id}
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
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
