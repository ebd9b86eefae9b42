import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';

// Dana is Swiss Cottage's duty manager. The operator has three venues; the import keys list
// Andersonstown first, which is where the forms used to open whatever venue Dana worked in.

const venueKey = (operatorId: string, lidoId: string, name: string, slug: string) => ({
  operator_id: operatorId,
  lido_id: lidoId,
  name,
  slug,
  venue_id: null,
  v2_type: null,
});
const venueKeys = [
  venueKey('AND', '90003', 'Andersonstown Leisure Centre', 'andersonstown-leisure-centre'),
  venueKey('BET', '90002', 'Bethnal Green Leisure Centre', 'bethnal-green-leisure-centre'),
  venueKey('SCO', '90001', 'Swiss Cottage Leisure Centre', 'swiss-cottage-leisure-centre'),
];
const locationKeys = [
  { ...venueKey('SCO-STUDIO-1', '101', 'Studio 1', ''), slug: null, venue_id: 90001 },
  { ...venueKey('BET-POOL', '201', 'Main Pool', ''), slug: null, venue_id: 90002 },
];

function consoleApi() {
  return stubFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/admin/import/keys') {
      const kind = searchParams.get('kind');
      return jsonResponse({
        data: kind === 'venues' ? venueKeys : kind === 'locations' ? locationKeys : [],
      });
    }
    if (pathname === '/api/activities/venues') {
      return jsonResponse({
        data: venueKeys.map((key) => ({ id: Number(key.lido_id), slug: key.slug, name: key.name })),
      });
    }
    if (pathname.startsWith('/api/admin/venues/')) {
      return jsonResponse({
        data: {
          venue: { id: 90002, slug: 'bethnal-green-leisure-centre', name: 'Bethnal Green' },
          from: '2026-10-19',
          to: '2026-10-25',
          sessions: [],
        },
      });
    }
    return undefined;
  });
}

const chosenVenue = async () =>
  (await screen.findByLabelText<HTMLSelectElement>('Venue')).selectedOptions[0]?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the venue a new class or location starts at', () => {
  it('is the manager’s own venue when they have worked in none', async () => {
    consoleApi();
    const { unmount } = renderApp('/admin/classes/new', signedInAsManager);
    expect(await chosenVenue()).toBe('Swiss Cottage Leisure Centre');
    expect(await screen.findByLabelText('Location')).toHaveValue('SCO-STUDIO-1');
    unmount();

    renderApp('/admin/locations/new', signedInAsManager);
    expect(await chosenVenue()).toBe('Swiss Cottage Leisure Centre');
  });

  it('is the venue the address names', async () => {
    consoleApi();
    renderApp('/admin/locations/new?venue=bethnal-green-leisure-centre', signedInAsManager);
    expect(await chosenVenue()).toBe('Bethnal Green Leisure Centre');
  });

  it('is the venue the manager is working in: the one a console page showed last', async () => {
    consoleApi();
    const week = renderApp(
      '/admin/week?venue=bethnal-green-leisure-centre&from=2026-10-19',
      signedInAsManager,
    );
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Bethnal Green');
    week.unmount();

    const newClass = renderApp('/admin/classes/new', signedInAsManager);
    expect(await chosenVenue()).toBe('Bethnal Green Leisure Centre');
    expect(await screen.findByLabelText('Location')).toHaveValue('BET-POOL');
    newClass.unmount();

    renderApp('/admin/locations/new', signedInAsManager);
    expect(await chosenVenue()).toBe('Bethnal Green Leisure Centre');
  });

  it('follows a venue chosen in a form to the next form', async () => {
    consoleApi();
    const user = userEvent.setup();
    const newLocation = renderApp('/admin/locations/new', signedInAsManager);
    await user.selectOptions(await screen.findByLabelText('Venue'), 'Bethnal Green Leisure Centre');
    newLocation.unmount();

    renderApp('/admin/classes/new', signedInAsManager);
    await waitFor(async () => expect(await chosenVenue()).toBe('Bethnal Green Leisure Centre'));
  });
});
