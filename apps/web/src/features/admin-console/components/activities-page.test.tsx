import {
  ACTIVITY_IMAGE_TOO_SMALL_MESSAGE,
  ACTIVITY_IMAGE_TYPE_MESSAGE,
  type ActivityImageEntry,
  type VenueActivityImages,
} from '@lido/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';
import { expectStatusToSay } from '../../../test/status-line';
import { imageRemovedCopy, imageUploadedCopy } from '../activity-image-rules';
import { noImageCopy } from './activity-image-item';

// Dana manages Swiss Cottage and Britannia. The API is faked: these tests check what the page
// sends and shows.

const swissCottage = { id: 90001, slug: 'swiss-cottage', name: 'Swiss Cottage Leisure Centre' };
const britannia = { id: 90002, slug: 'britannia', name: 'Britannia Leisure Centre' };
const version = '0123456789abcdef';
const image = (v: string) => `/api/activity-images/${v}/640`;

const fitness: ActivityImageEntry = {
  id: 'fitness-id',
  name: 'Fitness Classes',
  group: null,
  image: image(version),
};
const yoga: ActivityImageEntry = {
  id: 'yoga-id',
  name: 'Yoga',
  group: 'Fitness Classes',
  image: null,
};

const listOf = (venue: typeof swissCottage): VenueActivityImages => ({
  venue,
  activities: [fitness, yoga],
});

const invalid = (errors: Record<string, string[]>) =>
  jsonResponse({ message: 'The given data was invalid.', errors, status: 422 }, 422);

/** The console's images API: each venue's list, and `answer` for changes. */
function imagesApi(calls: StubRequest[], answer?: (request: StubRequest) => Response | undefined) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/activities/venues') {
      return jsonResponse({ data: [swissCottage, britannia] });
    }
    const venue = /^\/api\/admin\/venues\/([^/]+)\/activity-images$/.exec(pathname)?.[1];
    if (venue !== undefined) {
      calls.push(request);
      return jsonResponse({ data: listOf(venue === 'britannia' ? britannia : swissCottage) });
    }
    if (pathname.startsWith('/api/admin/activities/')) {
      calls.push(request);
      return answer?.(request);
    }
    return undefined;
  });
}

const openActivities = async (url = '/admin/activities?venue=swiss-cottage') => {
  const rendered = renderApp(url, signedInAsManager);
  await screen.findByRole('region', { name: 'Yoga in Fitness Classes' });
  return rendered;
};

const jpeg = (name = 'yoga.jpg', bytes = 'jpeg bytes') =>
  new File([bytes], name, { type: 'image/jpeg' });

describe('the Activities page', () => {
  it("shows each activity's image, or that it shows its icon", async () => {
    imagesApi([]);
    await openActivities();
    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    const group = within(screen.getByRole('region', { name: 'Fitness Classes' }));
    const preview = group.getByRole('img', { name: 'The image of Fitness Classes' });
    expect(preview).toHaveAttribute('src', image(version));
    expect(preview).toHaveAttribute(
      'srcset',
      `/api/activity-images/${version}/320 320w, ${image(version)} 640w, /api/activity-images/${version}/960 960w`,
    );
    expect(group.getByLabelText('New image of Fitness Classes')).toHaveAttribute('type', 'file');
    expect(
      group.getByRole('button', { name: 'Remove the image of Fitness Classes' }),
    ).toBeVisible();
    const activity = within(screen.getByRole('region', { name: 'Yoga in Fitness Classes' }));
    expect(activity.getByText(noImageCopy)).toBeVisible();
    expect(activity.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(activity.getByLabelText('Image of Yoga')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
    );
  });

  it('uploads a chosen image as base64, shows it and says so', async () => {
    const calls: StubRequest[] = [];
    imagesApi(calls, () => jsonResponse({ data: { ...yoga, image: image('fedcba9876543210') } }));
    const user = userEvent.setup();
    await openActivities();
    const activity = within(screen.getByRole('region', { name: 'Yoga in Fitness Classes' }));
    await user.upload(activity.getByLabelText('Image of Yoga'), jpeg());
    const upload = activity.getByRole('button', { name: 'Upload the image of Yoga' });
    await user.click(upload);

    await expectStatusToSay(imageUploadedCopy('Yoga'));
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.url.pathname).toBe('/api/admin/activities/yoga-id/image');
    expect(sent?.body).toEqual({ content_type: 'image/jpeg', content: btoa('jpeg bytes') });
    expect(await activity.findByRole('img', { name: 'The image of Yoga' })).toHaveAttribute(
      'src',
      image('fedcba9876543210'),
    );
    // The same button, now Replace, keeps the focus.
    expect(activity.getByRole('button', { name: 'Replace the image of Yoga' })).toHaveFocus();
  });

  it('removes an image, with the file input next in focus', async () => {
    const calls: StubRequest[] = [];
    imagesApi(calls, () => jsonResponse({ data: { ...fitness, image: null } }));
    const user = userEvent.setup();
    await openActivities();
    const group = within(screen.getByRole('region', { name: 'Fitness Classes' }));
    await user.click(group.getByRole('button', { name: 'Remove the image of Fitness Classes' }));

    await expectStatusToSay(imageRemovedCopy('Fitness Classes'));
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(
      '/api/admin/activities/fitness-id/image',
    );
    expect(await group.findByText(noImageCopy)).toBeVisible();
    await waitFor(() => expect(group.getByLabelText('Image of Fitness Classes')).toHaveFocus());
  });

  it('refuses a file that is not an image before sending it, by the field', async () => {
    const calls: StubRequest[] = [];
    imagesApi(calls);
    const user = userEvent.setup({ applyAccept: false });
    await openActivities();
    const activity = within(screen.getByRole('region', { name: 'Yoga in Fitness Classes' }));
    const input = activity.getByLabelText('Image of Yoga');
    await user.upload(input, new File(['GIF89a'], 'yoga.gif', { type: 'image/gif' }));
    await user.click(activity.getByRole('button', { name: 'Upload the image of Yoga' }));

    expect(await activity.findByText(ACTIVITY_IMAGE_TYPE_MESSAGE)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the API's refusal of the file beside it", async () => {
    imagesApi([], () => invalid({ content: [ACTIVITY_IMAGE_TOO_SMALL_MESSAGE] }));
    const user = userEvent.setup();
    await openActivities();
    const activity = within(screen.getByRole('region', { name: 'Yoga in Fitness Classes' }));
    const input = activity.getByLabelText('Image of Yoga');
    await user.upload(input, jpeg('tiny.jpg'));
    await user.click(activity.getByRole('button', { name: 'Upload the image of Yoga' }));

    expect(await activity.findByText(ACTIVITY_IMAGE_TOO_SMALL_MESSAGE)).toBeVisible();
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(ACTIVITY_IMAGE_TOO_SMALL_MESSAGE),
    );
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows another venue's activities when it is chosen", async () => {
    const calls: StubRequest[] = [];
    imagesApi(calls);
    const user = userEvent.setup();
    await openActivities();
    await user.selectOptions(screen.getByLabelText('Venue'), 'Britannia Leisure Centre');
    await user.click(screen.getByRole('button', { name: 'Show activities' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url.pathname)).toContain(
        '/api/admin/venues/britannia/activity-images',
      ),
    );
  });

  it('is linked from the console’s home', async () => {
    imagesApi([]);
    renderApp('/admin', signedInAsManager);
    expect(await screen.findByRole('link', { name: 'Activities' })).toHaveAttribute(
      'href',
      '/admin/activities',
    );
  });

  it('has no accessibility violations axe can find, with a refused file', async () => {
    imagesApi([]);
    const user = userEvent.setup({ applyAccept: false });
    const { container } = await openActivities();
    const activity = within(screen.getByRole('region', { name: 'Yoga in Fitness Classes' }));
    await user.upload(activity.getByLabelText('Image of Yoga'), new File(['x'], 'yoga.txt'));
    await user.click(activity.getByRole('button', { name: 'Upload the image of Yoga' }));
    await activity.findByText(ACTIVITY_IMAGE_TYPE_MESSAGE);
    // Colour contrast needs a layout jsdom does not have; the journeys check it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
