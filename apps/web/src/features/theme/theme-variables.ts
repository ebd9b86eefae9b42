import { defaultTheme } from '@lido/contract';
import { camelizeKeys } from '../../shared/lib/case-keys';
import type { Theme } from './api/get-theme';
import {
  filledColours,
  readableColourOn,
  textColourOn,
  textColourOnWhite,
} from './colour-contrast';

// Fonts are self-hosted through Fontsource at weights 400 and 700 (SPEC.md section 9), declared
// in app/fonts.css. Garage Gothic is a commercial typeface
// that Fontsource does not carry, so its key falls back to a condensed system stack.
export const fontStacks: Record<Theme['themeAppHeadingFontStyle'], string> = {
  garage_gothic: "'Garage Gothic', Impact, 'Arial Narrow Bold', 'Roboto Condensed', sans-serif",
  lato: "Lato, 'Helvetica Neue', Arial, sans-serif",
  open_sans: "'Open Sans', 'Helvetica Neue', Arial, sans-serif",
  roboto: "Roboto, 'Helvetica Neue', Arial, sans-serif",
};

export const siteDefaultTheme: Theme = camelizeKeys(defaultTheme);

function fontStack(key: string, fallback: Theme['themeAppBodyFontStyle']): string {
  return key in fontStacks ? fontStacks[key as keyof typeof fontStacks] : fontStacks[fallback];
}

/** A theme colour as a background, `-fill`, under `on-` text that reads on it at 4.5:1 or better. */
function filledVariants(name: 'primary' | 'secondary' | 'secondary-2', colour: string) {
  const filled = filledColours(colour);
  return {
    [`--lido-${name}-fill`]: filled.fill,
    [`--lido-on-${name}`]: filled.text,
  } as Record<`--lido-${string}`, string>;
}

/**
 * The variables for text in or on a theme colour, at 4.5:1 or better: `-text` on the white page,
 * `-fill` as a background under `on-` text. The theme colour itself stays for borders and accents.
 */
function readableVariants(name: 'primary' | 'secondary', colour: string) {
  return {
    [`--lido-${name}-text`]: textColourOnWhite(colour),
    ...filledVariants(name, colour),
  } as Record<`--lido-${string}`, string>;
}

/** The theme as CSS custom properties; stylesheets read only these names. */
export function themeVariables(theme: Theme): Record<`--lido-${string}`, string> {
  return {
    '--lido-primary': theme.themeAppPrimaryColour,
    ...readableVariants('primary', theme.themeAppPrimaryColour),
    '--lido-secondary': theme.themeAppSecondaryColour1,
    ...readableVariants('secondary', theme.themeAppSecondaryColour1),
    // The second secondary colour: accents (the info toast's stripe) and the secondary
    // button's hover, which is a fill under text.
    '--lido-secondary-2': theme.themeAppSecondaryColour2,
    ...filledVariants('secondary-2', theme.themeAppSecondaryColour2),
    // The header is a band in the operator's header colour, so its text, its accent colour and
    // the outline button's text are each made readable on that colour, not on the white page.
    '--lido-header-bg': theme.themeAppHeaderBgColour,
    '--lido-on-header': readableColourOn(theme.themeAppDarkBgColour, theme.themeAppHeaderBgColour),
    '--lido-header-primary': theme.headerPrimaryColour,
    '--lido-header-primary-text': readableColourOn(
      theme.headerPrimaryColour,
      theme.themeAppHeaderBgColour,
    ),
    '--lido-header-secondary-text': readableColourOn(
      theme.themeAppSecondaryColour1,
      theme.themeAppHeaderBgColour,
    ),
    // The dark band (venue footer, skip link), and text chosen to read on it whatever colour the
    // operator calls dark.
    '--lido-dark-bg': theme.themeAppDarkBgColour,
    '--lido-on-dark-bg': textColourOn(theme.themeAppDarkBgColour),
    '--lido-heading-font': fontStack(
      theme.themeAppHeadingFontStyle,
      siteDefaultTheme.themeAppHeadingFontStyle,
    ),
    '--lido-body-font': fontStack(
      theme.themeAppBodyFontStyle,
      siteDefaultTheme.themeAppBodyFontStyle,
    ),
  };
}

/** Puts the theme on :root so every component, portals included, picks it up. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    root.style.setProperty(name, value);
  }
  root.dataset.secondaryButtonStyle = theme.themeAppSecondaryButtonStyle;
}
