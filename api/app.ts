// Builds the API (createApp(config) returns the app; a thin listen wraps it:
// docs/decisions.md#api-configuration).
// With `siteDir`, the same app also serves the built site around /api (`site serve`).
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { applicationRoutes } from './applications/router.ts';
import { availabilityChoices } from './applications/choices.ts';
import { applicationService } from './applications/service.ts';
import type { ApiConfig } from './config.ts';
import { contactRoutes } from './contact/router.ts';
import { messageService } from './contact/service.ts';
import { databaseHealth } from './health.ts';
import { cors } from './http/cors.ts';
import { errorHandler, methodNotAllowed, notFound } from './http/errors.ts';
import { forgetDerivedKeys } from './http/idempotency.ts';
import { createLogger, requestLog } from './http/logger.ts';
import { healthLimiter, submissionLimiter } from './http/rate-limit.ts';
import { startOutboxWorker, type OutboxWorker } from './notify/worker.ts';
import { reviewsRoutes } from './reviews/router.ts';
import { reviewsService } from './reviews/service.ts';
import { placesSource, snapshotSource } from './reviews/sources.ts';
import { staticSite } from './site/static.ts';
import { openStore } from './storage/open.ts';
import type { NotifyOptions } from './submissions.ts';
import type { SubmissionStore } from './storage/types.ts';

export interface Api {
  app: Express;
  store: SubmissionStore;
  log: Logger;
  /** Stops the outbox worker (after its send in progress) and closes the database. */
  close(): Promise<void>;
}

export interface AppOptions {
  /** Serve this built site (dist/) around the API, as `site serve` does. */
  siteDir?: string;
  log?: Logger;
}

export function createApp(config: ApiConfig, options: AppOptions = {}): Api {
  const log = options.log ?? createLogger(config.logLevel);
  // read before the database opens: a copy file the build would refuse stops the start
  const availability = availabilityChoices(config.applicationFormCopyPath);
  const store = openStore(config, log);

  let worker: OutboxWorker | undefined;
  let notify: NotifyOptions | undefined;
  if (config.notify) {
    worker = startOutboxWorker(store.outbox, { smtpUrl: config.notify.smtpUrl, from: config.notify.to, ...config.outbox }, log);
    notify = { to: config.notify.to, onQueued: worker.kick };
  }

  const getReviews = startReviews(config, log);

  // Default 5 submissions per address per 10 minutes, shared by both forms
  // (docs/decisions.md#the-rate-limit). Counts live in the store: shared by every instance on
  // PostgreSQL, this process's memory on SQLite.
  const limiter = submissionLimiter(config.rateLimit, store.rateLimitStore(), log);
  const derivedKeys = forgetDerivedKeys(store, log);

  const api = express.Router();
  api.use(helmet());
  api.use(cors(config.corsOrigins));
  reviewsRoutes(api, getReviews);
  applicationRoutes(api, applicationService(store, notify, availability), limiter, log, availability);
  contactRoutes(api, messageService(store, notify), limiter, log);
  const healthOfDatabase = databaseHealth(store, config.health, log);
  api
    .route('/health')
    .get(healthLimiter(config.health.rateLimit), async (_req, res) => {
      const proc = { uptimeSeconds: Math.round(process.uptime()), rssBytes: process.memoryUsage.rss() };
      const database = await healthOfDatabase();
      if (database.ok) res.json({ success: true, status: 'ok', process: proc, database });
      else res.status(503).json({ success: false, status: 'error', process: proc, database });
    })
    .all(methodNotAllowed('GET'));
  api.use(notFound);
  api.use(errorHandler(log));

  const app = express();
  app.disable('x-powered-by');
  // Behind the proxies named by TRUST_PROXY, req.ip is the visitor, not the proxy.
  app.set('trust proxy', config.trustProxy);
  // The API's answers are fresh JSON; hashing each body for an ETag only costs time.
  app.set('etag', false);
  app.use(requestLog(log));
  app.use('/api', api);
  if (options.siteDir) {
    // The pages embed third-party maps and the quote provider's script; their Content Security
    // Policy belongs with the generator's head tags, so helmet's default CSP is left off here.
    // So is its Cross-Origin-Opener-Policy, for the reason securityHeaders (deploy.ts) gives.
    app.use(helmet({ contentSecurityPolicy: false, crossOriginOpenerPolicy: false }));
    app.use(staticSite(options.siteDir));
  } else {
    app.use(notFound);
  }
  app.use(errorHandler(log));

  return {
    app,
    store,
    log,
    async close() {
      derivedKeys.stop();
      await worker?.stop();
      await store.close();
    },
  };
}

/** The reviews: from Google Places when configured, the snapshot in data/ otherwise. */
function startReviews(config: ApiConfig, log: Logger) {
  // With a live source, the snapshot is what visitors see until its first answer.
  const snapshot = snapshotSource(config.reviewsSnapshotPath);
  const getReviews = reviewsService(config.places ? placesSource(config.places) : snapshot, {
    cacheMs: config.reviewsCacheMs,
    fallback: config.places ? snapshot : undefined,
    retry: config.reviewsRetry,
    onError: (error) => log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'review source failed'),
  });
  if (config.places) getReviews.warm();
  return getReviews;
}
