import { describe, expect, it } from 'vitest';
import { applyTheme, siteDefaultTheme, themeVariables } from './theme-variables';

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
