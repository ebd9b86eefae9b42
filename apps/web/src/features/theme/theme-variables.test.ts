import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Theme } from './api/get-theme';
import { contrastRatio, minimumTextContrast } from './colour-contrast';
import { applyTheme, siteDefaultTheme, themeVariables } from './theme-variables';
import { stickyHeaderHeightVariable } from '../venues/use-sticky-header-height';

describe('theme variables', () => {
  it('uses the spec defaults when the API sends the site theme', () => {
    const variables = themeVariables(siteDefaultTheme);
    expect(variables['--lido-primary']).toBe('#8C59F8');
    expect(variables['--lido-secondary']).toBe('#3E2DAC');
    // White on #8C59F8 is 4.28:1: text-bearing uses get a slightly darker purple.
    expect(variables['--lido-primary-fill']).toBe('#8856F2');
    expect(variables['--lido-on-primary']).toBe('#FFFFFF');
    expect(variables['--lido-primary-text']).toBe('#8856F2');
    expect(variables['--lido-secondary-fill']).toBe('#3E2DAC');
    expect(variables['--lido-heading-font']).toContain('Garage Gothic');
    expect(variables['--lido-body-font']).toMatch(/^Roboto/);
  });

  it('applies a venue theme to :root as custom properties', () => {
    applyTheme({
      ...siteDefaultTheme,
      themeAppPrimaryColour: '#005EB8',
      themeAppBodyFontStyle: 'open_sans',
      themeAppSecondaryButtonStyle: 'outline',
    });
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--lido-primary')).toBe('#005EB8');
    expect(root.style.getPropertyValue('--lido-primary-fill')).toBe('#005EB8');
    expect(root.style.getPropertyValue('--lido-body-font')).toContain("'Open Sans'");
    expect(root.dataset.secondaryButtonStyle).toBe('outline');
  });
});

describe('theme variables for a light operator colour', () => {
  it('switches the text on primary fills to dark', () => {
    const variables = themeVariables({ ...siteDefaultTheme, themeAppPrimaryColour: '#FFD700' });
    expect(variables['--lido-primary']).toBe('#FFD700');
    expect(variables['--lido-primary-fill']).toBe('#FFD700');
    expect(variables['--lido-on-primary']).toBe('#1F1D2B');
    expect(variables['--lido-primary-text']).not.toBe('#FFD700');
  });
});

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every stylesheet of the app, comments removed (they may name a variable in passing). */
const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({
    file: file.split(sep).join('/'),
    css: readFileSync(join(srcDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
  }));

const names = (css: string, pattern: RegExp) => [...css.matchAll(pattern)].map((match) => match[1]);
const readsIn = (css: string) => names(css, /var\((--lido-[\w-]+)/g);
const declarationsIn = (css: string) => names(css, /(--lido-[\w-]+)\s*:/g);

const globalCss = stylesheets.find(({ file }) => file === 'app/global.css')?.css ?? '';
/** The defaults on :root in global.css, which the page shell paints with before the theme. */
const globalDefaults = new Map(
  [
    ...(/:root\s*{([^}]*)}/.exec(globalCss)?.[1] ?? '').matchAll(/(--lido-[\w-]+)\s*:\s*([^;]+);/g),
  ].map((match) => [match[1] ?? '', match[2] ?? '']),
);
/**
 * Site constants in global.css that no theme key sets: among them the design system's type and
 * spacing scales and its surfaces (decisions/043).
 */
const siteConstants = new Set([
  '--lido-text',
  '--lido-focus',
  '--lido-focus-ring',
  '--lido-page-width',
  ...['xs', 'sm', 'base', 'md', 'lg', 'xl', '2xl', '3xl'].map((step) => `--lido-text-${step}`),
  ...[1, 2, 3, 4, 5, 6, 7].map((step) => `--lido-space-${step}`),
  '--lido-radius',
  '--lido-border',
  '--lido-surface',
  '--lido-muted-text',
  '--lido-card-shadow',
  '--lido-danger-text',
  // Measured by a script as the page lays out (the sticky header's height); read with a fallback.
  stickyHeaderHeightVariable,
]);

/** CSS values compared as the browser would: case, quotes and spacing aside, #fff as #ffffff. */
function normalisedCss(value: string): string {
  return value
    .toLowerCase()
    .replace(/['"]/g, '')
    .replace(/\s*,\s*/g, ',')
    .replace(/#([0-9a-f])([0-9a-f])([0-9a-f])\b/g, '#$1$1$2$2$3$3')
    .trim();
}

describe('theme variables and the stylesheets', () => {
  const produced = Object.keys(themeVariables(siteDefaultTheme));

  it('finds the stylesheets it checks', () => {
    expect(stylesheets.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['app/global.css', 'shared/components/button.css', 'app/header.css']),
    );
    expect(globalDefaults.size).toBeGreaterThan(10);
  });

  it('has every variable the theme produces read by at least one stylesheet', () => {
    const read = new Set(stylesheets.flatMap(({ css }) => readsIn(css)));
    expect(produced.filter((name) => !read.has(name))).toEqual([]);
  });

  it('produces every theme variable a stylesheet reads', () => {
    // A component may name a variable of its own (a toast's accent), set from theme variables.
    const componentOwn = new Set(
      stylesheets
        .filter(({ file }) => file !== 'app/global.css')
        .flatMap(({ css }) => declarationsIn(css)),
    );
    const unknown = stylesheets.flatMap(({ file, css }) =>
      readsIn(css)
        .filter(
          (name) =>
            !produced.includes(name ?? '') &&
            !siteConstants.has(name ?? '') &&
            !componentOwn.has(name ?? ''),
        )
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives global.css a default for every variable, equal to the site theme', () => {
    // The page shell and the first render paint with these before the theme call answers.
    const defaults = themeVariables(siteDefaultTheme);
    for (const [name, value] of Object.entries(defaults)) {
      expect(normalisedCss(globalDefaults.get(name) ?? 'missing'), name).toBe(normalisedCss(value));
    }
  });
});

/** A theme key changed alone: which variables move, from the site default. */
function changedVariables(change: Partial<Theme>): Record<string, string> {
  const before = themeVariables(siteDefaultTheme);
  const after = themeVariables({ ...siteDefaultTheme, ...change });
  return Object.fromEntries(
    Object.entries(after).filter(([name, value]) => before[name as keyof typeof before] !== value),
  );
}

describe('each theme key', () => {
  it.each<[keyof Theme, Theme[keyof Theme], string[]]>([
    ['headerPrimaryColour', '#C8102E', ['--lido-header-primary', '--lido-header-primary-text']],
    ['themeAppDarkBgColour', '#0B7A75', ['--lido-dark-bg', '--lido-on-header']],
    [
      'themeAppHeaderBgColour',
      '#1B1446',
      [
        '--lido-header-bg',
        '--lido-on-header',
        '--lido-header-primary-text',
        '--lido-header-secondary-text',
      ],
    ],
    [
      'themeAppPrimaryColour',
      '#FFD700',
      ['--lido-primary', '--lido-primary-text', '--lido-primary-fill', '--lido-on-primary'],
    ],
    [
      'themeAppSecondaryColour1',
      '#FFD700',
      [
        '--lido-secondary',
        '--lido-secondary-text',
        '--lido-secondary-fill',
        '--lido-on-secondary',
        '--lido-header-secondary-text',
      ],
    ],
    [
      'themeAppSecondaryColour2',
      '#FFD700',
      ['--lido-secondary-2', '--lido-secondary-2-fill', '--lido-on-secondary-2'],
    ],
    ['themeAppHeadingFontStyle', 'lato', ['--lido-heading-font']],
    ['themeAppBodyFontStyle', 'open_sans', ['--lido-body-font']],
    // The logo is an image in the header and the button style an attribute: no variable moves.
    ['themeAppLogo', '/logo.svg', []],
    ['themeAppSecondaryButtonStyle', 'outline', []],
  ])('%s = %s moves exactly its variables', (key, value, expected) => {
    expect(Object.keys(changedVariables({ [key]: value })).sort()).toEqual([...expected].sort());
  });

  it('carries the raw colours for borders and accents', () => {
    expect(changedVariables({ headerPrimaryColour: '#C8102E' })['--lido-header-primary']).toBe(
      '#C8102E',
    );
    expect(changedVariables({ themeAppDarkBgColour: '#0B7A75' })['--lido-dark-bg']).toBe('#0B7A75');
    expect(changedVariables({ themeAppHeaderBgColour: '#1B1446' })['--lido-header-bg']).toBe(
      '#1B1446',
    );
    expect(changedVariables({ themeAppSecondaryColour2: '#FFD700' })['--lido-secondary-2']).toBe(
      '#FFD700',
    );
  });

  it.each([
    ['garage_gothic', /^'Garage Gothic',.*Impact/],
    ['lato', /^Lato,/],
    ['open_sans', /^'Open Sans',/],
    ['roboto', /^Roboto,/],
  ] as const)('sets headings and body text in %s', (font, stack) => {
    const variables = themeVariables({
      ...siteDefaultTheme,
      themeAppHeadingFontStyle: font,
      themeAppBodyFontStyle: font,
    });
    expect(variables['--lido-heading-font']).toMatch(stack);
    expect(variables['--lido-body-font']).toMatch(stack);
  });

  it('switches the secondary buttons between solid and outline on :root', () => {
    const root = document.createElement('html');
    applyTheme({ ...siteDefaultTheme, themeAppSecondaryButtonStyle: 'outline' }, root);
    expect(root.dataset.secondaryButtonStyle).toBe('outline');
    applyTheme({ ...siteDefaultTheme, themeAppSecondaryButtonStyle: 'solid' }, root);
    expect(root.dataset.secondaryButtonStyle).toBe('solid');
  });
});

describe('text on theme colours', () => {
  /** Each text variable and the background it is drawn on. */
  const textOnBackground = [
    ['--lido-primary-text', null],
    ['--lido-on-primary', '--lido-primary-fill'],
    ['--lido-secondary-text', null],
    ['--lido-on-secondary', '--lido-secondary-fill'],
    ['--lido-on-secondary-2', '--lido-secondary-2-fill'],
    ['--lido-on-header', '--lido-header-bg'],
    ['--lido-header-primary-text', '--lido-header-bg'],
    ['--lido-header-secondary-text', '--lido-header-bg'],
    ['--lido-on-dark-bg', '--lido-dark-bg'],
  ] as const;
  const colours = ['#FFFFFF', '#FFD700', '#8C59F8', '#777777', '#0B7A75', '#1B1446', '#000000'];

  it.each(colours)(
    'reads at 4.5:1 or better when every theme colour is %s or its neighbour',
    (colour) => {
      for (const other of colours) {
        const variables = themeVariables({
          ...siteDefaultTheme,
          headerPrimaryColour: colour,
          themeAppPrimaryColour: colour,
          themeAppSecondaryColour1: colour,
          themeAppSecondaryColour2: other,
          themeAppDarkBgColour: other,
          themeAppHeaderBgColour: colour === other ? '#FFFFFF' : other,
        });
        for (const [text, background] of textOnBackground) {
          const behind = background ? variables[background] : '#FFFFFF';
          expect(
            contrastRatio(variables[text] ?? '', behind ?? ''),
            `${text} on ${background ?? 'the page'} (${colour}, ${other})`,
          ).toBeGreaterThanOrEqual(minimumTextContrast);
        }
      }
    },
  );

  it('keeps the header text in the dark colour on the default white header', () => {
    const variables = themeVariables(siteDefaultTheme);
    expect(variables['--lido-on-header']).toBe('#1B1446');
    expect(variables['--lido-on-dark-bg']).toBe('#FFFFFF');
  });

  it('lightens header text and accents on a dark header, keeping their hue', () => {
    const variables = themeVariables({ ...siteDefaultTheme, themeAppHeaderBgColour: '#1B1446' });
    const accent = variables['--lido-header-primary-text'] ?? '';
    expect(contrastRatio(accent, '#1B1446')).toBeGreaterThanOrEqual(minimumTextContrast);
    const [red, green, blue] = [1, 3, 5].map((start) =>
      parseInt(accent.slice(start, start + 2), 16),
    );
    // Still a purple: blue stays the strongest channel, red above green, as in #8C59F8.
    expect(blue).toBeGreaterThan(red ?? 0);
    expect(red).toBeGreaterThan(green ?? 0);
  });

  it('puts dark text on a light "dark" band', () => {
    expect(
      themeVariables({ ...siteDefaultTheme, themeAppDarkBgColour: '#FFD700' })['--lido-on-dark-bg'],
    ).toBe('#1F1D2B');
  });
});
