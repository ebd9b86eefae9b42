import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, vi } from 'vitest';

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

// jsdom has no matchMedia. Its page is a screen that no media query matches: what
// shared/hooks/use-media-query.ts assumes without one (the wide layout, no map beside the list), and
// something a library can ask as it loads. Tests of other screens stub their own.
if (typeof globalThis.matchMedia !== 'function') {
  Object.defineProperty(globalThis, 'matchMedia', {
    value: (query: string): MediaQueryList =>
      Object.assign(new EventTarget(), {
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
      }),
    configurable: true,
    writable: true,
  });
}

// jsdom draws no canvas: getContext answers null, and there is no Path2D. A canvas here has a
// 2D context that takes every call and draws nothing, so code that draws (a library probing
// for canvas support) runs as in a browser and the tests look at the page around it.
if (typeof globalThis.Path2D !== 'function') {
  Object.defineProperty(globalThis, 'Path2D', {
    value: class Path2D {
      addPath() {}
      closePath() {}
      moveTo() {}
      lineTo() {}
      bezierCurveTo() {}
      quadraticCurveTo() {}
      arc() {}
      arcTo() {}
      ellipse() {}
      rect() {}
      roundRect() {}
    },
    configurable: true,
    writable: true,
  });
}
function contextDrawingNothing(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const settings: Record<string | symbol, unknown> = { canvas };
  return new Proxy(settings, {
    get: (target, key) =>
      key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : () => undefined,
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  value: function getContext(this: HTMLCanvasElement) {
    return contextDrawingNothing(this);
  },
  configurable: true,
  writable: true,
});

// What React and its libraries print is a defect: a missing key, a state update outside act, an
// effect that misbehaves under StrictMode, a route without a fallback. A test during which
// anything is written to console.error or console.warn fails, naming what was written. The
// console is wrapped once per worker (the files of a worker share its globals, ADR 026), and the
// check is registered before the cleanup below so that it runs after it (vitest runs after-hooks
// last registered first) and sees what unmounting printed.
const worker = globalThis as { lidoConsoleMessages?: string[] };
if (!worker.lidoConsoleMessages) {
  const messages: string[] = [];
  worker.lidoConsoleMessages = messages;
  for (const level of ['error', 'warn'] as const) {
    // eslint-disable-next-line no-console -- the check wraps the console, to hear what is written
    const write = console[level].bind(console);
    // eslint-disable-next-line no-console -- as above
    console[level] = (...args: unknown[]) => {
      messages.push(`console.${level}: ${format(...args)}`);
      write(...args);
    };
  }
}

afterEach(() => {
  const messages = worker.lidoConsoleMessages?.splice(0) ?? [];
  if (messages.length > 0) {
    throw new Error(`The test wrote to the console:\n${messages.join('\n')}`);
  }
});

// Globals are off, so Testing Library can neither tell React it runs under act (it would in a
// global beforeAll) nor register its own cleanup: both are done here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
