import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { ConsoleImportState } from '../use-console-import';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its message, as shared/components/form-field.tsx is for inputs. */
export function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'lido-field lido-field--invalid' : 'lido-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="lido-field__hint">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...selectProps}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="lido-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ImportProblemSummaryProps<Field extends string> {
  heading: string;
  state: Pick<ConsoleImportState<Field>, 'problems' | 'failure'>;
  fieldIds: Record<Field, string>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Why a form's rows were refused: every problem, those of a field linking to it (its message is
 * beside it too). Announced, and focused by the form, so the keyboard starts from here.
 */
export function ImportProblemSummary<Field extends string>({
  heading,
  state,
  fieldIds,
  ref,
}: ImportProblemSummaryProps<Field>) {
  if (state.problems.length === 0 && state.failure === null) return null;
  return (
    <div ref={ref} tabIndex={-1} className="lido-console__summary" role="alert">
      <h2>{heading}</h2>
      {state.failure !== null ? (
        <p>{state.failure}</p>
      ) : (
        <ul data-testid="form-problems">
          {state.problems.map((problem, index) => (
            <li key={`${problem.place}-${index}`}>
              {problem.field !== null ? (
                <a href={`#${fieldIds[problem.field]}`}>{problem.text}</a>
              ) : (
                <>
                  <strong>{problem.place}</strong>: {problem.text}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
