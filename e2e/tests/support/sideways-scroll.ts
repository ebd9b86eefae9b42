import type { Page } from '@playwright/test';
import { expect } from './accessible-page';

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // A string, evaluated in the page: the journeys are typed without the DOM's names.
  const overflow = await page.evaluate<number>(
    '(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)()',
  );
  expect(overflow, 'how far the page scrolls sideways').toBe(0);
}
