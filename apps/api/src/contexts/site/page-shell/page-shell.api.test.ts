import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeIntroduction, pageHeadings } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { renderPageShell } from './page-shell';

// The page shell: index.html arrives with the page's frame and heading drawn in, in the words the
// page then shows, for the pages a visitor lands on; every other page gets index.html as built.

const indexHtml =
  '<!doctype html><html lang="en-GB"><title>Lido</title><body>' +
  '<div id="page-shell"><!--page-shell--></div><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lido-web-'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function shellOf(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  const shell = /<div id="page-shell">(.*?)<\/div><div id="root">/s.exec(response.body)?.[1];
  if (shell === undefined) throw new Error(`no #page-shell in ${url}`);
  return shell;
}

describe('the page shell in index.html', () => {
  it('draws the home page heading and introduction in the frame', async () => {
    const shell = await shellOf('/');
    expect(shell).toContain('<header class="lido-header">');
    expect(shell).toContain(`<h1>${pageHeadings.home}</h1>`);
    expect(shell).toContain(homeIntroduction);
    expect(shell).not.toContain('lido-page-shell__crumbs');
  });

  it('names the basket and the checkout, keeping the breadcrumbs their room', async () => {
    expect(await shellOf('/basket')).toContain(`<h1>${pageHeadings.basket}</h1>`);
    const checkout = await shellOf('/basket/checkout/');
    expect(checkout).toContain(`<h1>${pageHeadings.checkout}</h1>`);
    expect(checkout).toContain('lido-page-shell__crumbs');
  });

  it("heads a venue's page with the venue's name and an activity's pages with the activity's at the venue", async () => {
    expect(await shellOf('/location/swiss-cottage-leisure-centre')).toContain(
      '<h1>Swiss Cottage Leisure Centre</h1>',
    );
    for (const page of [
      '/location/swiss-cottage-leisure-centre/badminton-60min',
      '/location/swiss-cottage-leisure-centre/badminton-60min/2026-10-22',
      '/location/swiss-cottage-leisure-centre/badminton-60min/2026-10-22/slots/123',
    ]) {
      expect(await shellOf(page), page).toContain(
        '<h1>Badminton 60min <span class="lido-venue-heading__venue">at Swiss Cottage Leisure Centre</span></h1>',
      );
    }
  });

  it("keeps the venue bar's room in the header of a venue's pages, and only there", async () => {
    for (const page of [
      '/location/swiss-cottage-leisure-centre',
      '/location/swiss-cottage-leisure-centre/badminton-60min/2026-10-22',
    ]) {
      const shell = await shellOf(page);
      expect(shell, page).toContain('<header class="lido-header lido-header--venue">');
      expect(shell, page).toContain('<div class="lido-header__venue"></div></header>');
    }
    expect(await shellOf('/basket')).not.toContain('lido-header__venue');
    expect(
      await shellOf('/location/swiss-cottage-leisure-centre/badminton-60min?embedded=true'),
    ).not.toContain('<header');
  });

  it('draws no shell for a page it cannot name or that starts elsewhere', async () => {
    for (const page of [
      '/location/no-such-venue',
      '/location/swiss-cottage-leisure-centre/no-such-activity',
      '/location/no-such-venue/badminton-60min',
      '/my-account',
      '/login',
      '/booking-confirmed/12',
      '/location/%3Cscript%3E',
    ]) {
      expect(await shellOf(page), page).toBe('');
    }
  });

  it('leaves the header out of an embedded page', async () => {
    const shell = await shellOf('/basket?embedded=true');
    expect(shell).not.toContain('<header');
    expect(shell).toContain(`<h1>${pageHeadings.basket}</h1>`);
    expect(shell).toContain('class="lido-page"');
  });
});

describe('rendering the shell', () => {
  it('escapes what it draws', () => {
    const html = renderPageShell(
      { heading: 'Tom & Jerry\'s <Leisure> "Centre"', hasBreadcrumbs: true },
      { embedded: false },
    );
    expect(html).toContain('<h1>Tom &amp; Jerry&#39;s &lt;Leisure&gt; &quot;Centre&quot;</h1>');
    expect(html).not.toContain('<Leisure>');
  });

  it("escapes the heading's venue line", () => {
    const html = renderPageShell(
      { heading: 'Yoga', headingVenue: "Tom & Jerry's <Centre>", hasBreadcrumbs: true },
      { embedded: false },
    );
    expect(html).toContain(
      '<h1>Yoga <span class="lido-venue-heading__venue">at Tom &amp; Jerry&#39;s &lt;Centre&gt;</span></h1>',
    );
  });
});

describe("each site's root, by host name", () => {
  const root = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('opens My account on my-account and the pricing on online joining, on the same host', async () => {
    const myAccount = await root('my-account.lido.localhost:3000', '/?embedded=true');
    expect(myAccount.statusCode).toBe(302);
    expect(myAccount.headers.location).toBe('/my-account?embedded=true');
    const joining = await root('join.lido.localhost:3000');
    expect(joining.statusCode).toBe(302);
    expect(joining.headers.location).toBe('/pricing');
  });

  it('keeps the venue picker at the root of the bookings site and of one site', async () => {
    for (const host of ['bookings.lido.localhost:3000', 'localhost:3000']) {
      const response = await root(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain(`<h1>${pageHeadings.home}</h1>`);
    }
  });
});
