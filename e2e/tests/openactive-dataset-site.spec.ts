import type { Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { pressUntilFocused } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

// Issue 44: the operator's OpenActive dataset site, the page an activity finder is given to find
// the open data feeds. It is OpenActive's own template, served by Lido: readable, keyboard-usable
// and without sideways scrolling on a phone, as every page of the site is.

const operatorName = 'Lido Leisure';

/**
 * The template fades the page in and turns its cards over: axe reads colours and sizes as they
 * are mid-turn (a link 5 px wide, text half faded), so it looks once every animation has ended.
 */
async function settled(page: Page): Promise<void> {
  // A function, not a string: the page's policy forbids evaluating strings as script.
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as {
      document: { getAnimations(): { playState: string }[] };
    };
    return document.getAnimations().every((animation) => animation.playState !== 'running');
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
]) {
  test(`at ${viewport.width} px the dataset site names the operator and links its four feeds`, async ({
    page,
    request,
    axe,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/openactive');
    await expect(page).toHaveTitle(new RegExp(operatorName));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Data');
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(operatorName);
    await expectNoSidewaysScroll(page);
    await settled(page);
    await axe.check('dataset site');

    // Each feed is linked, and answers a page of open data.
    for (const feed of ['session-series', 'scheduled-sessions', 'facility-uses', 'slots']) {
      const link = page.locator(`a[href$="/api/openactive/lido-leisure/${feed}"]`).first();
      await expect(link).toBeAttached();
      const href = (await link.getAttribute('href')) ?? '';
      const answer = await request.get(new URL(href).pathname);
      expect(answer.ok(), feed).toBe(true);
    }

    // The Open Booking API's card names the Base URI booking partners use.
    await page
      .getByRole('link', { name: /Booking/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Open Booking API' })).toBeVisible();
    await expect(page.getByLabel('Base URI')).toHaveValue(
      /\/api\/openactive\/lido-leisure\/booking$/,
    );
    await expectNoSidewaysScroll(page);
    await settled(page);
    await axe.check('dataset site, Open Booking API');
    await page.goto('/openactive');
    await settled(page);

    // By keyboard alone: the first feed's link takes the focus.
    const firstFeed = page
      .locator('a[href$="/api/openactive/lido-leisure/session-series"]')
      .first();
    await pressUntilFocused(page, firstFeed);
    await expect(firstFeed).toBeFocused();
  });
}
