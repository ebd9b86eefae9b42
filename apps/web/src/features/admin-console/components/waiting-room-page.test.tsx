import type { ReleaseQueueConsole } from '@lido/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signedInAsManager } from '../../../test/wire-users';
import { waitingRoomSavedCopy } from './waiting-room-page';

// Dana turns on the waiting room and watches tonight's line. The API is faked: these tests check
// what the page sends and shows.

const room: ReleaseQueueConsole = {
  settings: { enabled: false, pre_queue_minutes: 15, admission_minutes: 20 },
  queues: [
    {
      venue: 'Swiss Cottage Leisure Centre',
      opens_at: {
        utc: '2026-11-30T22:00:00+00:00',
        local: '2026-11-30T22:00:00+00:00',
        timezone: 'Europe/London',
        format_12_hour: '10:00pm',
        format_24_hour: '22:00',
      },
      joined: 340,
      admitted: 120,
      waiting: 220,
      admitted_per_minute: 660,
    },
  ],
};

function waitingRoomApi(calls: StubRequest[], answer?: (request: StubRequest) => Response) {
  return stubFetch((request) => {
    if (request.url.pathname !== '/api/admin/release-queue') return undefined;
    calls.push(request);
    if (request.method === 'PUT') return answer?.(request);
    return jsonResponse({ data: room });
  });
}

describe('the Waiting room page', () => {
  it('shows the settings and the lines of the last day', async () => {
    waitingRoomApi([]);
    renderApp('/admin/waiting-room', signedInAsManager);
    const lines = await screen.findByRole('region', { name: 'Today’s lines' });
    const row = within(lines).getByRole('row', { name: /Swiss Cottage Leisure Centre/ });
    expect(row).toHaveTextContent('22:00');
    expect(row).toHaveTextContent('340');
    expect(row).toHaveTextContent('220');
    expect(
      screen.getByLabelText('Use a waiting room when sessions are released'),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Minutes before a release it opens')).toHaveValue('15');
  });

  it('turns it on with its minutes, and says so', async () => {
    const user = userEvent.setup();
    const calls: StubRequest[] = [];
    waitingRoomApi(calls, (request) =>
      jsonResponse({
        data: { ...room, settings: request.body as ReleaseQueueConsole['settings'] },
      }),
    );
    renderApp('/admin/waiting-room', signedInAsManager);
    await user.click(await screen.findByLabelText('Use a waiting room when sessions are released'));
    const before = screen.getByLabelText('Minutes before a release it opens');
    await user.clear(before);
    await user.type(before, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(waitingRoomSavedCopy)).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ enabled: true, pre_queue_minutes: 30, admission_minutes: 20 });
  });

  it('names the field the API refused', async () => {
    const user = userEvent.setup();
    waitingRoomApi([], () =>
      jsonResponse(
        {
          message: 'The given data was invalid.',
          errors: { admission_minutes: ['A visitor let in has at least 5 minutes to book.'] },
          status: 422,
        },
        422,
      ),
    );
    renderApp('/admin/waiting-room', signedInAsManager);
    const toBook = await screen.findByLabelText('Minutes to book once let in');
    await user.clear(toBook);
    await user.type(toBook, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A visitor let in has at least 5 minutes to book.'),
    ).toBeVisible();
    expect(toBook).toHaveAttribute('aria-invalid', 'true');
  });
});
