// Screenshots of the site's main pages at a phone's and a desktop's width, for docs/screenshots/
// (issue 43: the design system's before and after). Against a running demo server:
//   node e2e/scripts/design-screenshots.mjs http://127.0.0.1:3000 docs/screenshots after
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://127.0.0.1:3000', outDir = 'docs/screenshots', label = 'after'] =
  process.argv.slice(2);
const venue = 'swiss-cottage-leisure-centre';
const widths = { phone: 390, desktop: 1280 };

/** `YYYY-MM-DD` in London, `days` from today. */
function londonDate(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
}

/** The first date in the coming days with a class of `activity` a visitor can book. */
async function bookableDate(activity) {
  for (let days = 1; days <= 5; days++) {
    const date = londonDate(days);
    const response = await fetch(
      `${baseUrl}/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    );
    if (!response.ok) continue;
    const { data } = await response.json();
    if (data.some((row) => row.action_to_show.status === 'BOOK' && row.spaces > 0)) return date;
  }
  throw new Error(`No bookable ${activity} class in the next five days`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const yogaDate = await bookableDate('yoga');
for (const [device, width] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const shot = async (name) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(outDir, `${name}-${device}-${label}.png`), fullPage: true });
  };
  await page.goto(`${baseUrl}/`);
  await shot('venues');
  await page.goto(`${baseUrl}/location/${venue}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('venue');
  await page.goto(`${baseUrl}/location/${venue}/yoga/${yogaDate}`);
  await page
    .getByTestId('class')
    .getByRole('button', { name: /^Book / })
    .first()
    .waitFor();
  await shot('timetable');
  // Three classes in the basket, from the coming days' timetables.
  let items = 0;
  for (let days = 1; days <= 5 && items < 3; days++) {
    await page.goto(`${baseUrl}/location/${venue}/yoga/${londonDate(days)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const book = page
      .getByTestId('class')
      .getByRole('button', { name: /^Book / })
      .first();
    if (!(await book.isVisible())) continue;
    await book.click();
    items += 1;
    const basket = `Shopping basket, ${items} item${items > 1 ? 's' : ''}`;
    await page.getByRole('link', { name: basket }).waitFor();
  }
  await page.goto(`${baseUrl}/basket`);
  await page.getByTestId('basket-item').first().waitFor();
  await shot('basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('checkout');
  await page.close();
}
await browser.close();
