// The visitor's answer to the cookie banner. It lives in localStorage rather than a cookie: only
// this browser's scripts need it, so it is never sent to the server with every request, and
// keeping it is strictly necessary storage (remembering a refusal must not itself need consent,
// PECR regulation 6(4)). It belongs to this site's origin: a my-account or online-joining site
// on another host asks for itself. Clearing the browser's site data asks again.
const storageKey = 'lido.analyticsConsent';

export type ConsentChoice = 'accepted' | 'rejected';

export function readConsentChoice(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return stored === 'accepted' || stored === 'rejected' ? stored : null;
  } catch {
    // Storage can be blocked (private modes, embedded third-party frames): ask on each page,
    // and load nothing until the visitor answers.
    return null;
  }
}

export function writeConsentChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(storageKey, choice);
  } catch {
    // Same as above: without storage the answer lasts for this page only.
  }
}
