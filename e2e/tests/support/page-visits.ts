import type { Page } from '@playwright/test';

/**
 * The pages a journey visits, as the browser's history sees them: a document load or a
 * `pushState` starts a visit, a `replaceState` (a redirect, filters written to the address)
 * stays on it. A visit counts once the journey acts on it — a pointer press, a key press, typing —
 * so a page that only redirects onwards needs no check, and a page the customer used does.
 */
interface Visit {
  url: string;
  actedOn: boolean;
  checked: boolean;
}

export interface PageVisits {
  /** The page as it is now has been checked. */
  markChecked(): void;
  isChecked(): boolean;
  uncheckedPagesActedOn(): string[];
}

type VisitEvent = 'start' | 'replace' | 'act';

const bindingName = '__lidoPageVisit';

/**
 * Runs in every document before the app's scripts and reports to the binding. A string, since the
 * journeys' TypeScript has no DOM types. Playwright's selectOption dispatches its events from
 * script, so untrusted events count as acting too.
 */
const reportVisits = `(() => {
  if (window !== window.top) return;
  const report = (event) => {
    const send = window[${JSON.stringify(bindingName)}];
    if (typeof send === 'function') void send(event, location.href);
  };
  report('start');
  const { pushState, replaceState } = history;
  history.pushState = function (...args) {
    pushState.apply(this, args);
    report('start');
  };
  history.replaceState = function (...args) {
    replaceState.apply(this, args);
    report('replace');
  };
  addEventListener('popstate', () => report('start'));
  for (const type of ['pointerdown', 'keydown', 'input', 'change']) {
    addEventListener(type, () => report('act'), { capture: true });
  }
})();`;

export async function watchPageVisits(page: Page): Promise<PageVisits> {
  const visits: Visit[] = [];
  const current = () => visits[visits.length - 1];

  await page.exposeBinding(bindingName, (_source, event: VisitEvent, url: string) => {
    const visit = current();
    if (event === 'start' || !visit) visits.push({ url, actedOn: false, checked: false });
    else if (event === 'replace') visit.url = url;
    else visit.actedOn = true;
  });
  await page.addInitScript(reportVisits);

  return {
    markChecked() {
      const visit = current();
      if (visit) visit.checked = true;
    },
    isChecked: () => current()?.checked ?? false,
    uncheckedPagesActedOn: () =>
      visits.filter((visit) => visit.actedOn && !visit.checked).map((visit) => visit.url),
  };
}
