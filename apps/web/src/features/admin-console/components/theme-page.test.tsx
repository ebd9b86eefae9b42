import { type AdminTheme, defaultTheme, THEME_COLOUR_FORMAT } from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsAlex, signedInAsManager } from '../../../test/wire-users';
import { expectStatusToSay } from '../../../test/status-line';

// Dana manages Swiss Cottage; Britannia is another venue of the operator, with its own primary
// colour and a footer. The API is faked: these tests check what the page sends and shows.

const unset = {
  header_primary_colour: null,
  theme_app_logo: null,
  theme_app_dark_bg_colour: null,
  theme_app_header_bg_colour: null,
  theme_app_heading_font_style: null,
  theme_app_body_font_style: null,
  theme_app_primary_colour: null,
  theme_app_secondary_colour_1: null,
  theme_app_secondary_colour_2: null,
  theme_app_secondary_button_style: null,
};

const britannia: AdminTheme = {
  venue: { id: 90002, slug: 'britannia', name: 'Britannia Leisure Centre' },
  stored: {
    ...unset,
    theme_app_primary_colour: '#0B7A75',
    theme_app_logo: 'https://cdn.example.org/britannia.svg',
  },
  effective: {
    ...defaultTheme,
    theme_app_primary_colour: '#0B7A75',
    theme_app_logo: 'https://cdn.example.org/britannia.svg',
  },
  inherited: defaultTheme,
  footer_html: '<p>Open daily</p>',
};

const allVenues: AdminTheme = {
  venue: null,
  stored: unset,
  effective: defaultTheme,
  inherited: defaultTheme,
  footer_html: null,
};

const venuesAnswer = () =>
  jsonResponse({
    data: [
      { id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage Leisure Centre' },
      { id: 90002, slug: 'britannia', name: 'Britannia Leisure Centre' },
    ],
  });

/** The console's theme API: Britannia's theme, and `answer` for saves and previews. */
function themeApi(calls: StubRequest[], answer?: (request: StubRequest) => Response | undefined) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/activities/venues') return venuesAnswer();
    if (pathname === '/api/admin/theme' && request.method === 'GET') {
      return jsonResponse({ data: request.url.searchParams.has('venue') ? britannia : allVenues });
    }
    if (pathname.startsWith('/api/admin/theme')) {
      calls.push(request);
      return answer?.(request);
    }
    return undefined;
  });
}

const openBritannia = async () => {
  renderApp('/admin/theme?venue=britannia', signedInAsManager);
  return screen.findByRole('heading', { level: 2, name: 'Britannia Leisure Centre theme' });
};

describe('the Theme page', () => {
  it('loads a venue’s stored values, what empty fields fall back to, and its footer', async () => {
    const fetchMock = themeApi([]);
    await openBritannia();
    expect(requestedUrls(fetchMock)).toContain('/api/admin/theme?venue=britannia');
    expect(screen.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
    expect(screen.getByLabelText('Logo address')).toHaveValue(
      'https://cdn.example.org/britannia.svg',
    );
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#0B7A75');
    expect(screen.getByLabelText('Primary colour: picker')).toHaveValue('#0b7a75');
    // An empty colour falls back: the picker shows what it falls back to.
    expect(screen.getByRole('textbox', { name: 'Secondary colour 1' })).toHaveValue('');
    expect(screen.getByLabelText('Secondary colour 1: picker')).toHaveValue('#3e2dac');
    expect(screen.getByLabelText('Body font')).toHaveDisplayValue('All venues: Roboto');
    expect(screen.getByLabelText('Footer HTML')).toHaveValue('<p>Open daily</p>');
    const swatches = within(screen.getByTestId('theme-swatches'));
    expect(swatches.getByText('#0B7A75')).toBeVisible();
    // Both secondary colours fall back to the default's.
    expect(swatches.getAllByText('#3E2DAC')).toHaveLength(2);
  });

  it('has no accessibility violations axe can find, with a footer previewed', async () => {
    themeApi([], () => jsonResponse({ data: { html: '<h2>Opening hours</h2><p>Daily</p>' } }));
    const user = userEvent.setup();
    const { container } = renderApp('/admin/theme?venue=britannia', signedInAsManager);
    await screen.findByRole('heading', { level: 2, name: 'Britannia Leisure Centre theme' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Footer preview' });
    // Colour contrast needs a layout jsdom does not have; the journeys check it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is linked from the console’s home', async () => {
    themeApi([]);
    renderApp('/admin', signedInAsManager);
    expect(await screen.findByRole('link', { name: 'Theme' })).toHaveAttribute(
      'href',
      '/admin/theme',
    );
    expect(screen.getByText('A venue’s logo, colours, fonts and footer.')).toBeVisible();
  });

  it('saves every field, empty ones as null, and says so', async () => {
    const calls: StubRequest[] = [];
    themeApi(calls, (request) =>
      jsonResponse({
        data: {
          ...britannia,
          stored: { ...britannia.stored, ...(request.body as object), footer_html: undefined },
          footer_html: '<p>Open daily, 6am to 10pm</p>',
        },
      }),
    );
    const user = userEvent.setup();
    await openBritannia();
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#123456');
    await user.clear(screen.getByLabelText('Logo address'));
    await user.selectOptions(screen.getByLabelText('Heading font'), 'Lato');
    await user.selectOptions(screen.getByLabelText('Secondary button style'), 'Outline');
    const footer = screen.getByLabelText('Footer HTML');
    await user.clear(footer);
    await user.type(footer, 'Open daily, 6am to 10pm');
    expect(within(screen.getByTestId('theme-swatches')).getByText('#123456')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectStatusToSay('Theme saved.');
    expect(calls).toHaveLength(1);
    const [saved] = calls;
    expect(saved?.method).toBe('PUT');
    expect(`${saved?.url.pathname}${saved?.url.search}`).toBe('/api/admin/theme?venue=britannia');
    expect(saved?.body).toEqual({
      ...unset,
      theme_app_primary_colour: '#123456',
      theme_app_heading_font_style: 'lato',
      theme_app_secondary_button_style: 'outline',
      footer_html: 'Open daily, 6am to 10pm',
    });
    // The footer shows as the API stored it.
    expect(screen.getByLabelText('Footer HTML')).toHaveValue('<p>Open daily, 6am to 10pm</p>');
  });

  it('previews the footer as the API sanitised it, not as typed', async () => {
    const calls: StubRequest[] = [];
    themeApi(calls, () => jsonResponse({ data: { html: '<p>Open <strong>daily</strong></p>' } }));
    const user = userEvent.setup();
    await openBritannia();
    const footer = screen.getByLabelText('Footer HTML');
    await user.clear(footer);
    await user.type(footer, '<p onclick="steal()">Open <strong>daily</strong></p>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Footer preview' });
    expect(calls[0]?.url.pathname).toBe('/api/admin/theme/footer-preview');
    expect(calls[0]?.body).toEqual({
      footer_html: '<p onclick="steal()">Open <strong>daily</strong></p>',
    });
    expect(within(preview).getByTestId('footer-preview').innerHTML).toBe(
      '<p>Open <strong>daily</strong></p>',
    );
    expect(preview.querySelector('[onclick]')).toBeNull();
  });

  it('shows a 422’s messages by the fields they are about', async () => {
    themeApi([], () =>
      jsonResponse(
        {
          message: 'The given data was invalid.',
          errors: { theme_app_primary_colour: [THEME_COLOUR_FORMAT] },
          status: 422,
        },
        422,
      ),
    );
    const user = userEvent.setup();
    await openBritannia();
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, 'teal');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The theme was not saved: see the messages by the fields.',
    );
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(primary).toHaveAccessibleDescription(expect.stringContaining(THEME_COLOUR_FORMAT));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('changes the theme of all venues when no venue is chosen, with no footer', async () => {
    const user = userEvent.setup();
    const fetchMock = themeApi([]);
    const app = renderApp('/admin/theme?venue=britannia', signedInAsManager);
    await screen.findByRole('heading', { level: 2, name: 'Britannia Leisure Centre theme' });
    await user.selectOptions(screen.getByLabelText('Venue'), 'All venues');
    await user.click(screen.getByRole('button', { name: 'Show theme' }));
    await waitFor(() => expect(app.location()).toBe('/admin/theme'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Theme of all venues' }),
    ).toBeVisible();
    expect(requestedUrls(fetchMock)).toContain('/api/admin/theme');
    expect(screen.getByLabelText('Body font')).toHaveDisplayValue('Lido’s default: Roboto');
    expect(screen.queryByLabelText('Footer HTML')).toBeNull();
  });

  it('is for managers only', async () => {
    const fetchMock = stubFetch();
    renderApp('/admin/theme', signedInAsAlex);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorised.');
    expect(requestedUrls(fetchMock).some((url) => url.startsWith('/api/admin'))).toBe(false);
  });
});
