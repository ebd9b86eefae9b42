import type { Locator, Page } from '@playwright/test';
import { pressUntilFocused } from './keyboard';

/** What a journey chooses in a file picker: paths, or files made in the test. */
export type ChosenFiles = Parameters<Locator['setInputFiles']>[0];

/**
 * Has Playwright take every file picker this page opens, from now on. Playwright turns the
 * browser's interception of file pickers on when the first `filechooser` listener is added, and
 * off when the last goes, without waiting for the browser (`updateSubscription`, not awaited); a
 * keypress sent straight after can reach the page first and open a picker nobody intercepts, and
 * no `filechooser` event comes (seen in CI runs of both journeys that upload, at either of their
 * pickers). A listener kept from the journey's start has interception on before any key is
 * pressed. Call it before the page's first navigation.
 */
export function interceptFilePickers(page: Page): void {
  page.on('filechooser', () => undefined);
}

/**
 * Moves the focus to the file input by Tab, opens its picker with `key` (Enter and Space both
 * do, as on a button) and chooses `files`. Needs `interceptFilePickers` first.
 */
export async function chooseFileByKeyboard(
  page: Page,
  input: Locator,
  files: ChosenFiles,
  key: 'Enter' | 'Space' = 'Enter',
): Promise<void> {
  await pressUntilFocused(page, input);
  // The picker opens at once or not at all: a journey that misses it fails in seconds rather
  // than at the test's two-minute limit.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 15_000 }),
    page.keyboard.press(key),
  ]);
  await chooser.setFiles(files);
}
