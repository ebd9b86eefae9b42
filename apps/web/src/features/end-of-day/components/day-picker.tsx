import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { isIsoDate } from '../../../shared/lib/iso-date';

export const chooseDayCopy = 'Choose a day, today or earlier.';

interface DayPickerProps {
  /** The day shown (`2026-10-20`). */
  date: string;
  /** The latest day there can be takings for: London's today. */
  today: string;
  onChoose: (date: string) => void;
}

/**
 * Which day's takings to show. The page changes when the form is sent, not as the date is typed,
 * so a keyboard or screen-reader user is not moved on half-way through a date.
 */
export function DayPicker({ date, today, onChoose }: DayPickerProps) {
  const [value, setValue] = useState(date);
  const [shown, setShown] = useState(date);
  const [error, setError] = useState<string | undefined>(undefined);
  // Another day chosen elsewhere (Back, a link): the field follows it.
  if (shown !== date) {
    setShown(date);
    setValue(date);
    setError(undefined);
  }

  return (
    <form
      className="lido-end-of-day__day"
      aria-label="Choose the day"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isIsoDate(value) || value > today) {
          setError(chooseDayCopy);
          return;
        }
        setError(undefined);
        onChoose(value);
      }}
    >
      <FormField
        id="takings-day"
        label="Day"
        type="date"
        max={today}
        value={value}
        error={error}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary">
        Show takings
      </Button>
    </form>
  );
}
