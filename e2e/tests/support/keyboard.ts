import type { FrameLocator, Locator, Page } from '@playwright/test';

interface PressOptions {
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  maxPresses?: number;
  /** The frame `target` is in, when it is inside an iframe. */
  frame?: FrameLocator;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the keyboard focus, as a keyboard user moves
 * through a page; fails if focus never gets there, which is the bug a keyboard user would meet.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 120, frame }: PressOptions = {},
): Promise<void> {
  const focused = (frame ?? page).locator(':focus');
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if ((await target.and(focused).count()) > 0) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${maxPresses} presses of ${key} never reached ${target.toString()}`);
}
