// API configuration: read from the environment once, at start-up, by one zod schema
// (docs/decisions.md#api-configuration). A bad value stops the start with a list naming every bad variable;
// a command-line flag, where one exists, wins over the environment.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { HealthTiming } from './health.ts';
import { hopsProblem, rangeProblem, TRUST_PROXY_SCOPES } from './trust-proxy.ts';
import { REQUEST_WAIT_MS, START_UP_RETRY_BUDGET_MS } from './storage/postgres-retry.ts';
import { SQLITE_LOCK_WAIT_MS } from './storage/types.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => {
  const range = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: `expected ${range}` })
    .int(`expected ${range}`)
    .min(min, `expected ${range}`)
    .max(max, `expected ${range}`);
};
const port = integer(0, 65535);
// An empty variable counts as unset, as shells and .env files commonly leave them.
const fromEnv = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * TRUST_PROXY (docs/decisions.md#the-rate-limit): which proxies in front may tell us the visitor's address through
 * X-Forwarded-For. Off by default: the API then keys on the socket's peer, as when it faces
 * visitors directly. A hop count (`1`: one proxy, the CDN or load balancer) or a comma list of
 * proxy addresses and subnets (`10.0.0.0/8, 127.0.0.1`, or Express' names `loopback`,
 * `linklocal`, `uniquelocal`). Never `true`: trusting every hop lets any visitor choose their own
 * address and escape the rate limit. How far the list and the count may reach is api/trust-proxy.ts's
 * to say, with TRUST_PROXY_SCOPE.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP = 'expected "off", a hop count (1, 2, ...) or a comma list of proxy addresses/subnets (10.0.0.0/8, loopback)';
/** Why one entry of the TRUST_PROXY list is not a proxy address or subnet, or undefined. */
function subnetProblem(entry: string): string | undefined {
  if (PROXY_NAMES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or subnet`;
  if (prefix === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || Number(prefix) > max) return `"${entry}" has no prefix length from 1 to ${max}`;
  // A /0 would trust every address, the same hole as TRUST_PROXY=true (Express refuses it anyway).
  if (Number(prefix) === 0) return `"${entry}" trusts every address, so any visitor could pick their own; name the proxies' subnets`;
  return undefined;
}
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || /^(off|false|0)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const problems = list.map(subnetProblem).filter((problem) => problem !== undefined);
    if (list.length > 0 && problems.length === 0) return list;
    ctx.addIssue({ code: 'custom', message: [TRUST_PROXY_HELP, ...problems].join('; ') });
    return z.NEVER;
  });

const envSchema = z
  .object({
    SITE_DB: optionalString,
    SITE_DB_LOCK_WAIT_MS: fromEnv(integer(0, 600_000).default(SQLITE_LOCK_WAIT_MS)),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' }).optional()),
    DATABASE_POOL_MAX: fromEnv(integer(1, 200).default(10)),
    DATABASE_STATEMENT_TIMEOUT_MS: fromEnv(integer(100).default(10_000)),
    DATABASE_STARTUP_WAIT_MS: fromEnv(integer(0, 600_000).default(START_UP_RETRY_BUDGET_MS)),
    DATABASE_REQUEST_WAIT_MS: fromEnv(integer(100, 600_000).default(REQUEST_WAIT_MS)),
    OUTBOX_LEASE_MS: fromEnv(integer(1000).default(120_000)),
    RATE_LIMIT_MAX: fromEnv(integer(1).default(5)),
    RATE_LIMIT_WINDOW_MS: fromEnv(integer(1000).default(600_000)),
    CORS_ORIGINS: optionalString.pipe(
      z
        .string()
        .optional()
        .transform((list) => (list ?? '').split(',').map((origin) => origin.trim()).filter(Boolean))
        .pipe(z.array(z.url({ protocol: /^https?$/, error: 'expected a comma list of http(s) origins' }))),
    ),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'expected smtp:// or smtps:// URL' }).optional()),
    NOTIFY_TO: optionalString.pipe(z.email({ error: 'expected an e-mail address' }).optional()),
    GOOGLE_PLACES_API_KEY: optionalString,
    GOOGLE_PLACE_ID: optionalString,
    PLACES_API_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).default('https://maps.googleapis.com'),
    ),
    REVIEWS_CACHE_MS: fromEnv(integer(0).default(21_600_000)),
    PORT: fromEnv(port.optional()),
    HOST: optionalString,
    TRUST_PROXY: trustProxy,
    TRUST_PROXY_SCOPE: fromEnv(z.enum(TRUST_PROXY_SCOPES, { error: `expected ${TRUST_PROXY_SCOPES.join(' or ')}` }).default('private')),
    LOG_LEVEL: fromEnv(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  })
  .superRefine((env, ctx) => {
    const proxies = env.TRUST_PROXY;
    const reach =
      typeof proxies === 'number'
        ? [hopsProblem(proxies, env.TRUST_PROXY_SCOPE)]
        : (proxies || []).map((entry) => {
            const [address = '', prefix] = entry.split('/');
            return isIP(address) === 0 ? undefined : rangeProblem(entry, address, prefix === undefined ? undefined : Number(prefix), env.TRUST_PROXY_SCOPE);
          });
    const problems = reach.filter((problem) => problem !== undefined);
    if (problems.length > 0) ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: problems.join('; ') });
    if (env.SITE_DB && env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'set SITE_DB (SQLite) or DATABASE_URL (PostgreSQL), not both' });
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_TO)) {
      ctx.addIssue({ code: 'custom', path: ['NOTIFY_TO'], message: 'set SMTP_URL and NOTIFY_TO together (or neither)' });
    }
    if (Boolean(env.GOOGLE_PLACES_API_KEY) !== Boolean(env.GOOGLE_PLACE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_PLACE_ID'],
        message: 'set GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID together (or neither)',
      });
    }
  });

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ApiConfig {
  /** The SQLite file, used when databaseUrl is unset. */
  dbPath: string;
  /** SQLite only: how long a write waits for another process's lock on the file before it fails. */
  sqliteLockWaitMs?: number;
  /** A postgres:// URL: PostgreSQL instead of the SQLite file (docs/decisions.md#postgresql-for-several-instances). */
  databaseUrl?: string;
  /** PostgreSQL only: connections per instance, the longest a statement may run, and how long
   * the start waits for the server to answer (one still starting, say) before it gives up. */
  postgres: { poolMax: number; statementTimeoutMs: number; startUpWaitMs?: number; requestWaitMs?: number };
  rateLimit: { max: number; windowMs: number };
  corsOrigins: string[];
  /** Present only when both SMTP_URL and NOTIFY_TO are set; notification is off otherwise. */
  notify?: { smtpUrl: string; to: string };
  /** Present only with an API key and a place id; otherwise the snapshot file is the source. */
  places?: { apiKey: string; placeId: string; baseUrl: string; timeoutMs: number; maxBytes: number };
  reviewsSnapshotPath: string;
  reviewsCacheMs: number;
  /** After a failed refresh, the live source is asked again after baseMs, doubling up to maxMs. */
  reviewsRetry: { baseMs: number; maxMs: number };
  port?: number;
  host?: string;
  logLevel: LogLevel;
  /**
   * GET /api/health: probes the database at most every probeEveryMs (answers in between reuse the
   * last result), says "failed" after answerWithinMs without one, and allows rateLimit.max
   * checks per address per window, answering the ones over it after rateLimit.refusalDelayMs.
   */
  health: HealthTiming & { rateLimit: { max: number; windowMs: number; refusalDelayMs: number } };
  /** the copy file whose `choices.availability` the application accepts (api/applications/choices.ts) */
  applicationFormCopyPath?: string;
  /** Express' `trust proxy`: off, a hop count, or the proxies' addresses and subnets. */
  trustProxy: false | number | string[];
  /**
   * Outbox worker timing: retry delays double from baseDelayMs up to maxDelayMs; a claimed
   * notification is leased to one instance for leaseMs, then free for another if that one died.
   */
  outbox: { pollMs: number; baseDelayMs: number; maxDelayMs: number; leaseMs?: number };
}

/** Command-line flags that override the environment. */
export interface ConfigFlags {
  db?: string;
  /** the data folder the site was built from: its reviews.json is the reviews snapshot, and its
   * blocks/application-form.md lists the availability choices the application accepts */
  data?: string;
  /** the reviews snapshot file itself (a built site's own copy); `data` wins over it */
  reviewsSnapshot?: string;
  /** the application form's copy file itself (a built site's own copy); `data` wins over it */
  applicationFormCopy?: string;
  port?: number;
  host?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}\nFix the environment variables above and start again.`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_DB_PATH = 'var/site.db';
// The snapshot lives with the other data tables (docs/marketers.md#the-files); resolved from this
// module so the API finds it whatever the working directory.
export const DEFAULT_REVIEWS_SNAPSHOT = fileURLToPath(new URL('../data/reviews.json', import.meta.url));
export const DEFAULT_APPLICATION_FORM_COPY = fileURLToPath(new URL('../data/blocks/application-form.md', import.meta.url));
const PLACES_TIMEOUT_MS = 5000;
// A Place Details answer with its five reviews is a few kilobytes; a megabyte is room to spare.
const PLACES_MAX_BYTES = 1024 * 1024;

// A probe every 2 s at most keeps a flood of health checks off the database; 120 checks a minute
// per address leaves a load balancer polling every second from one address twice what it needs.
// The answer within 1 s (0.8 s of waiting leaves room for the rest of the request): load
// balancers commonly time a check out after 2 to 5 s.
// A check over that budget is answered (429) after a second: a flood waits on its own answers.
const HEALTH = { probeEveryMs: 2000, answerWithinMs: 800, rateLimit: { max: 120, windowMs: 60_000, refusalDelayMs: 1000 } };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, flags: ConfigFlags = {}): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    dbPath: flags.db ?? e.SITE_DB ?? DEFAULT_DB_PATH,
    sqliteLockWaitMs: e.SITE_DB_LOCK_WAIT_MS,
    // --db names a SQLite file, and a flag wins over the environment.
    databaseUrl: flags.db ? undefined : e.DATABASE_URL,
    postgres: { poolMax: e.DATABASE_POOL_MAX, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS, startUpWaitMs: e.DATABASE_STARTUP_WAIT_MS, requestWaitMs: e.DATABASE_REQUEST_WAIT_MS },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    corsOrigins: e.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    notify: e.SMTP_URL && e.NOTIFY_TO ? { smtpUrl: e.SMTP_URL, to: e.NOTIFY_TO } : undefined,
    places:
      e.GOOGLE_PLACES_API_KEY && e.GOOGLE_PLACE_ID
        ? { apiKey: e.GOOGLE_PLACES_API_KEY, placeId: e.GOOGLE_PLACE_ID, baseUrl: e.PLACES_API_URL, timeoutMs: PLACES_TIMEOUT_MS, maxBytes: PLACES_MAX_BYTES }
        : undefined,
    reviewsSnapshotPath: flags.data ? path.resolve(flags.data, 'reviews.json') : flags.reviewsSnapshot ? path.resolve(flags.reviewsSnapshot) : DEFAULT_REVIEWS_SNAPSHOT,
    applicationFormCopyPath: flags.data
      ? path.resolve(flags.data, 'blocks', 'application-form.md')
      : flags.applicationFormCopy
        ? path.resolve(flags.applicationFormCopy)
        : DEFAULT_APPLICATION_FORM_COPY,
    reviewsCacheMs: e.REVIEWS_CACHE_MS,
    reviewsRetry: { baseMs: 30_000, maxMs: 1_800_000 },
    port: flags.port ?? e.PORT,
    host: flags.host ?? e.HOST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    health: HEALTH,
    outbox: { pollMs: 5000, baseDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: e.OUTBOX_LEASE_MS },
  };
}
