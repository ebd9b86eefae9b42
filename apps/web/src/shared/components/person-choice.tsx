import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import './choice.css';

interface PersonChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** A checkbox where several may go ("Who is going?"), a radio where one place has one person. */
  type: 'checkbox' | 'radio';
  /** "Alex Morgan (you)". */
  label: string;
  /** Why the person may not go ("Ages 8 to 15 …"): shown under the name and read with the choice. */
  reason: string | null;
}

/**
 * One person to choose for a place: the timetable's "Who is going?" and the attendees page's.
 * Someone who may not go is shown, cannot be chosen (the caller disables the input), and says why.
 */
export function PersonChoice({ label, reason, ...input }: PersonChoiceProps) {
  const reasonId = useId();
  return (
    <div className="lido-person-choice">
      <label className="lido-attendees__choice">
        <input {...input} aria-describedby={reason ? reasonId : undefined} />
        {label}
      </label>
      {reason ? (
        <p id={reasonId} className="lido-person-choice__reason">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
