import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import fixture from '../../account/fixtures/my-account-bookings.json';

const token = 'c2VjcmV0LXJlbGVhc2UtdG9rZW4';
const booking = {
  ...fixture.data[1]!,
  price: '£6.70',
  can_be_cancelled: true,
  awards_credit: { can_be_awarded: true, message: '' },
};
const price = (raw: number) => ({
  benefit_applied: false,
  package_applied: false,
  raw,
  formatted: `£${(raw / 100).toFixed(2)}`,
});

function releaseApi(answer: { status: number; body: unknown } | null = null) {
  const posts: string[] = [];
  stubFetch(({ url, method }) => {
    if (url.pathname !== `/api/bookings/release/${token}`) return undefined;
    if (method === 'POST') {
      posts.push(url.pathname);
      return answer
        ? jsonResponse(answer.body, answer.status)
        : jsonResponse({
            data: {
              cancelled_booking_ids: [booking.id],
              credit_refunded: price(670),
              card_refunded: price(0),
              late_fee: price(0),
            },
          });
    }
    return jsonResponse({ data: { booking } });
  });
  return posts;
}

describe("the confirmation email's release link", () => {
  it('shows the booking and its refund, and releases the place only when confirmed', async () => {
    const posts = releaseApi();
    renderApp(`/release/${token}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: "Can't make it? Release my place" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(await screen.findByText('Badminton 40min')).toBeVisible();
    expect(screen.getByText('£6.70 will be refunded to your account credit.')).toBeVisible();
    expect(posts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Release my place' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'Your booking has been cancelled. £6.70 has been added to your account credit.',
    );
    expect(within(done).getByRole('link', { name: 'Book an activity' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  it("past the cut-off it says the policy's words and offers nothing to press", async () => {
    stubFetch(({ url }) =>
      url.pathname === `/api/bookings/release/${token}`
        ? jsonResponse({
            data: {
              booking: {
                ...booking,
                can_be_cancelled: false,
                cancellation_cutoff: {
                  is_after_cutoff: true,
                  cutoff_action: 'prevent',
                  cutoff_message:
                    'This booking can no longer be cancelled: it is less than 2 hours before the start.',
                },
              },
            },
          })
        : undefined,
    );
    renderApp(`/release/${token}`);
    expect(
      await screen.findByText(
        'This booking can no longer be cancelled: it is less than 2 hours before the start.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Release my place' })).not.toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    stubFetch(({ url }) =>
      url.pathname === `/api/bookings/release/${token}`
        ? jsonResponse({ message: 'Unable to complete request, item not found.' }, 404)
        : undefined,
    );
    renderApp(`/release/${token}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(
      'This link is no longer valid. Your bookings are in My account.',
    );
    expect(within(alert).getByRole('link', { name: 'Go to My account' })).toBeVisible();
  });

  it('keeps the page and says why when the release is refused', async () => {
    releaseApi({
      status: 409,
      body: {
        message: 'This booking has already started and cannot be cancelled.',
        code: 'BOOKING_STARTED',
      },
    });
    renderApp(`/release/${token}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Release my place' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking has already started and cannot be cancelled.',
    );
  });
});
