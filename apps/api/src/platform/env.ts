import { z } from 'zod';
import { parseSiteHosts, type SiteHosts } from './http/sites';

const Flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

const windowUnitsMs = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** A rate limit written `max/window`, e.g. `30/5m`: at most 30 requests in any 5 minutes. */
const RateLimit = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, 'write a limit as max/window, e.g. 30/5m')
  .transform((text) => {
    const [max = '0', window = '0s'] = text.split('/');
    const unit = window.slice(-1) as keyof typeof windowUnitsMs;
    return { max: Number(max), windowMs: Number(window.slice(0, -1)) * windowUnitsMs[unit] };
  });
export type RateLimitSetting = z.output<typeof RateLimit>;

/**
 * Which proxies to believe about the client's address (X-Forwarded-For): `off`, a hop count, or a
 * comma-separated list of proxy addresses or CIDR ranges. Rate limits and sign-in throttles key on
 * that address, so believing a forged header would let anyone dodge them.
 */
const TrustProxy = z
  .string()
  .regex(
    /^(off|\d+|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/,
    'off, a hop count, or a list of addresses',
  )
  .transform((text): false | number | string[] => {
    if (text === 'off') return false;
    if (/^\d+$/.test(text)) return Number(text);
    return text.split(',').map((address) => address.trim());
  });

/**
 * A raster tile URL template for the site's map, as Leaflet writes them:
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png` ({z}, {x} and {y} required; {s}, {r} and {-y}
 * allowed). `imageSource` is what the pages' Content-Security-Policy must allow for the tiles:
 * the origin, or every subdomain when the host starts with the `{s}` placeholder.
 */
const MapTileUrl = z.string().transform((template, context) => {
  const problem = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{-?y\}/.test(template))
    return problem(
      'a tile URL template with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png',
    );
  const authority = /^https?:\/\/([^/?#]*)/i.exec(template)?.[1] ?? '';
  const subdomains = authority.startsWith('{s}.');
  if (authority.replace(/^\{s\}\./, '').includes('{'))
    return problem('only {s}, as the first part of the host, may stand in the host');
  let url: URL;
  try {
    url = new URL(template.replace('{s}', 'a').replace(/\{-?[a-z]\}/g, '0'));
  } catch {
    return problem('an http(s) URL template');
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password)
    return problem('an http(s) URL template without a user or password');
  const domain = url.host.slice(2);
  if (subdomains && !domain.includes('.'))
    return problem('{s} must stand before a domain name, e.g. {s}.tile.example.org');
  return { template, imageSource: subdomains ? `${url.protocol}//*.${domain}` : url.origin };
});
export type MapTileSetting = z.output<typeof MapTileUrl>;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the server listens; defaults to 127.0.0.1 in demo mode (a laptop), 0.0.0.0 otherwise. */
  HOST: z.string().min(1).optional(),
  /**
   * Demo mode: the built-in Opayo emulator, the development mailbox, demo accounts and demo data.
   * On unless NODE_ENV=production; a production server is a demo only with LIDO_DEMO=1.
   */
  LIDO_DEMO: Flag.optional(),
  /** Where the embedded PGlite database lives when DATABASE_URL is not set (default: .data/ in the repository). */
  DATA_DIR: z.string().optional(),
  /** npm sets this to the directory it was run from; relative DATA_DIR values are resolved against it. */
  INIT_CWD: z.string().optional(),
  /** The public address of the booking site, used in emails and calendar links. */
  SITE_URL: z.url().optional(),
  /** A PostgreSQL connection string; when set, Lido uses it instead of the embedded database. */
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A direct connection to PostgreSQL for what needs a session of its own (the migrations' lock,
   * the background sweeps' leases), when DATABASE_URL goes through PgBouncer in transaction mode.
   */
  DATABASE_SESSION_URL: z.url().optional(),
  /**
   * The owner of Lido's tables, for the migrations alone, when DATABASE_URL signs in as a login
   * of the application's role (lido_app: it may only append to the audit log). Without it the
   * migrations run as DATABASE_SESSION_URL, else DATABASE_URL.
   */
  DATABASE_MIGRATION_URL: z.url().optional(),
  /**
   * A streaming replica of DATABASE_URL for the reads that may lag the primary by a moment:
   * the console's reports. Connected read-only. Without it they read DATABASE_URL.
   */
  DATABASE_READ_URL: z.url().optional(),
  /**
   * A Redis several API processes share (e.g. redis://127.0.0.1:6379): rate limits count across
   * them. Without it each process counts its own, as one process alone should.
   */
  REDIS_URL: z.url().optional(),
  /** Prefixes every key Lido writes to Redis, so several deployments can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('lido:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated browser origins allowed to call the API (the booking, my-account and online-joining sites). */
  SITE_ORIGINS: z.string().default('http://localhost:3000,http://localhost:5173'),
  /** Where the built SPA lives (default: apps/web/dist); served on the API's port. */
  WEB_DIST_DIR: z.string().optional(),
  /** Planned maintenance: the theme call answers 503 and the sites show the maintenance page. */
  MAINTENANCE_MODE: Flag.default(false),
  /** In demo mode, seed the demo operator on first start (a database with no operator). */
  SEED_DEMO_DATA: Flag.default(true),
  /**
   * Demo mode only: let the development mailbox answer requests a proxy forwarded (a `Forwarded`
   * or `X-Forwarded-*` header), for a demo behind a reverse proxy on the same computer. Off, a
   * proxy on this computer cannot open the mailbox to the proxy's own visitors.
   */
  DEV_MAILBOX_FORWARDED: Flag.default(false),
  /**
   * Read by the demo seed only: Google Tag Manager container ids (comma-separated, GTM-XXXXXXX)
   * for the demo operator, so a demo (or a journey) shows the cookie banner and loads the tag
   * manager after consent. Unset, the demo has none and never contacts Google. A real operator's
   * ids are `operators.tag_manager_ids`.
   */
  DEMO_TAG_MANAGER_IDS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'a container id such as GTM-AB12CD3'))),
  /**
   * Opayo Pi, required outside demo mode. In demo mode without OPAYO_BASE_URL, Lido pays through
   * its built-in Opayo emulator under /api/sandbox/opayo.
   */
  OPAYO_BASE_URL: z.url().optional(),
  OPAYO_INTEGRATION_KEY: z.string().min(1).optional(),
  OPAYO_INTEGRATION_PASSWORD: z.string().min(1).optional(),
  OPAYO_VENDOR_NAME: z.string().min(1).optional(),
  /**
   * GoCardless, for members' monthly Direct Debits; required outside demo mode. A `sandbox_`
   * token uses GoCardless's sandbox, any other its live API. In demo mode without a token, Lido
   * collects through its built-in GoCardless emulator.
   */
  GOCARDLESS_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The secret of the webhook endpoint set up in GoCardless's dashboard. */
  GOCARDLESS_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * SMTP server for outgoing email (smtp://user:pass@host:587), required outside demo mode; in
   * demo mode without it, mail stays in the outbox, read in the development mailbox.
   */
  SMTP_URL: z.url().optional(),
  /** The From address of outgoing email. */
  EMAIL_FROM: z.string().default('Lido <no-reply@lido.example>'),
  /** The session cookie the API sets at sign-in and reads back (HttpOnly; scripts never see it). */
  AUTH_COOKIE_NAME: z
    .string()
    .regex(/^[\w!#$%&'*+.^`|~-]+$/, "a cookie name: letters, digits and !#$%&'*+-.^_`|~")
    .default('lido-session'),
  /**
   * The parent domain the booking, my-account and online-joining sites share (e.g. example.org),
   * so one sign-in covers all three; unset, the cookie belongs to the API's own host only.
   */
  AUTH_COOKIE_DOMAIN: z.string().optional(),
  /**
   * The booking, my-account and online-joining sites' host names, in that order, comma-separated
   * (e.g. `bookings.example.org,my-account.example.org,join.example.org`), each within
   * AUTH_COOKIE_DOMAIN. Unset, every address serves all three sites as one (docs/decisions/021).
   */
  SITE_HOSTS: z.string().optional(),
  /** A session ends after this many minutes without a request (docs/decisions/008). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  /** A session ends this long after sign-in however much it is used. */
  SESSION_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(1),
  /** How long places in a basket are held for the customer before they go back on sale. */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** The longest one basket item's places are held in total, from its first claim, renewals included. */
  MAX_HOLD_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  /** The most places one basket may hold, so no visitor or script can sit on a whole session. */
  MAX_PLACES_PER_BASKET: z.coerce.number().int().min(1).max(500).default(30),
  /** How many days of occurrences are materialised ahead of today. */
  OCCURRENCE_HORIZON_DAYS: z.coerce.number().int().min(14).max(120).default(21),
  TRUST_PROXY: TrustProxy.default(false),
  /** `off` turns every rate limit off (load tests and benchmarks only); the log says so at start. */
  LIDO_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Sign-in attempts per client address (customer and staff), on top of the per-account throttle. */
  RATE_LIMIT_SIGN_IN: RateLimit.default({ max: 30, windowMs: 5 * 60_000 }),
  /**
   * Staff PIN tries to leave kiosk mode per client address: a PIN has few digits, so guesses are
   * kept far fewer than sign-in's (a foyer kiosk is one address).
   */
  RATE_LIMIT_KIOSK_PIN: RateLimit.default({ max: 5, windowMs: 5 * 60_000 }),
  /** Registrations per client address. */
  RATE_LIMIT_REGISTER: RateLimit.default({ max: 10, windowMs: 60 * 60_000 }),
  /** Forgotten-password and password-reset requests per client address. */
  RATE_LIMIT_PASSWORD_RESET: RateLimit.default({ max: 10, windowMs: 15 * 60_000 }),
  /** Password-reset emails per customer; past it the request answers the same and sends nothing. */
  RATE_LIMIT_RESET_EMAILS: RateLimit.default({ max: 3, windowMs: 60 * 60_000 }),
  /** Sign-in attempts on one account from one client address, per window, before delays begin. */
  SIGN_IN_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  /** Sign-in attempts from one client address (failures; successes are given back) before delays. */
  SIGN_IN_FREE_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** The wait after the free attempts; it doubles with each further attempt up to the maximum. */
  SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Sign-in attempt counts start again this long after a key's first attempt (at most a day). */
  SIGN_IN_THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Basket writes per client address (a kiosk or a venue's Wi-Fi is one address for many people). */
  RATE_LIMIT_BASKET_ADDRESS: RateLimit.default({ max: 120, windowMs: 60_000 }),
  /** Basket writes per basket: far more than a person clicks, far fewer than a script sends. */
  RATE_LIMIT_BASKET: RateLimit.default({ max: 30, windowMs: 60_000 }),
  /**
   * Places taken in release waiting rooms per client address: one per visitor, but a mobile
   * network puts many visitors behind one address at a release.
   */
  RATE_LIMIT_QUEUE_JOIN: RateLimit.default({ max: 120, windowMs: 60_000 }),
  /**
   * How many visitors a release's waiting room lets in a minute when it opens; from there the pace
   * follows the booking path's latency.
   */
  RELEASE_QUEUE_START_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(600),
  /** New anonymous baskets per client address. */
  RATE_LIMIT_NEW_BASKET: RateLimit.default({ max: 20, windowMs: 10 * 60_000 }),
  /** Checkout calls (prepare, authorise, complete) per client address. */
  RATE_LIMIT_CHECKOUT: RateLimit.default({ max: 30, windowMs: 5 * 60_000 }),
  /** Open Booking API requests per booking partner (its key), Orders feed pages included. */
  RATE_LIMIT_OPEN_BOOKING: RateLimit.default({ max: 600, windowMs: 60_000 }),
  /** Cancellations and other signed-in writes per client address. */
  RATE_LIMIT_ACCOUNT_WRITES: RateLimit.default({ max: 60, windowMs: 5 * 60_000 }),
  /** Membership document uploads (up to 5 MB each) per client address. */
  RATE_LIMIT_DOCUMENT_UPLOADS: RateLimit.default({ max: 20, windowMs: 60 * 60_000 }),
  /** The whole request, body included, must arrive within this time (slow-body clients are cut off). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** The request headers must arrive within this time. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** An idle keep-alive connection is closed after this time. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  /** A Mapbox access token: place search uses Mapbox (country gb) instead of the offline gazetteer. */
  MAPBOX_TOKEN: z.string().min(1).optional(),
  /**
   * Raster map tiles from the operator's tile provider (a URL template); unset, the map draws
   * Lido's own offline basemap. The pages' Content-Security-Policy allows the tiles' host.
   */
  MAP_TILE_URL: MapTileUrl.optional(),
  /** The credit the tile provider requires, shown on the map as plain text. */
  MAP_TILE_ATTRIBUTION: z.string().max(500).default(''),
});

type ParsedEnv = z.infer<typeof EnvSchema>;

/** The settings, with demo mode decided once: everything demo-only asks `LIDO_DEMO` alone. */
export type Env = Omit<ParsedEnv, 'LIDO_DEMO' | 'HOST' | 'SITE_HOSTS'> & {
  LIDO_DEMO: boolean;
  HOST: string;
  SITE_HOSTS: SiteHosts | undefined;
};

/** A setting that is missing or invalid; the message lists every problem at once. */
export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

/** Parses the process environment once; the only reader of process.env in the API. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new InvalidEnvironmentError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const siteHosts = result.data.SITE_HOSTS
    ? parseSiteHosts(result.data.SITE_HOSTS, result.data.AUTH_COOKIE_DOMAIN)
    : undefined;
  if (siteHosts && 'problem' in siteHosts) {
    throw new InvalidEnvironmentError(`Invalid environment:\n  SITE_HOSTS: ${siteHosts.problem}`);
  }
  const isDemo = result.data.LIDO_DEMO ?? result.data.NODE_ENV !== 'production';
  return {
    ...result.data,
    SITE_HOSTS: siteHosts?.hosts,
    LIDO_DEMO: isDemo,
    HOST: result.data.HOST ?? (isDemo ? '127.0.0.1' : '0.0.0.0'),
  };
}
