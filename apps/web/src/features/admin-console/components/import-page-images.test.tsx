import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';

// The Import page sends the images activities.csv names with it: their bytes as base64.

it('sends an image file as base64 beside the text files', async () => {
  const calls: StubRequest[] = [];
  stubFetch((request) => {
    if (request.url.pathname !== '/api/admin/import') return undefined;
    calls.push(request);
    return jsonResponse({ data: { dry_run: true, written: false, kinds: [], notices: [] } });
  });
  const user = userEvent.setup();
  renderApp('/admin/import', signedInAsManager);
  const activities = new File(['activity_id,image\nSWC-YOGA,yoga.jpg\n'], 'activities.csv', {
    type: 'text/csv',
  });
  const yoga = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'yoga.jpg', {
    type: 'image/jpeg',
  });
  const input = await screen.findByLabelText('Files');
  expect(input.getAttribute('accept')).toContain('.webp');
  await user.upload(input, [activities, yoga]);
  await user.click(screen.getByRole('button', { name: 'Check files' }));

  await screen.findByRole('heading', { name: 'The files are ready to import' });
  expect(calls[0]?.body).toEqual({
    files: [
      { name: 'activities.csv', content: 'activity_id,image\nSWC-YOGA,yoga.jpg\n' },
      { name: 'yoga.jpg', content: '/9j/4A==', encoding: 'base64' },
    ],
    dry_run: true,
  });
});
