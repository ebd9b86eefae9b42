import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { afterAll, afterEach, vi } from 'vitest';

// A route's first render loads its lazy chunk through Vite's transform, which takes more than
// testing-library's default second on a busy two-core machine: wait for it as a browser would.
configure({ asyncUtilTimeout: 4000 });

/** CSS.escape as the CSSOM spec defines it; jsdom does not provide one. */
function cssEscape(value: string): string {
  const first = value.charCodeAt(0);
  let result = '';
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    const char = value.charAt(index);
    const isDigit = unit >= 48 && unit <= 57;
    if (unit === 0) {
      result += '\uFFFD';
    } else if (
      (unit >= 1 && unit <= 31) ||
      unit === 127 ||
      (index === 0 && isDigit) ||
      (index === 1 && isDigit && first === 45)
    ) {
      result += `\\${unit.toString(16)} `;
    } else if (index === 0 && value.length === 1 && unit === 45) {
      result += `\\${char}`;
    } else if (unit >= 128 || unit === 45 || unit === 95 || isDigit || /[A-Za-z]/.test(char)) {
      result += char;
    } else {
      result += `\\${char}`;
    }
  }
  return result;
}

if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...(globalThis.CSS ?? {}), escape: cssEscape },
    configurable: true,
    writable: true,
  });
}

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // What a test put in the page outside the rendered tree (dialogs, toasts) goes too: the files
  // of a worker share one page (vitest's isolate is off for speed, ADR 026).
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Preact runs effects after the next frame, with a 100 ms timer in case no frame comes. A file's
// last test can leave that timer pending; once the file ends the page (and its
// cancelAnimationFrame) is gone before the timer fires. Waiting out the timer while the page is
// still there lets it finish as it would in a browser.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
