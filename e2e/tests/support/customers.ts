import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export interface Customer {
  id: number;
  email: string;
  password: string;
  firstName: string;
  token: string;
}

/** Every journey customer's password. */
export const customerPassword = 'Swim-lanes-2026';
const password = customerPassword;

/**
 * A fresh customer, registered through the API (not the journey under test), so journeys running
 * side by side never share an account or a basket.
 */
export async function registerCustomer(
  request: APIRequestContext,
  firstName: string,
  /** Another server than the journeys' own (a journey that starts its own, say). */
  {
    base = '',
    homeVenueId,
  }: {
    base?: string;
    /** A home venue, for journeys where that venue's front desk acts for the customer. */
    homeVenueId?: number;
  } = {},
): Promise<Customer> {
  const client = await request.get(`${base}/api/client`);
  const { data } = (await client.json()) as { data: { client_id: string } };
  const email = `e2e-pay-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.org`;
  const response = await request.post(
    `${base}/api/auth/customer/register?onboarding_type=standard`,
    {
      data: {
        first_name: firstName,
        last_name: 'Booker',
        email,
        password,
        password_confirmation: password,
        date_of_birth: '1990-05-01',
        address_line_1: '12 Adelaide Road',
        town: 'London',
        postcode: 'NW3 3NF',
        ...(homeVenueId ? { home_venue_id: homeVenueId } : {}),
        client_id: data.client_id,
        source: 'activity-booking',
      },
    },
  );
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  return { id: user.id, email, password, firstName, token };
}
