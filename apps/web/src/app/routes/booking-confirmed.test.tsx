import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireOrder } from '../../test/basket-fixtures';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { wireAlex } from '../../test/wire-users';

const here = dirname(fileURLToPath(import.meta.url));

/** The stylesheets a module imports itself (`import './x.css'`), as paths. */
function stylesheetsOf(modulePath: string): string[] {
  const source = readFileSync(modulePath, 'utf8');
  return [...source.matchAll(/^import '(.+\.css)';$/gm)].map((match) =>
    resolve(dirname(modulePath), match[1] ?? ''),
  );
}

/** Every `.lido-…` class a stylesheet defines a rule for. */
function classesDefinedIn(stylesheet: string): Set<string> {
  const css = readFileSync(stylesheet, 'utf8');
  return new Set([...css.matchAll(/\.(lido-[\w-]+)/g)].map((match) => match[1] ?? ''));
}

const signedIn = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

describe('booking confirmed, opened from its URL alone', () => {
  it('loads the stylesheet of every class it renders with the route itself', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/checkout/orders/777'
        ? jsonResponse({ data: wireOrder() })
        : undefined,
    );
    renderApp('/booking-confirmed/777', signedIn);
    const page = await screen.findByTestId('booking-confirmed');

    // What any page has (the layout's global CSS, the button's own) plus what the route imports:
    // nothing a previous page happened to load, as after a reload or from the email link.
    const loaded = [
      resolve(here, '../global.css'),
      resolve(here, '../../shared/components/button.css'),
      ...stylesheetsOf(resolve(here, 'booking-confirmed.tsx')),
    ];
    const defined = new Set(loaded.flatMap((sheet) => [...classesDefinedIn(sheet)]));
    const rendered = new Set(
      [page, ...page.querySelectorAll('[class]')].flatMap((element) =>
        [...element.classList].filter((name) => name.startsWith('lido-')),
      ),
    );
    expect(rendered.size).toBeGreaterThan(5);
    expect([...rendered].filter((name) => !defined.has(name))).toEqual([]);
  });
});
