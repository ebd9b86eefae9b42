import { afterEach, describe, expect, it } from 'vitest';
import {
  containerUrl,
  loadTagManager,
  validTagManagerIds,
  withdrawTagManagerConsent,
} from './tag-manager';

const containerScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );

/** A gtag command as Tag Manager reads it: the `arguments` object, turned into an array here. */
function commands(): unknown[][] {
  return (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function events(): unknown[] {
  return (window.dataLayer ?? []).filter(
    (entry) => Object.prototype.toString.call(entry) !== '[object Arguments]',
  );
}

afterEach(() => {
  for (const script of containerScripts()) script.remove();
  delete window.dataLayer;
});

describe('validTagManagerIds', () => {
  it('keeps container ids as Google issues them, each once', () => {
    expect(validTagManagerIds(['GTM-AB12CD3', 'GTM-XYZ9', 'GTM-AB12CD3'])).toEqual([
      'GTM-AB12CD3',
      'GTM-XYZ9',
    ]);
  });

  it('ignores anything else, so it never reaches a URL', () => {
    expect(
      validTagManagerIds([
        'UA-12345-1',
        'G-AB12CD3',
        'gtm-ab12cd3',
        'GTM-AB1',
        'GTM-ABCDEFGHIJKLM',
        'GTM-AB12CD3&l=x',
        'GTM-AB12CD3"><script>',
        ' GTM-AB12CD3',
        '',
      ]),
    ).toEqual([]);
  });
});

describe('loadTagManager', () => {
  it('sets consent mode for analytics only, then starts the container with its script', () => {
    const before = Date.now();
    loadTagManager(['GTM-AB12CD3']);

    expect(commands()).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    // The consent default comes before the container's start, as Google requires.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
    const [start, ...laterEvents] = events() as { 'gtm.start': number; event: string }[];
    expect(laterEvents).toEqual([]);
    expect(start?.event).toBe('gtm.js');
    expect(start?.['gtm.start']).toBeGreaterThanOrEqual(before);
    expect(start?.['gtm.start']).toBeLessThanOrEqual(Date.now());

    const [script, ...others] = containerScripts();
    expect(others).toEqual([]);
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(script?.async).toBe(true);
  });

  it('adds each container once, however often it is asked', () => {
    loadTagManager(['GTM-AB12CD3', 'GTM-XYZ9']);
    loadTagManager(['GTM-AB12CD3', 'GTM-XYZ9']);

    expect(containerScripts().map((script) => script.src)).toEqual([
      containerUrl('GTM-AB12CD3'),
      containerUrl('GTM-XYZ9'),
    ]);
    expect(events()).toHaveLength(2);
    expect(commands().filter(([, kind]) => kind === 'default')).toHaveLength(1);
  });

  it('loads nothing, and sets nothing, for ids that are not container ids', () => {
    loadTagManager(['UA-12345-1', 'GTM-AB12CD3&l=x']);
    expect(containerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('keeps what the page already put on the data layer', () => {
    window.dataLayer = [{ event: 'page_ready' }];
    loadTagManager(['GTM-AB12CD3']);
    expect(window.dataLayer[0]).toEqual({ event: 'page_ready' });
    expect(events()).toHaveLength(2);
  });
});

describe('withdrawTagManagerConsent', () => {
  it('tells a running container that analytics storage is denied, and grants it again on another accept', () => {
    loadTagManager(['GTM-AB12CD3']);
    withdrawTagManagerConsent();
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);

    loadTagManager(['GTM-AB12CD3']);
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(containerScripts()).toHaveLength(1);
  });

  it("deletes Google Analytics' cookies and keeps the site's own", () => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_AB12CD3=GS1.1.789; path=/';
    document.cookie = '_gid=GA1.1.42; path=/';
    document.cookie = 'lido-basket=abc; path=/';
    withdrawTagManagerConsent();
    expect(document.cookie).toBe('lido-basket=abc');
    // Nothing was loaded on this page, so there is no container to tell.
    expect(window.dataLayer).toBeUndefined();
  });
});
