// The basket and checkout pages are measured as a signed-in customer with one place held: set up
// through the public API, as a browser's earlier visit would have.

const password = 'Swim-lanes-2026';
/** AUTH_COOKIE_NAME's default: the session cookie the API sets at sign-in. */
const sessionCookieName = 'lido-session';

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Slot {
  id: string;
  pricing_option_id: number;
  spaces: number;
}

export async function prepareSignedInBasket(
  base: string,
  { venue, activity, date }: { venue: string; activity: string; date: string },
): Promise<{ cookie: string }> {
  const client = await call<{ data: { client_id: string } }>(base, '/api/client');
  const registered = await call<{ token: string }>(
    base,
    '/api/auth/customer/register?onboarding_type=standard',
    {
      method: 'POST',
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Customer',
        email: `bench-web-${Date.now()}@example.org`,
        password,
        password_confirmation: password,
        date_of_birth: '1990-05-01',
        address_line_1: '12 Adelaide Road',
        town: 'London',
        postcode: 'NW3 3NF',
        client_id: client.data.client_id,
        source: 'activity-booking',
      }),
    },
  );
  const slots = await call<{ data: Slot[] }>(
    base,
    `/api/activities/venue/${venue}/activity/${activity}/v2/slots?date=${date}`,
  );
  const slot = slots.data.find((row) => row.spaces > 0);
  if (!slot) throw new Error(`No ${activity} place left on ${date}`);
  await call(base, '/api/activities/cart/add', {
    method: 'POST',
    headers: { authorization: `Bearer ${registered.token}` },
    body: JSON.stringify({
      items: [
        { id: slot.id, type: 'purchasableOccurrence', pricing_option_id: slot.pricing_option_id },
      ],
    }),
  });
  return { cookie: `${sessionCookieName}=${registered.token}` };
}
