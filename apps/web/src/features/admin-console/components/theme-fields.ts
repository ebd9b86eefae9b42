import { fontKeys } from '@lido/contract';
import type { AdminTheme } from '../api/get-theme';

/** A theme field as the app names it (`themeAppPrimaryColour`). */
export type ThemeField = keyof AdminTheme['stored'];

/** The form's values: text as typed, empty where the field falls back. */
export type ThemeValues = Record<ThemeField, string>;

export const colourFields = [
  ['themeAppPrimaryColour', 'Primary colour'],
  ['themeAppSecondaryColour1', 'Secondary colour 1'],
  ['themeAppSecondaryColour2', 'Secondary colour 2'],
  ['headerPrimaryColour', 'Header text colour'],
  ['themeAppHeaderBgColour', 'Header background colour'],
  ['themeAppDarkBgColour', 'Dark background colour'],
] as const satisfies ReadonlyArray<readonly [ThemeField, string]>;

export type ColourField = (typeof colourFields)[number][0];

export const fontLabels: Record<(typeof fontKeys)[number], string> = {
  garage_gothic: 'Garage Gothic',
  lato: 'Lato',
  open_sans: 'Open Sans',
  roboto: 'Roboto',
};
export const fontChoices = fontKeys.map((key) => ({ value: key, label: fontLabels[key] }));

export const buttonStyleChoices = [
  { value: 'solid', label: 'Solid' },
  { value: 'outline', label: 'Outline' },
];

export const isHexColour = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value.trim());

/** The stored fields as the form shows them: empty where they fall back. */
export function valuesOf(stored: AdminTheme['stored']): ThemeValues {
  return Object.fromEntries(
    Object.entries(stored).map(([field, value]) => [field, value ?? '']),
  ) as ThemeValues;
}

/** Where an empty field takes its value from, as the page says it. */
export const fallbackName = (isVenue: boolean) => (isVenue ? 'All venues' : 'Lido’s default');
