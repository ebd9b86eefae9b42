import type { DemoVenue } from './demo-imported';

// The demo venues with their own colours and logo (the others use the operator's theme), and
// the one embedded in another site. The venues themselves are imported from demo-import/.

export interface DemoVenueTheme {
  venueSlug: string;
  primary: string;
  secondary: string;
  headerBg: string;
  logoText: string;
  /** Origins whose pages may frame this venue's pages (embedded mode). */
  frameAncestors?: readonly string[];
}

export const demoVenueThemes: readonly DemoVenueTheme[] = [
  {
    venueSlug: 'britannia-leisure-centre',
    primary: '#0B7A75',
    secondary: '#05445E',
    headerBg: '#F2FBFA',
    logoText: 'Britannia',
    frameAncestors: ['http://localhost:8080'],
  },
  {
    venueSlug: 'crystal-palace-national-sports-centre',
    primary: '#C8102E',
    secondary: '#1D1D1B',
    headerBg: '#FFFFFF',
    logoText: 'Crystal Palace',
  },
  {
    venueSlug: 'manchester-aquatics-centre',
    primary: '#005EB8',
    secondary: '#003B73',
    headerBg: '#EEF5FC',
    logoText: 'Manchester Aquatics',
  },
  {
    venueSlug: 'royal-commonwealth-pool',
    primary: '#5B2C83',
    secondary: '#2E1A47',
    headerBg: '#F7F2FB',
    logoText: 'Royal Commonwealth Pool',
  },
];

/** A logo for the demo: a wave in a circle and the name, in the venue's colour. */
export function logoDataUri(text: string, colour: string): string {
  const width = Math.max(120, text.length * 13 + 56);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<circle cx="20" cy="20" r="16" fill="${colour}"/>` +
    `<path d="M9 23c4-4 7-4 11 0s7 4 11 0" stroke="#fff" stroke-width="3" fill="none"/>` +
    `<text x="44" y="27" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${colour}">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A venue's footer: its address, opening hours and useful links. */
export function footerHtml(venue: DemoVenue): string {
  return [
    `<div class="venue-footer">`,
    `<section><h2>${venue.name}</h2>`,
    `<p>${venue.addressLine1}, ${venue.area}, ${venue.town}, ${venue.postcode}</p>`,
    `<p>Telephone <a href="tel:03001234567">0300 123 4567</a></p></section>`,
    `<section><h2>Opening hours</h2>`,
    `<p>Monday to Friday 6:30am – 10:00pm<br>Saturday and Sunday 8:00am – 8:00pm</p></section>`,
    `<section><h2>Useful links</h2><ul>`,
    `<li><a href="/location/${venue.slug}">Book an activity</a></li>`,
    `<li><a href="/pricing">Membership pricing</a></li>`,
    `<li><a href="https://www.openstreetmap.org/?mlat=${venue.lat}&amp;mlon=${venue.lng}#map=16/${venue.lat}/${venue.lng}" target="_blank" rel="noopener">Map and directions</a></li>`,
    `</ul></section>`,
    `</div>`,
  ].join('');
}
