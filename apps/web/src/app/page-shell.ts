// index.html's page shell. For the pages a visitor usually lands on, the server fills
// #page-shell with the page's frame and heading (apps/api/src/modules/page-shell), so a phone on
// a slow connection shows the heading as soon as the HTML has arrived rather than after the
// scripts have downloaded and run. The app starts after that first paint, renders behind the
// shell, and takes the page over the moment its own page has a heading.

const shellId = 'page-shell';
export const behindShellClass = 'lido-root--behind-shell';
/** However the app's first page turns out, the shell does not stay longer than this. */
export const shellLimitMs = 5000;

/** Whether the server drew a shell for this page. */
export function hasPageShell(doc: Document = document): boolean {
  return Boolean(doc.getElementById(shellId)?.firstElementChild);
}

/**
 * Resolves once the browser has painted the current document: the next animation frame has run
 * and the task after it. A hidden tab runs no frames, so a timer settles it there.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** Resolves in a later task, so the browser can paint and handle input before what follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Keeps the app's #root out of sight while the shell shows, and swaps them when #root first
 * holds an h1 (every page, error and sign-in screen has one) or after `shellLimitMs`. Returns
 * the swap, for a caller that must show the app at once.
 */
export function takeOverPageShell(root: HTMLElement, doc: Document = document): () => void {
  const shell = doc.getElementById(shellId);
  if (!shell?.firstElementChild) {
    shell?.remove();
    return () => {};
  }
  root.classList.add(behindShellClass);
  const swap = () => {
    observer.disconnect();
    clearTimeout(limit);
    shell.remove();
    root.classList.remove(behindShellClass);
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) swap();
  });
  observer.observe(root, { childList: true, subtree: true });
  const limit = setTimeout(swap, shellLimitMs);
  return swap;
}
