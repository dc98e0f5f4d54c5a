import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/client-address.ts';
import type { S3Settings } from './lib/storage/s3-storage.ts';

/** The e-mail link key outside production when MAIL_LINK_SECRET is unset; published, so refused in production. */
export const DEVELOPMENT_MAIL_LINK_SECRET = 'development-only-mail-link-secret-never-in-production';

const booleanish = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  login: RateLimit;
  /**
   * Failed sign-in attempts on one account from every client address together (guessing from many
   * addresses); once used, every attempt is refused. A password reset clears it, so a stranger
   * cannot keep the owner out.
   */
  loginPerAccount: RateLimit;
  /**
   * Failed sign-in attempts from one browser that signed in to the account before (its device
   * cookie, docs/decisions/076): such a browser keeps this allowance of its own, whatever strangers
   * did to the account's count.
   */
  loginPerDevice: RateLimit;
  /** Wrong two-factor codes (TOTP or recovery) per account, at sign-in and in the settings. */
  twoFactor: RateLimit;
  /** Register, forgot-password and resend-verification: mail-sending routes, per client address. */
  mailSending: RateLimit;
  /** Same routes, per client address and e-mail address together (429 beyond it). */
  mailPerAddress: RateLimit;
  /**
   * Same routes, per e-mail address from every client: beyond it the answer stays the same but no
   * e-mail is sent, so strangers can fill neither the owner's inbox nor lock the owner out.
   */
  mailPerAddressAllClients: RateLimit;
  /** Unknown /api routes (an attacker could search for valid URLs). */
  notFound: RateLimit;
  /** Photo and logo uploads per professional: each one is decoded and re-encoded. */
  imageUpload: RateLimit;
  /** Messages and COP requests together, per client address; only stored ones count. */
  submissionsPerIp: RateLimit;
  /** Messages and COP requests together, per client address and receiving professional; only stored ones count. */
  submissionsPerIpPerMxpert: RateLimit;
  /**
   * Messages and COP requests per receiving professional from every sender: a ceiling that alerts the
   * admins once per window when reached; it refuses nobody (docs/decisions/046).
   */
  submissionsPerMxpert: RateLimit;
  /** Conversation replies per account, professional or client. */
  replies: RateLimit;
  /** Support form messages per client address (/api/support); only stored ones count. */
  support: RateLimit;
  /**
   * Review writes per account: a client's new review, edit and deletion, a professional's reply.
   * Each one empties the directory's answers (docs/decisions/081); refused ones count nothing.
   */
  reviewWrites: RateLimit;
  /** Listing pauses and resumes per professional: each one empties the directory's answers. */
  listingChanges: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, windowMs: 15 * 60_000 },
  loginPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginPerDevice: { max: 10, windowMs: 15 * 60_000 },
  twoFactor: { max: 5, windowMs: 15 * 60_000 },
  mailSending: { max: 10, windowMs: 15 * 60_000 },
  mailPerAddress: { max: 3, windowMs: 15 * 60_000 },
  mailPerAddressAllClients: { max: 10, windowMs: 60 * 60_000 },
  notFound: { max: 60, windowMs: 60_000 },
  imageUpload: { max: 30, windowMs: 15 * 60_000 },
  submissionsPerIp: { max: 10, windowMs: 15 * 60_000 },
  submissionsPerIpPerMxpert: { max: 3, windowMs: 60 * 60_000 },
  submissionsPerMxpert: { max: 100, windowMs: 60 * 60_000 },
  replies: { max: 30, windowMs: 15 * 60_000 },
  support: { max: 5, windowMs: 60 * 60_000 },
  reviewWrites: { max: 20, windowMs: 15 * 60_000 },
  listingChanges: { max: 10, windowMs: 60 * 60_000 },
};

const RATE_LIMIT_KEYS = Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimits)[];

/** The variable that overrides a limit: submissionsPerIp is RATE_LIMIT_SUBMISSIONS_PER_IP. */
export function rateLimitEnvName(key: keyof RateLimits): string {
  return `RATE_LIMIT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** A limit as the environment writes it: `max/window-seconds`, e.g. `10/900`. */
export function formatRateLimit(limit: RateLimit): string {
  return `${limit.max}/${limit.windowMs / 1000}`;
}

const rateLimitValue = z
  .string()
  .regex(/^\d{1,9}\/\d{1,9}$/, 'must be max/window-seconds, e.g. 10/900')
  .transform((v) => {
    const [max, seconds] = v.split('/').map(Number);
    return { max: max ?? 0, windowMs: (seconds ?? 0) * 1000 };
  })
  .refine((l) => l.max >= 1 && l.windowMs >= 1000, 'must allow at least 1 per window of at least 1 second')
  .refine((l) => l.windowMs <= 7 * 86_400_000, 'must have a window of at most 604800 seconds (7 days)');

/** Every rate limit can be set by the environment, whatever its name. */
const rateLimitEnvSchema = z.object(
  Object.fromEntries(RATE_LIMIT_KEYS.map((key) => [rateLimitEnvName(key), rateLimitValue.optional()])),
);

function rateLimitsFrom(env: Record<string, RateLimit | undefined>): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of RATE_LIMIT_KEYS) {
    const value = env[rateLimitEnvName(key)];
    if (value) limits[key] = value;
  }
  return limits;
}

/** Outside production only: a fixed key, so development data survives restarts. */
const DEVELOPMENT_TWO_FACTOR_KEY = 'development-only-two-factor-key-never-in-production';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('MortgageXperts <no-reply@mortgagexperts.local>'),
    MAIL_POSTAL_ADDRESS: z.string().trim().min(10).max(300).optional(),
    MAIL_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanish.default(false),
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').regex(/^\S+$/, 'must have no spaces').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    TRUST_PROXY: z
      .string()
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (typeof trust !== 'string') return trust;
        ctx.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      })
      .optional(),
    SEED_DEMO: booleanish.optional(),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(72),
    SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DIRECTORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(20),
    LEAD_REMINDER_HOURS: z.coerce.number().min(0).max(720).default(24),
    REVIEW_INVITATION_DAYS: z.coerce.number().min(0).max(365).default(7),
    API_DOCS: booleanish.optional(),
    ALLOW_DEVELOPMENT_ON_PUBLIC_URL: booleanish.default(false),
    ALLOW_DEVELOPMENT_ON_NETWORK: booleanish.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (e-mails must be delivered)' });
    }
    if (env.NODE_ENV === 'production' && !env.MAIL_POSTAL_ADDRESS) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_POSTAL_ADDRESS'],
        message: 'is required in production (every e-mail names the sender and a postal address)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.MAIL_LINK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_LINK_SECRET'],
        message: 'is required in production (it signs the unsubscribe and e-mail preference links)',
      });
    }
    if (env.NODE_ENV === 'production' && env.MAIL_LINK_SECRET === DEVELOPMENT_MAIL_LINK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_LINK_SECRET'],
        message:
          'is the published development value: in production it must be a secret of your own (for example `openssl rand -base64 48`)',
      });
    }
    // Development mode publishes the demo admin's password: it listens on this machine only unless told otherwise.
    if (env.NODE_ENV !== 'production' && env.HOST && !isLoopbackHost(env.HOST) && !env.ALLOW_DEVELOPMENT_ON_NETWORK) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message: `(${env.HOST}) is not a loopback address while NODE_ENV is not production: set NODE_ENV=production, or ALLOW_DEVELOPMENT_ON_NETWORK=true to let other machines reach development mode (demo accounts, development mailbox) on purpose`,
      });
    }
    if (env.NODE_ENV === 'production' && (!env.TWO_FACTOR_KEY || env.TWO_FACTOR_KEY === DEVELOPMENT_TWO_FACTOR_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWO_FACTOR_KEY'],
        message:
          'is required in production, and not the development value (it encrypts two-factor secrets and signs sign-in cookies)',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (it is a listener of its own)' });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER is s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other one (set both S3 keys, or neither to use the SDK credential chain)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production (links in e-mails use it)' });
    }
    // Development mode publishes the demo accounts and a mailbox of working reset links: never by accident on a real address.
    if (env.NODE_ENV !== 'production' && env.PUBLIC_URL && !isLocalUrl(env.PUBLIC_URL) && !env.ALLOW_DEVELOPMENT_ON_PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message: `is not production while PUBLIC_URL (${env.PUBLIC_URL}) is not a local address: set NODE_ENV=production, or ALLOW_DEVELOPMENT_ON_PUBLIC_URL=true to run development mode (demo accounts, development mailbox) there on purpose`,
      });
    }
  });

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses only this machine reaches. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host.endsWith('.localhost') || isLoopbackHost(host);
}

/** An interface to listen on that only this machine reaches: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || /^127(\.\d{1,3}){3}$/.test(h) || h === '[::1]' || h === '::1';
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Origin used in every link we send (never the Host header of a request). */
  publicUrl: string;
  dataDir: string;
  /** The built web app to serve, when not the one `npm start` builds (the pseudo-locale check's, decision 127). */
  webDistDir: string | undefined;
  /** The local driver's folder (DATA_DIR/uploads), also where `storage:copy-to-s3` reads by default. */
  uploadsDir: string;
  /** Where uploaded files live (docs/decisions/086). */
  storage: { driver: 'local' } | ({ driver: 's3' } & S3Settings);
  databaseUrl: string | undefined;
  databasePoolMax: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The postal address every e-mail's footer names (CAN-SPAM). */
  mailPostalAddress: string;
  /** The HMAC key of every e-mailed link (docs/decisions/078). */
  mailLinkSecret: string;
  /**
   * The key of sign-in secrets (docs/decisions/075): encrypts two-factor secrets; keys derived from it
   * hash recovery codes and sign the pending sign-in, remembered browser and device cookies.
   */
  twoFactorKey: string;
  redisUrl: string | undefined;
  /**
   * GET /metrics (docs/decisions/088): on the app's port with the token, or on a port of its own;
   * with neither, no instance serves it.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Which proxies may name the client in X-Forwarded-For (docs/decisions/043); false: none. */
  trustProxy: TrustProxy;
  /** Seed the demo data set into an empty database at start-up. */
  seedDemo: boolean;
  session: { idleMs: number; absoluteMs: number };
  logLevel: string;
  /** Poll interval of the e-mail outbox worker; 0 disables the worker (tests drive it by hand). */
  outboxPollMs: number;
  rateLimits: RateLimits;
  /** How long a directory answer is reused (docs/decisions/011-directory-performance.md); 0 turns the cache off. */
  directoryCacheMs: number;
  /** After SIGTERM, how long requests in flight may take before their connections are closed. */
  shutdownGraceMs: number;
  /** How long after a lead arrives its professional is reminded, if they have not replied. */
  leadReminderSeconds: number;
  /** How long after the professional's first reply in a conversation its client is invited to review them. */
  reviewInvitationSeconds: number;
  /** How often each job queue is polled (pg-boss, docs/decisions/055). */
  jobPollSeconds: number;
  /** Serve the OpenAPI page and JSON at /api/docs (default: outside production only). */
  apiDocs: boolean;
  /** The event streams (GET /api/events, docs/decisions/090). */
  events: EventStreamSettings;
}

export interface EventStreamSettings {
  /** How often an idle stream gets a comment line, so proxies and browsers keep it open. */
  heartbeatMs: number;
  /** How often every stream's session is checked (on top of each event and each ended session). */
  sessionCheckMs: number;
  /** After about this long a stream ends and its client reconnects (and may land on another instance). */
  maxStreamMs: number;
  /** Streams one user may hold open on one instance. */
  perUserMax: number;
}

export const DEFAULT_EVENT_STREAMS: EventStreamSettings = {
  heartbeatMs: 20_000,
  sessionCheckMs: 60_000,
  maxStreamMs: 30 * 60_000,
  perUserMax: 10,
};

export class ConfigError extends Error {}

/** Parses the environment once; fails with the list of every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const limits = rateLimitEnvSchema.safeParse(cleaned);
  if (!parsed.success || !limits.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(limits.error?.issues ?? [])];
    const lines = issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    // Outside production, this machine only (docs/decisions/077).
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    uploadsDir: path.join(dataDir, 'uploads'),
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET ?? '',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' },
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Outside production only (required there): an address that says it is an example.
    mailPostalAddress: e.MAIL_POSTAL_ADDRESS ?? '100 Example Street, Suite 200, Austin, TX 78701 (example address)',
    mailLinkSecret: e.MAIL_LINK_SECRET ?? DEVELOPMENT_MAIL_LINK_SECRET,
    twoFactorKey: e.TWO_FACTOR_KEY ?? DEVELOPMENT_TWO_FACTOR_KEY,
    redisUrl: e.REDIS_URL,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    session: { idleMs: e.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: e.SESSION_MAX_DAYS * 86_400_000 },
    logLevel: e.LOG_LEVEL,
    outboxPollMs: 1000,
    rateLimits: rateLimitsFrom(limits.data),
    // Tests see every change at once unless they ask for the cache.
    directoryCacheMs: (e.DIRECTORY_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 30)) * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    leadReminderSeconds: Math.round(e.LEAD_REMINDER_HOURS * 3600),
    reviewInvitationSeconds: Math.round(e.REVIEW_INVITATION_DAYS * 86_400),
    jobPollSeconds: 2,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    events: DEFAULT_EVENT_STREAMS,
  };
}
