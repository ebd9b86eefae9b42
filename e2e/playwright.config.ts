import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eEnv, keptForThisRun } from './env';
import { freePort, lidoServerEnv } from './lido-server';

/**
 * Each run starts the built server four times on free ports, each on a fresh database in a
 * temporary directory: the site as customers see it, one in planned maintenance (without demo
 * data), one whose operator has a tag manager (so only the journeys that ask for it meet the
 * cookie banner), and one for the waiting room's journey.
 * `global-setup.ts` starts them side by side (Playwright's own web servers start one after
 * another, each seeding its database first).
 */
function server(name: string, extraEnv: Record<string, string> = {}) {
  const port = keptForThisRun(`${name.toUpperCase()}_PORT`, freePort);
  const dataDir = keptForThisRun(`${name.toUpperCase()}_DATA_DIR`, () =>
    mkdtempSync(join(tmpdir(), `lido-e2e-${name}-`)),
  );
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    env: lidoServerEnv(port, dataDir, {
      // Every journey's browser comes from this one address: the per-address limits are raised
      // to fit a whole run, while per-basket limits and the sign-in throttle stay as shipped.
      RATE_LIMIT_SIGN_IN: '1000/5m',
      RATE_LIMIT_REGISTER: '1000/1h',
      RATE_LIMIT_PASSWORD_RESET: '1000/15m',
      RATE_LIMIT_BASKET_ADDRESS: '10000/1m',
      RATE_LIMIT_NEW_BASKET: '1000/10m',
      RATE_LIMIT_CHECKOUT: '1000/5m',
      RATE_LIMIT_ACCOUNT_WRITES: '1000/5m',
      // Playwright's request fixture keeps idle sockets past the server's Keep-Alive timeout and
      // sends on one the server is closing (ECONNRESET: microsoft/playwright#42698); no journey
      // lasts two minutes, so the server never closes one under it.
      KEEP_ALIVE_TIMEOUT_SECONDS: '120',
      ...extraEnv,
    }),
  };
}

const site = server('site');
// The maintenance page is answered before anything is read from the database: this server needs
// no demo data, and skipping it spares the run a seed and a publication of the open data feeds.
const maintenance = server('maintenance', { MAINTENANCE_MODE: 'true', SEED_DEMO_DATA: 'false' });

/** For journeys that need the site in planned maintenance. */
export const maintenanceBaseUrl = maintenance.baseUrl;

// The demo seed gives this operator a Google Tag Manager container; its journey answers the
// container's requests itself, so no run contacts Google.
const tagManager = server('tag-manager', { DEMO_TAG_MANAGER_IDS: 'GTM-LIDODEMO' });

/** For journeys that need an operator with a tag manager (the cookie banner). */
export const tagManagerBaseUrl = tagManager.baseUrl;

// The waiting room's journey turns it on for the operator and releases a class within minutes:
// on a server of its own, so no other journey meets the queue.
const releaseQueue = server('release-queue', {
  // One visitor a second when the release opens, so a place in the line lasts long enough to see.
  RELEASE_QUEUE_START_PER_MINUTE: '60',
  RATE_LIMIT_QUEUE_JOIN: '1000/1m',
});

/** For the waiting room's journey. */
export const releaseQueueBaseUrl = releaseQueue.baseUrl;

/** The servers `global-setup.ts` starts, unless the journeys run against a server already up. */
export const journeyServers = e2eEnv.externalBaseUrl
  ? []
  : [site, maintenance, tagManager, releaseQueue];

/** How every journey's Chromium starts (a spec that needs more adds to these). */
export const launchOptions = {
  executablePath: e2eEnv.chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const journeysThatWait = ['release-queue.spec.ts', 'holds-and-declines.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Three on two cores: a journey waits on its server and its browser for part of each step, so
  // with two workers a third of the CPU stood idle.
  workers: 3,
  retries: e2eEnv.isCi ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eEnv.externalBaseUrl ?? site.baseUrl,
    // Recording a trace costs every journey a sixth of its CPU (screencast frames and a DOM
    // snapshot per action), and CI keeps no files: there only a retried journey records one.
    trace: e2eEnv.isCi ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  // Workers take journeys in the projects' order. Two journeys wait on the clock for a minute and
  // more (the waiting room's release to open, a one-minute hold to run out): taken last, they ran
  // on alone while the other workers stood idle, so they are taken first.
  projects: [
    { name: 'waiting on the clock', testMatch: journeysThatWait, use: { browserName: 'chromium' } },
    { name: 'chromium', testIgnore: journeysThatWait, use: { browserName: 'chromium' } },
  ],
});
