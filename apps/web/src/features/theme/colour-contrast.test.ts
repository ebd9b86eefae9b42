import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  filledColours,
  minimumTextContrast,
  textColourOnWhite,
} from './colour-contrast';

describe('colour contrast', () => {
  it('measures the WCAG 2 ratio', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    // The measurement of the default primary colour.
    expect(contrastRatio('#FFFFFF', '#8C59F8')).toBeCloseTo(4.28, 1);
  });

  it('darkens the default primary just enough for white text, keeping its hue', () => {
    const { fill, text } = filledColours('#8C59F8');
    expect(text).toBe('#FFFFFF');
    expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrastRatio(fill, text)).toBeLessThan(4.7);
    const [red, green, blue] = [1, 3, 5].map((start) => parseInt(fill.slice(start, start + 2), 16));
    // Mixed with black: the channels keep their proportions.
    expect((red ?? 0) / (blue ?? 1)).toBeCloseTo(0x8c / 0xf8, 1);
    expect((green ?? 0) / (blue ?? 1)).toBeCloseTo(0x59 / 0xf8, 1);
  });

  it('keeps a colour that is already readable', () => {
    expect(filledColours('#3E2DAC')).toEqual({ fill: '#3E2DAC', text: '#FFFFFF' });
    expect(textColourOnWhite('#3e2dac')).toBe('#3E2DAC');
  });

  it('puts dark text on a light fill rather than muddying it', () => {
    const { fill, text } = filledColours('#FFD700');
    expect(fill).toBe('#FFD700');
    expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it('makes any colour readable as text on the white page', () => {
    for (const colour of ['#8C59F8', '#FFD700', '#00A0E0', '#FFFFFF', '#E0FFE0']) {
      expect(contrastRatio(textColourOnWhite(colour), '#FFFFFF')).toBeGreaterThanOrEqual(
        minimumTextContrast,
      );
    }
  });

  it('falls back to the site text colour for a colour it cannot read', () => {
    expect(textColourOnWhite('purple')).toBe('#1F1D2B');
    expect(contrastRatio(filledColours('rgb(1 2 3)').fill, '#FFFFFF')).toBeGreaterThan(
      minimumTextContrast,
    );
  });
});
