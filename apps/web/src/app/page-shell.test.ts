import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  behindShellClass,
  hasPageShell,
  nextTask,
  shellLimitMs,
  takeOverPageShell,
} from './page-shell';

// The app renders behind the server's page shell and takes the page over when its own page has
// a heading, so the visitor sees one page at a time and never a blank one.

function page(shell: string): HTMLElement {
  document.body.innerHTML = `<div id="page-shell">${shell}</div><div id="root"></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

/** MutationObserver callbacks run as microtasks. */
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('without a shell', () => {
  it('shows the app at once and drops the empty placeholder', () => {
    const root = page('<!--page-shell-->');
    expect(hasPageShell()).toBe(false);
    takeOverPageShell(root);
    expect(root.classList.contains(behindShellClass)).toBe(false);
    expect(document.getElementById('page-shell')).toBeNull();
  });
});

describe('with a shell', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = page('<main><h1>Shopping basket</h1></main>');
  });

  it('keeps the app out of sight while it has no heading yet', async () => {
    expect(hasPageShell()).toBe(true);
    takeOverPageShell(root);
    root.innerHTML = '<main><div id="loading" role="status"></div></main>';
    await mutationsDelivered();
    expect(root.classList.contains(behindShellClass)).toBe(true);
    expect(document.querySelector('#page-shell h1')?.textContent).toBe('Shopping basket');
  });

  it('swaps to the app when its page has a heading', async () => {
    takeOverPageShell(root);
    root.innerHTML = '<main><section><h1>Shopping basket</h1></section></main>';
    await mutationsDelivered();
    expect(root.classList.contains(behindShellClass)).toBe(false);
    expect(document.getElementById('page-shell')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows the app after the limit whatever it shows', () => {
    vi.useFakeTimers();
    takeOverPageShell(root);
    vi.advanceTimersByTime(shellLimitMs - 1);
    expect(root.classList.contains(behindShellClass)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.classList.contains(behindShellClass)).toBe(false);
    expect(document.getElementById('page-shell')).toBeNull();
  });
});

describe('nextTask', () => {
  it('resolves in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('this task');
    await done;
    expect(order).toEqual(['this task', 'queued', 'next task']);
  });
});
