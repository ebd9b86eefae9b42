// One customer of the release rush, as the browser does it: through the venue's waiting room when
// one is open (take a place, ask where it stands as often as told, then book with the pass), then
// add to basket → prepare → card identifier at the (emulated) Opayo → authorise → complete. Every
// answer is timed and counted in a `RushTally` the bench prints.
import { call, type Answer } from './json-call';

const CARD = {
  cardholderName: 'Rush Customer',
  cardNumber: '4929000000006',
  expiryDate: '1230',
  securityCode: '123',
};
const BROWSER = {
  browser_colour_depth: 24,
  browser_java_enabled: false,
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  browser_screen_height: 1080,
  browser_screen_width: 1920,
  browser_timezone_offset: 0,
};

export const bookingSteps = [
  'add to basket',
  'prepare',
  'card identifier',
  'authorise',
  'complete',
] as const;
export const queueSteps = ['join the queue', 'ask where it stands'] as const;
type Step = (typeof bookingSteps)[number] | (typeof queueSteps)[number];

/** A balancer's answers while a process is down: the customer tries again, as a person would. */
const BALANCER_RETRIES = 5;
const RETRY_AFTER_MS = 1_000;

export class RushTally {
  readonly latencies = new Map<Step, number[]>(
    [...bookingSteps, ...queueSteps].map((step) => [step, []]),
  );
  readonly statusCounts = new Map<string, number>();
  serverErrors = 0;
  /** 502–504 from the balancer (no JSON body): a process died or was out of the balancer. */
  balancerErrors = 0;
  transportErrors = 0;
  soldOut = 0;
  otherFailures = 0;
  completed = 0;
  /** When the last booking completed (performance.now()). */
  lastBookedAt = 0;
  onBooked: (completed: number) => void = () => undefined;
}

function isFromBalancer(answer: Answer): boolean {
  return answer.status >= 502 && answer.status <= 504 && typeof answer.body !== 'object';
}

async function timed(tally: RushTally, step: Step, run: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await run();
    } catch (error) {
      tally.transportErrors++;
      if (attempt >= BALANCER_RETRIES) throw error;
      await new Promise((wait) => setTimeout(wait, RETRY_AFTER_MS));
      continue;
    }
    tally.latencies.get(step)?.push(performance.now() - started);
    const key = `${step} ${answer.status}`;
    tally.statusCounts.set(key, (tally.statusCounts.get(key) ?? 0) + 1);
    if (answer.status >= 500) tally.serverErrors++;
    if (!isFromBalancer(answer) || attempt >= BALANCER_RETRIES) return answer;
    tally.balancerErrors++;
    await new Promise((wait) => setTimeout(wait, RETRY_AFTER_MS));
  }
}

export interface Customer {
  base: string;
  token: string;
  publicId: string;
}

interface QueueStatusBody {
  data: { state: string; position: number | null; poll_after_seconds: number };
}

export interface QueuedVisit {
  /** The pass the waiting room gave (the bench reads the visitor's place in line by it). */
  pass: string;
  /** performance.now() when the visitor asked for a place. */
  joinedAt: number;
  /** The waiting room took them before the opening: their place is drawn (none when joining). */
  drawn: boolean;
  admittedAt: number | null;
}

/**
 * Takes a place in the venue's waiting room and asks where it stands, as often as told, until let
 * in. Resolves with the pass, or null when the waiting room gave none (it was not open).
 */
export async function waitInLine(
  tally: RushTally,
  customer: Customer,
  venueSlug: string,
  visit: (joined: QueuedVisit) => void,
): Promise<string | null> {
  const auth = { authorization: `Bearer ${customer.token}` };
  const joinedAt = performance.now();
  const joined = await timed(tally, 'join the queue', () =>
    call(customer.base, 'POST', `/api/release-queue/venues/${venueSlug}/tickets`, auth),
  );
  const pass = joined.headers['x-queue-pass'];
  if (joined.status !== 200 || typeof pass !== 'string') return null;
  let status = (joined.body as QueueStatusBody).data;
  const queued: QueuedVisit = {
    pass,
    joinedAt,
    drawn: status.state === 'waiting' && status.position === null,
    admittedAt: null,
  };
  visit(queued);
  while (status.state === 'waiting') {
    await new Promise((wait) => setTimeout(wait, status.poll_after_seconds * 1000));
    const asked = await timed(tally, 'ask where it stands', () =>
      call(customer.base, 'GET', `/api/release-queue/venues/${venueSlug}`, {
        ...auth,
        'x-queue-pass': pass,
      }),
    );
    if (asked.status !== 200) return pass;
    status = (asked.body as QueueStatusBody).data;
  }
  queued.admittedAt = performance.now();
  return pass;
}

/** Books one place and pays for it; true when the booking was made. */
export async function bookAsTheBrowserDoes(
  tally: RushTally,
  { base, token, publicId }: Customer,
  pass: string | null,
): Promise<boolean> {
  const auth = {
    authorization: `Bearer ${token}`,
    ...(pass ? { 'x-queue-pass': pass } : {}),
  };
  const added = await timed(tally, 'add to basket', () =>
    call(base, 'POST', '/api/activities/cart/add', auth, {
      items: [{ id: publicId, type: 'purchasableOccurrence' }],
    }),
  );
  if (added.status === 409) {
    tally.soldOut++;
    return false;
  }
  if (added.status !== 200) {
    tally.otherFailures++;
    return false;
  }
  const prepared = await timed(tally, 'prepare', () =>
    call(base, 'GET', '/api/checkout/prepare', auth),
  );
  if (prepared.status !== 200) {
    tally.otherFailures++;
    return false;
  }
  const preparation = prepared.body as { session_key: string; url: string; item_hash: string };
  const card = await timed(tally, 'card identifier', () =>
    call(
      base,
      'POST',
      `${preparation.url}/card-identifiers`,
      { authorization: `Bearer ${preparation.session_key}` },
      { cardDetails: CARD },
    ),
  );
  if (card.status !== 201) {
    tally.otherFailures++;
    return false;
  }
  const authorised = await timed(tally, 'authorise', () =>
    call(base, 'POST', '/api/checkout/authorise', auth, {
      first_name: 'Rush',
      last_name: 'Customer',
      billing_address_line_1: 'Adelaide Road',
      billing_city: 'London',
      billing_postcode: 'NW3 3NF',
      card_identifier: (card.body as { cardIdentifier: string }).cardIdentifier,
      card_holder_name: CARD.cardholderName,
      session_key: preparation.session_key,
      payments: [],
      source: 'activity-booking',
      terms: [1],
      item_hash: preparation.item_hash,
      ...BROWSER,
    }),
  );
  if (authorised.status !== 200) {
    tally.otherFailures++;
    return false;
  }
  const completed = await timed(tally, 'complete', () =>
    call(base, 'POST', '/api/checkout/complete', auth, {
      completed_waivers: [],
      payments: [],
      source: 'activity-booking',
      terms: [1],
      transaction_uuid: (authorised.body as { transaction_uuid: string }).transaction_uuid,
      item_hash: preparation.item_hash,
    }),
  );
  if (completed.status !== 200) {
    tally.otherFailures++;
    return false;
  }
  tally.completed++;
  tally.lastBookedAt = performance.now();
  tally.onBooked(tally.completed);
  return true;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The tally's latency table: every step that was called, with its count and percentiles. */
export function latencyRows(tally: RushTally) {
  return [...tally.latencies.entries()]
    .filter(([, values]) => values.length > 0)
    .map(([step, values]) => ({
      step,
      requests: values.length,
      p50: Math.round(percentile(values, 50)),
      p95: Math.round(percentile(values, 95)),
      p99: Math.round(percentile(values, 99)),
    }));
}
