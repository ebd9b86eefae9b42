import { isHexColour } from './theme-fields';

/**
 * One theme colour: a colour picker and the same colour as text (`#RRGGBB`), each labelled. Empty
 * text means the colour falls back; the picker then shows the colour it falls back to.
 */
export function ThemeColourField({
  id,
  label,
  value,
  inherited,
  fallback,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The colour used while the field is empty. */
  inherited: string;
  /** Whose colour that is: "All venues", "Lido’s default". */
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <div className={error ? 'lido-field lido-field--invalid' : 'lido-field'}>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="lido-field__hint">
        As # and six hex digits. Leave empty for {fallback}: {inherited}.
      </p>
      <div className="lido-theme__colour">
        <input
          type="color"
          id={`${id}-picker`}
          aria-label={`${label}: picker`}
          value={(isHexColour(value) ? value.trim() : inherited).toLowerCase()}
          onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        />
        <input
          type="text"
          id={id}
          value={value}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          placeholder={inherited}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="lido-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
