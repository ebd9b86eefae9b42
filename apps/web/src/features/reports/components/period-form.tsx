import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { type ReportPeriod, periodProblem } from '../report-period';

export interface ReportVenue {
  id: number;
  name: string;
}

export interface ReportChoice extends ReportPeriod {
  /** The venue asked for; undefined is the manager's own. */
  venueId: number | undefined;
}

interface PeriodFormProps {
  chosen: ReportChoice;
  /** The operator's venues, once a report has said which they are. */
  venues: readonly ReportVenue[];
  onChoose: (choice: ReportChoice) => void;
}

/**
 * The period and venue the reports are for. Nothing changes until the form is sent, so a
 * keyboard or screen-reader user is not moved on half-way through a date.
 */
export function PeriodForm({ chosen, venues, onChoose }: PeriodFormProps) {
  const [from, setFrom] = useState(chosen.from);
  const [to, setTo] = useState(chosen.to);
  const [venue, setVenue] = useState(chosen.venueId === undefined ? '' : String(chosen.venueId));
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>(null);
  const [shown, setShown] = useState(chosen);
  // Another period chosen elsewhere (Back, a link): the fields follow it.
  if (shown !== chosen) {
    setShown(chosen);
    setFrom(chosen.from);
    setTo(chosen.to);
    setVenue(chosen.venueId === undefined ? '' : String(chosen.venueId));
    setProblem(null);
  }
  const problemOf = (field: 'from' | 'to') =>
    problem?.field === field ? problem.message : undefined;

  return (
    <form
      className="lido-reports__period"
      aria-label="Choose the period and venue"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = periodProblem({ from, to });
        setProblem(found);
        if (found) return;
        onChoose({ from, to, venueId: venue === '' ? undefined : Number(venue) });
      }}
    >
      <FormField
        id="report-from"
        label="From"
        type="date"
        value={from}
        error={problemOf('from')}
        onChange={(event) => setFrom(event.currentTarget.value)}
      />
      <FormField
        id="report-to"
        label="To"
        type="date"
        value={to}
        error={problemOf('to')}
        onChange={(event) => setTo(event.currentTarget.value)}
      />
      <div className="lido-field">
        <label htmlFor="report-venue">Venue</label>
        <select
          id="report-venue"
          value={venue}
          onChange={(event) => setVenue(event.currentTarget.value)}
        >
          <option value="">My venue</option>
          {venues.map((each) => (
            <option key={each.id} value={String(each.id)}>
              {each.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Show reports
      </Button>
    </form>
  );
}
