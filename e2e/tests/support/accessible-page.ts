import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import type axeCore from 'axe-core';
import type { AxeResults } from 'axe-core';
import { watchPageVisits, type PageVisits } from './page-visits';

/**
 * Every journey checks each page and significant state it visits with axe, and fails on any
 * violation of any impact: the WCAG 2.x A and AA rules and axe's best practices (issue 12).
 * Experimental rules are left out, as axe does by default.
 */
const ruleTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/**
 * axe-core's minified build: the same rules and checks as the `source` the package exports (its
 * unminified build, 1.3 MB), in 0.6 MB the page parses in about two thirds of the time. A journey
 * puts axe into every document it checks, so on a small page putting it there cost more than the
 * check itself (issue 40).
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The page's global scope (the journeys' types have no DOM), where axe-core puts itself. */
type PageGlobal = { axe?: typeof axeCore };

/**
 * axe-core in every frame of the page, put there once per document: a document checked again
 * keeps it. @axe-core/playwright's builder evaluated axe's half-megabyte source twice in the page
 * for every check; book-and-pay's 33 checks took 57 s with it and 34 s this way (issue 40). Frames
 * are reached as the builder's legacy mode did: axe.run in the page reaches the same-origin ones
 * (in demo mode the card issuer's challenge is served by Lido).
 */
async function ensureAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => (globalThis as PageGlobal).axe !== undefined)) continue;
      await frame.evaluate(axeSource);
      await frame.evaluate(() =>
        (globalThis as PageGlobal).axe?.configure({
          allowedOrigins: ['<same_origin>'],
          branding: { application: 'playwright' },
        }),
      );
    } catch {
      // A frame detached or navigating away is not part of the page being checked.
    }
  }
}

/** One axe run over the page and its frames: violations of the rules with `ruleTags`. */
async function runAxe(page: Page): Promise<AxeResults> {
  await ensureAxe(page);
  return page.evaluate(
    (tags) =>
      (globalThis as PageGlobal).axe!.run({
        runOnly: { type: 'tag', values: tags },
        // Only violations are reported, so passes are not collected node by node.
        resultTypes: ['violations'],
      }),
    ruleTags,
  );
}

function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ` +
        `${node.target.join(' ')} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}\n    ${node.html}`,
    ),
  );
}

export class AccessibilityChecks {
  private checked = 0;

  constructor(
    private readonly page: Page,
    private readonly visits: PageVisits,
    private readonly testInfo: TestInfo,
  ) {}

  /**
   * Checks the page as it is now (and the frames in it, such as the card issuer's challenge).
   * `state` names it in a failure: "basket", "log-in dialog open". A violation fails the journey
   * softly: it carries on, so one run lists every page's violations, and fails at its end.
   */
  async check(state: string): Promise<void> {
    const url = this.page.url();
    const results = await runAxe(this.page);
    this.checked += 1;
    this.visits.markChecked();
    expect.soft(describeViolations(results), `axe on "${state}" at ${url}`).toEqual([]);
  }

  /**
   * After a passing journey: checks the page it ended on, then fails if the journey acted on a
   * page (clicked, typed, pressed a key there) without checking it.
   */
  async finish(): Promise<void> {
    if (!this.page.isClosed() && this.page.url() !== 'about:blank' && !this.visits.isChecked()) {
      await this.check('where the journey ended');
    }
    const unchecked = this.visits.uncheckedPagesActedOn();
    expect(
      unchecked,
      'pages the journey acted on without an accessibility check: add `await axe.check(...)`',
    ).toEqual([]);
    this.testInfo.annotations.push({ type: 'axe checks', description: String(this.checked) });
  }
}

export const test = base.extend<{ axe: AccessibilityChecks }>({
  axe: [
    async ({ page }, use, testInfo) => {
      const visits = await watchPageVisits(page);
      const checks = new AccessibilityChecks(page, visits, testInfo);
      await use(checks);
      if (testInfo.status === testInfo.expectedStatus) await checks.finish();
    },
    { auto: true },
  ],
});

export { expect };
