import { useDeferredValue, useEffect, useState } from 'react';
import { loadPasswordStrength, type PasswordStrength } from '../password-strength';
import './password-strength-meter.css';

interface PasswordStrengthMeterProps {
  /** The password field's id; the meter's ids derive from it. */
  fieldId: string;
  password: string;
  /** Names and email typed so far: a password made of them is guessed first. */
  personalDetails?: string[];
}

/**
 * How hard the password being chosen is to guess: a labelled meter, its level in words and, when
 * the API would refuse it, why. Words, not only colour; announced politely as it changes.
 */
export function PasswordStrengthMeter({
  fieldId,
  password,
  personalDetails = [],
}: PasswordStrengthMeterProps) {
  const typed = useDeferredValue(password);
  const details = personalDetails.join('\n');
  const [strength, setStrength] = useState<PasswordStrength | null>(null);

  useEffect(() => {
    if (!typed) {
      setStrength(null);
      return;
    }
    let isCurrent = true;
    loadPasswordStrength()
      .then((estimate) => {
        if (isCurrent) setStrength(estimate(typed, details ? details.split('\n') : []));
      })
      // Without the estimator the form still works: the API judges the password on submit.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [typed, details]);

  const meterId = `${fieldId}-strength`;
  return (
    <div className="lido-strength" aria-live="polite">
      {strength ? (
        <>
          <label htmlFor={meterId} className="lido-strength__label">
            Password strength: <strong>{strength.label}</strong>
          </label>
          <meter
            id={meterId}
            className="lido-strength__meter"
            min={0}
            max={4}
            low={2}
            high={3}
            optimum={4}
            value={strength.score}
            aria-valuetext={strength.label}
          />
          {strength.problem ? <p className="lido-strength__problem">{strength.problem}</p> : null}
        </>
      ) : null}
    </div>
  );
}
