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
