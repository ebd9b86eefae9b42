import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RootState } from '../../../app/store';
import { jsonResponse, stubFetch, wireClient } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { initialSessionState } from '../../../shared/state/session.slice';

// An operator with a Google Tag Manager container. Each renderApp stands for a page load: the
// scripts a previous "page" added are removed first, as a new page would not have them.

const CONTAINER = 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3';

function operatorWithTags(tagManagerIds: string[] = ['GTM-AB12CD3']) {
  stubFetch(({ url }) =>
    url.pathname === '/api/client'
      ? jsonResponse({ data: { ...wireClient, tag_manager_ids: tagManagerIds } })
      : undefined,
  );
}

const containerScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );

async function openPage(state?: Partial<RootState>) {
  cleanup();
  for (const script of containerScripts()) script.remove();
  delete window.dataLayer;
  const view = renderApp('/basket', state);
  expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  return view;
}

const banner = () => screen.queryByRole('region', { name: 'Cookies' });
const confirmation = () => within(banner() as HTMLElement).getByRole('status');
const acceptButton = () => screen.getByRole('button', { name: 'Accept analytics cookies' });
const rejectButton = () => screen.getByRole('button', { name: 'Reject analytics cookies' });

afterEach(() => {
  for (const script of containerScripts()) script.remove();
  delete window.dataLayer;
});

describe('the cookie banner', () => {
  it('asks before any tag loads, and loads the container once the visitor accepts', async () => {
    operatorWithTags();
    await openPage();
    const region = await screen.findByRole('region', { name: 'Cookies' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Cookies on Lido Leisure' }),
    ).toBeVisible();
    expect(within(region).getByText(/We won’t set them unless you accept\./)).toBeVisible();
    // Reject sits beside Accept, in the same style.
    expect(rejectButton().className).toBe(acceptButton().className);
    expect(containerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();

    await userEvent.click(acceptButton());

    await waitFor(() =>
      expect(containerScripts().map((script) => script.src)).toEqual([CONTAINER]),
    );
    expect(screen.queryByRole('heading', { name: 'Cookies on Lido Leisure' })).toBeNull();
    expect(confirmation()).toHaveTextContent('You’ve accepted analytics cookies.');
    // Focus is not lost with the button that went: it is on the way to change the answer.
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('remembers an accept: the next page loads the container without asking', async () => {
    operatorWithTags();
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept analytics cookies' }));
    await waitFor(() => expect(containerScripts()).toHaveLength(1));

    await openPage();
    await waitFor(() =>
      expect(containerScripts().map((script) => script.src)).toEqual([CONTAINER]),
    );
    expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept analytics cookies' })).toBeNull();
  });

  it('loads nothing after a reject, on this page or the next, and does not ask again', async () => {
    operatorWithTags();
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject analytics cookies' }));
    expect(confirmation()).toHaveTextContent('You’ve rejected analytics cookies.');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();

    await openPage();
    expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reject analytics cookies' })).toBeNull();
    expect(containerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('reopens from Cookie settings, where withdrawing stops the tags from the next page', async () => {
    operatorWithTags();
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept analytics cookies' }));
    await waitFor(() => expect(containerScripts()).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const heading = screen.getByRole('heading', { name: 'Cookies on Lido Leisure' });
    expect(heading).toHaveFocus();
    expect(banner()).toHaveTextContent('At the moment you accept analytics cookies.');
    await userEvent.click(rejectButton());
    expect(confirmation()).toHaveTextContent(
      'You’ve rejected analytics cookies. Tags already running stop when you next load a page.',
    );
    // The container already running is told at once that analytics storage is denied.
    const lastCommand = window.dataLayer?.at(-1) as ArrayLike<unknown>;
    expect(Array.from(lastCommand)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);

    await openPage();
    expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(containerScripts()).toEqual([]);

    // And back again: accepting from Cookie settings loads the container at once.
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(banner()).toHaveTextContent('At the moment you reject analytics cookies.');
    await userEvent.click(acceptButton());
    await waitFor(() => expect(containerScripts()).toHaveLength(1));
  });

  it('is answered with the keyboard alone, without holding the focus', async () => {
    operatorWithTags();
    await openPage();
    await screen.findByRole('button', { name: 'Reject analytics cookies' });
    acceptButton().focus();
    await userEvent.tab();
    expect(rejectButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    expect(containerScripts()).toEqual([]);
    // Tab moves on out of the region, as from any other part of the page.
    await userEvent.tab({ shift: true });
    expect(banner()).not.toContainElement(document.activeElement as HTMLElement);
  });
});

/** Long enough for the layout's lazily loaded banner to render, once its module is loaded. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('where there is nothing to ask', () => {
  // The banner's module is loaded before these tests, so a banner that wrongly rendered would be
  // on the page by the time they look, not still on its way.
  beforeAll(async () => {
    await import('./cookie-consent');
  });

  it('shows no banner when the operator has no tag manager', async () => {
    stubFetch();
    await openPage();
    await settle();
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    expect(containerScripts()).toEqual([]);
  });

  it('shows no banner when none of the ids is a container id, and loads nothing', async () => {
    operatorWithTags(['UA-12345-1', 'GTM-AB12CD3"><script>']);
    localStorage.setItem('lido.analyticsConsent', 'accepted');
    await openPage();
    await settle();
    expect(banner()).toBeNull();
    expect(containerScripts()).toEqual([]);
  });

  it('shows no banner on a kiosk and loads no tags there, even after an accept on this browser', async () => {
    operatorWithTags();
    localStorage.setItem('lido.analyticsConsent', 'accepted');
    await openPage({ session: { ...initialSessionState, isKiosk: true } });
    await settle();
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    expect(containerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
