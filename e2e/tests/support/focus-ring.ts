import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';

interface PageGlobal {
  getComputedStyle(element: unknown): { outlineColor: string; outlineWidth: string };
}

/** Relative luminance of an sRGB colour (WCAG 2.2's definition). */
function luminance([red, green, blue]: readonly number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}

function channelsOf(cssColour: string): number[] {
  const channels = /rgba?\(([^)]+)\)/.exec(cssColour)?.[1]?.split(',').map(Number);
  if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${cssColour}`);
  return channels.slice(0, 3);
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(channelsOf(first)), luminance(channelsOf(second))].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * The focused control's ring reads against the page behind it with at least 3:1 (WCAG 2.2,
 * non-text contrast), as a keyboard user needs to see where they are.
 */
export async function expectVisibleFocusRing(
  target: Locator,
  background = 'rgb(255, 255, 255)',
): Promise<void> {
  await expect(target).toBeFocused();
  const { colour, width } = await target.evaluate((element) => {
    // In the page, where the DOM is (this project's types have none).
    const style = (globalThis as unknown as PageGlobal).getComputedStyle(element);
    return { colour: style.outlineColor, width: parseFloat(style.outlineWidth) };
  });
  expect(width, 'the focus outline’s width in px').toBeGreaterThanOrEqual(2);
  expect(
    contrastRatio(colour, background),
    `focus ring ${colour} on ${background}`,
  ).toBeGreaterThanOrEqual(3);
}
