import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { fieldMessagesOf } from '../field-messages';
import type { AdminTheme } from '../api/get-theme';
import { type ThemeChanges, useSaveThemeMutation } from '../api/save-theme';
import { SelectField } from './console-fields';
import { FooterEditor } from './footer-editor';
import { ThemeColourField } from './theme-colour-field';
import {
  buttonStyleChoices,
  colourFields,
  fallbackName,
  fontChoices,
  fontLabels,
  type ThemeField,
  type ThemeValues,
  valuesOf,
} from './theme-fields';
import { ThemeSwatches } from './theme-swatches';

export const themeSavedCopy = 'Theme saved.';
export const themeNotSavedCopy = 'The theme was not saved: see the messages by the fields.';

type FieldErrors = Partial<Record<ThemeField | 'footerHtml', string>>;

/** What a save sends: every field, empty ones as null (they fall back). */
function changesOf(values: ThemeValues, footerHtml: string | null): ThemeChanges {
  const fields = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim() || null]),
  );
  // The API checks each value and answers field by field; the selects offer only its choices.
  return {
    ...(fields as ThemeChanges),
    ...(footerHtml === null ? {} : { footerHtml: footerHtml.trim() ? footerHtml : null }),
  };
}

/** The theme of the operator (`venue` null) or of a venue, and a venue's footer. */
export function ThemeForm({ theme, venue }: { theme: AdminTheme; venue: string | null }) {
  const isVenue = theme.venue !== null;
  const fallback = fallbackName(isVenue);
  const [values, setValues] = useState(() => valuesOf(theme.stored));
  const [footer, setFooter] = useState(theme.footerHtml ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saveTheme, saving] = useSaveThemeMutation();
  const { inherited } = theme;

  const set = (field: ThemeField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus(null);
  };
  const heading = isVenue ? `${theme.venue?.name ?? ''} theme` : 'Theme of all venues';

  return (
    <form
      className="lido-form lido-theme"
      aria-labelledby="theme-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setStatus(null);
        setFailure(null);
        void saveTheme({ venue, theme: changesOf(values, isVenue ? footer : null) }).then(
          (result) => {
            if ('error' in result) {
              const byField: FieldErrors = fieldMessagesOf(result.error);
              setErrors(byField);
              setFailure(
                Object.keys(byField).length > 0 ? themeNotSavedCopy : errorCopyOf(result.error),
              );
              return;
            }
            setErrors({});
            setValues(valuesOf(result.data.stored));
            setFooter(result.data.footerHtml ?? '');
            setStatus(themeSavedCopy);
          },
        );
      }}
    >
      <h2 id="theme-form-heading">{heading}</h2>
      <p>
        {isVenue
          ? 'Empty fields use the theme of all venues.'
          : 'Each venue uses these unless it sets its own. Empty fields use Lido’s defaults.'}
      </p>
      <FormField
        id="theme-themeAppLogo"
        label="Logo address"
        hint={`An https:// address or a path starting with /. Leave empty for ${fallback}.`}
        value={values.themeAppLogo}
        error={errors.themeAppLogo}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set('themeAppLogo')(event.currentTarget.value)}
      />
      <fieldset className="lido-theme__group">
        <legend>Colours</legend>
        {colourFields.map(([field, label]) => (
          <ThemeColourField
            key={field}
            id={`theme-${field}`}
            label={label}
            value={values[field]}
            inherited={inherited[field]}
            fallback={fallback}
            error={errors[field]}
            onChange={set(field)}
          />
        ))}
      </fieldset>
      <ThemeSwatches values={values} inherited={inherited} />
      <fieldset className="lido-theme__group">
        <legend>Fonts and buttons</legend>
        {(
          [
            ['themeAppHeadingFontStyle', 'Heading font'],
            ['themeAppBodyFontStyle', 'Body font'],
          ] as const
        ).map(([field, label]) => (
          <SelectField
            key={field}
            id={`theme-${field}`}
            label={label}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => set(field)(event.currentTarget.value)}
          >
            <option value="">
              {fallback}: {fontLabels[inherited[field]]}
            </option>
            {fontChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        ))}
        <SelectField
          id="theme-themeAppSecondaryButtonStyle"
          label="Secondary button style"
          value={values.themeAppSecondaryButtonStyle}
          error={errors.themeAppSecondaryButtonStyle}
          onChange={(event) => set('themeAppSecondaryButtonStyle')(event.currentTarget.value)}
        >
          <option value="">
            {fallback}: {inherited.themeAppSecondaryButtonStyle === 'solid' ? 'Solid' : 'Outline'}
          </option>
          {buttonStyleChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {isVenue ? (
        <FooterEditor
          value={footer}
          error={errors.footerHtml}
          onChange={(value) => {
            setFooter(value);
            setStatus(null);
          }}
        />
      ) : null}
      {failure ? (
        <p className="lido-form__problem" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lido-form__actions">
        <Button type="submit" disabled={saving.isLoading}>
          Save
        </Button>
      </div>
      <p role="status" className="lido-console__done">
        {status}
      </p>
    </form>
  );
}
