import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('home page', () => {
  it('says venues are not available yet while the venues endpoint is missing', async () => {
    stubFetch();
    renderApp('/');
    expect(await screen.findByText('Venues are not available yet.')).toBeVisible();
    expect(document.getElementById('select-venue')).not.toBeNull();
  });

  it('lists venues and remembers the one chosen before opening its page', async () => {
    const user = userEvent.setup();
    stubFetch(({ url }) =>
      url.pathname === '/api/activities/venues'
        ? jsonResponse({
            data: [
              {
                id: 1,
                name: 'York Leisure Centre',
                slug: 'york',
                town: 'York',
                postcode: 'YO1 6AA',
              },
              { id: 2, name: 'Bethnal Green Baths', slug: 'bethnal-green', town: 'London' },
            ],
          })
        : undefined,
    );
    const app = renderApp('/');
    const cards = await screen.findAllByTestId('venue-card');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByTestId('venue-name')[0]).toHaveTextContent('York Leisure Centre');
    expect(screen.getAllByTestId('venue-address')[0]).toHaveTextContent('York, YO1 6AA');
    await user.click(screen.getByText('Bethnal Green Baths'));
    await waitFor(() => expect(app.location()).toBe('/location/bethnal-green'));
    expect(app.store.getState().venues.selectedSlug).toBe('bethnal-green');
    expect(localStorage.getItem('lido.selectedVenueSlug')).toBe('bethnal-green');
  });
});
