import type { Env } from './env';

/** Which real or emulated parts this server runs with; shown by /api/health and logged at start. */
export interface DeploymentParts {
  mode: 'demo' | 'production';
  payments: 'opayo' | 'opayo-emulator';
  directDebits: 'gocardless' | 'gocardless-sandbox' | 'gocardless-emulator';
  email: 'smtp' | 'development-mailbox';
}

export interface OpayoSettings {
  baseUrl: string;
  integrationKey: string;
  integrationPassword: string;
  vendorName: string;
}

/** A real Opayo account, when one is configured in full; a half-configured one is an error. */
export function opayoSettings(env: Env): OpayoSettings | null {
  if (!env.OPAYO_BASE_URL) return null;
  const { OPAYO_INTEGRATION_KEY, OPAYO_INTEGRATION_PASSWORD, OPAYO_VENDOR_NAME } = env;
  if (!OPAYO_INTEGRATION_KEY || !OPAYO_INTEGRATION_PASSWORD || !OPAYO_VENDOR_NAME) {
    throw new Error(
      'OPAYO_BASE_URL is set: set OPAYO_INTEGRATION_KEY, OPAYO_INTEGRATION_PASSWORD and OPAYO_VENDOR_NAME too',
    );
  }
  return {
    baseUrl: env.OPAYO_BASE_URL,
    integrationKey: OPAYO_INTEGRATION_KEY,
    integrationPassword: OPAYO_INTEGRATION_PASSWORD,
    vendorName: OPAYO_VENDOR_NAME,
  };
}

export interface GoCardlessSettings {
  accessToken: string;
  webhookSecret: string;
  environment: 'live' | 'sandbox';
}

/** A GoCardless account, when one is configured in full; a half-configured one is an error. */
export function goCardlessSettings(env: Env): GoCardlessSettings | null {
  if (!env.GOCARDLESS_ACCESS_TOKEN) return null;
  if (!env.GOCARDLESS_WEBHOOK_SECRET) {
    throw new Error('GOCARDLESS_ACCESS_TOKEN is set: set GOCARDLESS_WEBHOOK_SECRET too');
  }
  return {
    accessToken: env.GOCARDLESS_ACCESS_TOKEN,
    webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET,
    // GoCardless's sandbox tokens say so: sandbox_…; live ones begin live_.
    environment: env.GOCARDLESS_ACCESS_TOKEN.startsWith('sandbox_') ? 'sandbox' : 'live',
  };
}

/** The settings a server that takes real money and sends real email cannot start without. */
export function missingProductionSettings(env: Env): string[] {
  if (env.LIDO_DEMO) return [];
  const required = {
    OPAYO_BASE_URL: env.OPAYO_BASE_URL,
    OPAYO_INTEGRATION_KEY: env.OPAYO_INTEGRATION_KEY,
    OPAYO_INTEGRATION_PASSWORD: env.OPAYO_INTEGRATION_PASSWORD,
    OPAYO_VENDOR_NAME: env.OPAYO_VENDOR_NAME,
    GOCARDLESS_ACCESS_TOKEN: env.GOCARDLESS_ACCESS_TOKEN,
    GOCARDLESS_WEBHOOK_SECRET: env.GOCARDLESS_WEBHOOK_SECRET,
    SMTP_URL: env.SMTP_URL,
  };
  return Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
}

export function deploymentParts(env: Env): DeploymentParts {
  return {
    mode: env.LIDO_DEMO ? 'demo' : 'production',
    payments: env.OPAYO_BASE_URL ? 'opayo' : 'opayo-emulator',
    directDebits: !env.GOCARDLESS_ACCESS_TOKEN
      ? 'gocardless-emulator'
      : env.GOCARDLESS_ACCESS_TOKEN.startsWith('sandbox_')
        ? 'gocardless-sandbox'
        : 'gocardless',
    email: env.SMTP_URL ? 'smtp' : 'development-mailbox',
  };
}

/**
 * Why this server must not start, or null. Outside demo mode nothing may be emulated: a server
 * that would take pretend payments, or keep password-reset links in a readable mailbox, refuses.
 */
export function startUpRefusal(env: Env): string | null {
  try {
    opayoSettings(env);
    goCardlessSettings(env);
  } catch (error) {
    // Half an Opayo or GoCardless account, in demo mode too: say so rather than fail with a trace.
    return `Lido will not start: ${(error as Error).message}.`;
  }
  const missing = missingProductionSettings(env);
  if (missing.length === 0) return null;
  return [
    `Lido will not start: it is not in demo mode (LIDO_DEMO=1) and these settings are missing: ${missing.join(', ')}.`,
    'Outside demo mode Lido takes real payments through Opayo, collects Direct Debits through GoCardless and sends email by SMTP; see "Running in production" in the README.',
  ].join('\n');
}
