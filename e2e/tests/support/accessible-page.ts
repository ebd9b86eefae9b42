import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
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
    const results = await new AxeBuilder({ page: this.page })
      .withTags(ruleTags)
      // axe.run in the page, which reaches same-origin frames (in demo mode the card issuer's
      // challenge is served by Lido), rather than a partial run per frame finished in a blank
      // page opened for it: a third of the time, and the journeys make dozens of checks each.
      .setLegacyMode()
      // Only violations are reported, so passes are not collected node by node.
      .options({ resultTypes: ['violations'] })
      .analyze();
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
