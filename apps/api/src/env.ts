import { z } from 'zod';

const Flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded PGlite database lives when DATABASE_URL is not set (default: .data/ in the repository). */
  DATA_DIR: z.string().optional(),
  /** npm sets this to the directory it was run from; relative DATA_DIR values are resolved against it. */
  INIT_CWD: z.string().optional(),
  /** The public address of the booking site, used in emails and calendar links. */
  SITE_URL: z.url().optional(),
  /** A PostgreSQL connection string; when set, Lido uses it instead of the embedded database. */
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated browser origins allowed to call the API (the booking, my-account and online-joining sites). */
  SITE_ORIGINS: z.string().default('http://localhost:3000,http://localhost:5173'),
  /** Where the built SPA lives (default: apps/web/dist); served on the API's port. */
  WEB_DIST_DIR: z.string().optional(),
  /** Planned maintenance: the theme call answers 503 and the sites show the maintenance page. */
  MAINTENANCE_MODE: Flag.default(false),
  /** Seed demo data on first start (a database with no operator). */
  SEED_DEMO_DATA: Flag.default(true),
  /**
   * Opayo Pi. Without OPAYO_BASE_URL, Lido mounts its built-in Opayo emulator under
   * /api/sandbox/opayo and pays through it with these sandbox credentials.
   */
  OPAYO_BASE_URL: z.url().optional(),
  OPAYO_INTEGRATION_KEY: z.string().min(1).default('lido-sandbox-integration-key'),
  OPAYO_INTEGRATION_PASSWORD: z.string().min(1).default('lido-sandbox-integration-password'),
  OPAYO_VENDOR_NAME: z.string().min(1).default('lidosandbox'),
  /** SMTP server for outgoing email (smtp://user:pass@host:587); unset, mail stays in the outbox and the dev mailbox. */
  SMTP_URL: z.url().optional(),
  /** The From address of outgoing email. */
  EMAIL_FROM: z.string().default('Lido <no-reply@lido.example>'),
  /**
   * The parent domain the booking, my-account and online-joining sites share (e.g. example.org):
   * sign-in then also sets the `{domain}-authToken` cookie there, and sign-out clears it.
   */
  AUTH_COOKIE_DOMAIN: z.string().optional(),
  /** How long a sign-in lasts; fixed from sign-in, not extended by use. */
  SESSION_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long places in a basket are held for the customer before they go back on sale. */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** How many days of occurrences are materialised ahead of today. */
  OCCURRENCE_HORIZON_DAYS: z.coerce.number().int().min(14).max(120).default(21),
  /** A Mapbox access token: place search uses Mapbox (country gb) instead of the offline gazetteer. */
  MAPBOX_TOKEN: z.string().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the process environment once; the only reader of process.env in the API. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
