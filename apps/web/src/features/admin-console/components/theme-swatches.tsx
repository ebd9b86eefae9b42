import type { AdminTheme } from '../api/get-theme';
import { colourFields, isHexColour, type ThemeValues } from './theme-fields';

/** The colours the sites will show with the form as it stands: each field's, or its fallback. */
export function ThemeSwatches({
  values,
  inherited,
}: {
  values: ThemeValues;
  inherited: AdminTheme['inherited'];
}) {
  return (
    <section className="lido-theme__swatches" aria-labelledby="theme-swatches-heading">
      <h3 id="theme-swatches-heading">Colours the sites will show</h3>
      <ul data-testid="theme-swatches">
        {colourFields.map(([field, label]) => {
          const typed = values[field].trim();
          const colour = isHexColour(typed) ? typed.toUpperCase() : inherited[field];
          return (
            <li key={field}>
              <span
                className="lido-theme__swatch"
                style={{ backgroundColor: colour }}
                aria-hidden="true"
              />
              <span>
                {label} <span className="lido-theme__hex">{colour}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
