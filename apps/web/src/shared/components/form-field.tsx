import type { InputHTMLAttributes, Ref } from 'react';
import './form-field.css';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's validation message, shown beside it and announced with it. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message; spread react-hook-form's `register()` into it. */
export function FormField({ id, label, error, hint, ref, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'lido-field lido-field--invalid' : 'lido-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="lido-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="lido-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
