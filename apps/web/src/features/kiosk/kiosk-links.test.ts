import { afterEach, describe, expect, it } from 'vitest';
import type { KioskPlaces } from './kiosk-links';
import { guardKioskLinks, inertLinkAttribute, kioskPlacesOf, leavesSite } from './kiosk-links';

// The page is on jsdom's origin (http://localhost:3000); the operator's booking site is said to
// be http://localhost and its my-account site elsewhere; the kiosk's home is a launcher page on
// yet another origin.
const places: KioskPlaces = kioskPlacesOf(
  {
    bookings: 'http://localhost',
    myAccount: 'https://my-account.example.org/',
    onlineJoining: 'not a url',
  },
  'https://kiosk.example.org/home',
  window.location.origin,
);
const base = new URL('/location/swiss-cottage', window.location.origin).href;

describe('where a kiosk link goes', () => {
  it('knows the site by its own origin and the sites in the configuration', () => {
    expect(places.origins).toEqual([
      'http://localhost:3000',
      'http://localhost',
      'https://my-account.example.org',
    ]);
  });

  it.each([
    ['/pricing', false],
    ['#main-content', false],
    ['?date=2026-05-01', false],
    ['http://localhost/basket', false],
    ['https://my-account.example.org/my-account', false],
    ['https://kiosk.example.org/home', false],
    ['https://kiosk.example.org/home#top', false],
    ['https://kiosk.example.org/other', true],
    ['https://www.openstreetmap.org/?mlat=51.5', true],
    ['//www.facebook.com/lido', true],
    ['http://localhost:8080/', true],
    ['tel:03001234567', true],
    ['mailto:hello@lido.example', true],
    ['data:text/html,hello', true],
    ['http://[broken', true],
  ])('%s leaves the site: %s', (href, leaves) => {
    expect(leavesSite(href, base, places)).toBe(leaves);
  });

  it('keeps only the site when there is no kiosk home', () => {
    const noHome = { ...places, kioskHomeUrl: null };
    expect(leavesSite('https://kiosk.example.org/home', base, noHome)).toBe(true);
    expect(leavesSite('/basket', base, noHome)).toBe(false);
  });
});

describe('guarding the links of a kiosk page', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    document.body.innerHTML = '';
  });

  function page(html: string) {
    document.body.innerHTML = html;
    stop = guardKioskLinks(places);
  }

  /** Dispatches `type` on the element; answers whether the browser would still follow it. */
  function follows(element: Element, type = 'click'): boolean {
    let isPrevented = true;
    // Listens after the guard (same phase, registered later), as the browser acts after both.
    const watch = (event: Event) => {
      isPrevented = event.defaultPrevented;
    };
    window.addEventListener(type, watch, { capture: true });
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 });
    element.dispatchEvent(event);
    window.removeEventListener(type, watch, { capture: true });
    return !isPrevented && !event.defaultPrevented;
  }

  it('makes links off the site inert text: not followed, not in the tab order', () => {
    page(`<footer>
      <a id="map" href="https://www.openstreetmap.org/" target="_blank"><span>Map</span></a>
      <a id="phone" href="tel:03001234567">0300 123 4567</a>
      <a id="book" href="/location/swiss-cottage">Book an activity</a>
      <a id="home" href="https://kiosk.example.org/home">Back to Kiosk Home</a>
    </footer>`);
    const link = (id: string) => document.getElementById(id) as HTMLElement;

    for (const id of ['map', 'phone']) {
      expect(link(id)).toHaveAttribute(inertLinkAttribute);
      expect(link(id)).toHaveAttribute('aria-disabled', 'true');
      expect(link(id)).toHaveAttribute('tabindex', '-1');
      expect(follows(link(id))).toBe(false);
      expect(follows(link(id), 'auxclick')).toBe(false);
      expect(follows(link(id), 'contextmenu')).toBe(false);
    }
    // A tap on the text inside the link is a tap on the link.
    expect(follows(link('map').querySelector('span') as Element)).toBe(false);

    for (const id of ['book', 'home']) {
      expect(link(id)).not.toHaveAttribute(inertLinkAttribute);
      expect(link(id)).not.toHaveAttribute('aria-disabled');
      expect(follows(link(id))).toBe(true);
    }
  });

  it('stops the click before any handler of the page sees it', () => {
    page('<a id="out" href="https://www.facebook.com/lido">Facebook</a>');
    const out = document.getElementById('out') as HTMLElement;
    let seen = false;
    out.addEventListener('click', () => {
      seen = true;
    });
    out.click();
    expect(seen).toBe(false);
  });

  it('guards links that arrive or change later (the footer HTML loads after the page)', async () => {
    page('<div id="footer"></div>');
    const footer = document.getElementById('footer') as HTMLElement;
    footer.innerHTML = '<a id="later" href="https://twitter.com/lido">Twitter</a>';
    const later = () => document.getElementById('later') as HTMLElement;
    await expect.poll(() => later().hasAttribute(inertLinkAttribute)).toBe(true);
    expect(follows(later())).toBe(false);

    later().setAttribute('href', '/pricing');
    await expect.poll(() => later().hasAttribute(inertLinkAttribute)).toBe(false);
    expect(later()).not.toHaveAttribute('tabindex');
    expect(follows(later())).toBe(true);
  });

  it('leaves every link as it was once the guard is stopped', () => {
    page('<a id="out" href="https://www.facebook.com/lido">Facebook</a>');
    stop?.();
    stop = undefined;
    const out = document.getElementById('out') as HTMLElement;
    expect(out).not.toHaveAttribute(inertLinkAttribute);
    expect(out).not.toHaveAttribute('aria-disabled');
    expect(follows(out)).toBe(true);
  });
});
