import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The design system's type scale (global.css): every stylesheet sizes its text from it, so a
// heading, a card's name or a note is the same size on every page. Printed pages (the desk's
// receipt) are measured in points for paper, so `@media print` blocks are left out.

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Every stylesheet of the web app, by its path under src/. */
const stylesheets: Record<string, string> = Object.fromEntries(
  readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join(sourceRoot, file), 'utf8')]),
);

/** The stylesheet without its `@media print { … }` blocks. */
function withoutPrintRules(css: string): string {
  let result = css;
  for (;;) {
    const start = result.search(/@media\s+print\s*\{/);
    if (start < 0) return result;
    let depth = 0;
    let end = result.indexOf('{', start);
    for (; end < result.length; end++) {
      if (result[end] === '{') depth++;
      else if (result[end] === '}' && --depth === 0) break;
    }
    result = result.slice(0, start) + result.slice(end + 1);
  }
}

const allowedSize = /^(var\(--lido-text-[a-z0-9]+\)|inherit|100%)$/;

describe('the type scale', () => {
  it('finds the stylesheets', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(20);
  });

  it('sizes every text from the scale', () => {
    const offsizes = Object.entries(stylesheets).flatMap(([file, css]) =>
      [...withoutPrintRules(css).matchAll(/font-size:\s*([^;}]+)/g)]
        .map((match) => match[1]?.trim() ?? '')
        .filter((value) => !allowedSize.test(value))
        .map((value) => `${file}: ${value}`),
    );
    expect(offsizes).toEqual([]);
  });

  it('defines each step once, in global.css', () => {
    const global = stylesheets['app/global.css'] ?? '';
    const steps = [...global.matchAll(/--lido-text-([a-z0-9]+):/g)].map((match) => match[1]);
    expect(steps).toEqual(['xs', 'sm', 'base', 'md', 'lg', 'xl', '2xl', '3xl']);
  });
});
