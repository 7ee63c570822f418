// The submission rate limit (docs/decisions.md#the-rate-limit: RATE_LIMIT_MAX posts per address per
// window, both forms together), keyed on the visitor's real address: `req.ip`, which honours TRUST_PROXY,
// so behind a proxy (docs/deployment.md, "Behind a proxy") each visitor has their own bucket instead of all sharing the
// proxy's. IPv6 addresses count per /56, as one household's router hands out a whole prefix.
// `store` is where counts live: memory by default; a store shared by several API instances
// plugs in here.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { HttpError } from './errors.ts';

export const RATE_LIMITED = 'Too many submissions from your address. Please wait a few minutes, or call or text us instead.';

/**
 * A visitor's address as one spelling: some proxies append the client's port to the address
 * they forward ("203.0.113.7:51234", "[2001:db8::7]:443"), and a new port must not be a new
 * visitor. ipKeyGenerator then folds IPv4-mapped IPv6 ("::ffff:203.0.113.7") into IPv4.
 */
export function visitorAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d*)?$/.exec(trimmed);
  if (bracketed) return bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d*$/.exec(trimmed);
  return ipv4WithPort ? ipv4WithPort[1]! : trimmed;
}

/** The bucket a request counts against. */
export function clientKey(req: Request): string {
  return ipKeyGenerator(visitorAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown'));
}

/**
 * Up to `max` requests per client key per window; the one after is a 429 with `message`, sent
 * after `refusalDelayMs` when given.
 */
function limiter(options: { max: number; windowMs: number }, message: string, store?: Store, refusalDelayMs = 0, log?: Logger): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: clientKey,
    // req.ip may carry a port; clientKey reads the address out of it.
    validate: { ip: false },
    ...(store ? { store } : {}),
    // A store that cannot count (its database away) lets the post through uncounted, with a log
    // line: the post then meets the same database, which refuses it with 503, so nothing gets
    // stored past the limit, and the visitor is not kept waiting by the count.
    passOnStoreError: true,
    ...(log
      ? {
          logger: {
            error: (error: unknown) => log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'rate limit not counted: its store did not answer'),
            warn: (error: unknown) => log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'rate limit'),
          },
        }
      : {}),
    // Handed on as an error, so the route answers in the caller's language: JSON for the
    // islands, an HTML page for a plain form post.
    handler: (_req, _res, next) => {
      const refuse = () => next(new HttpError(429, message));
      if (refusalDelayMs > 0) setTimeout(refuse, refusalDelayMs);
      else refuse();
    },
  });
}

export function submissionLimiter(options: { max: number; windowMs: number }, store?: Store, log?: Logger): RequestHandler {
  return limiter(options, RATE_LIMITED, store, 0, log);
}

export const HEALTH_RATE_LIMITED = 'Too many health checks from your address; poll less often.';

/**
 * GET /api/health's own budget, in this process's memory (never the database: health must answer
 * while the database is away). Generous for a load balancer or uptime monitor polling every
 * second or two from one address. Past it, each answer (a 429) waits `refusalDelayMs`: a client
 * that sends its next check as soon as it has an answer, as a flood does, then sends one check a
 * second per connection, instead of taking the process's time from the pages with cheap 429s.
 */
export function healthLimiter(options: { max: number; windowMs: number; refusalDelayMs: number }): RequestHandler {
  return limiter(options, HEALTH_RATE_LIMITED, undefined, options.refusalDelayMs);
}
