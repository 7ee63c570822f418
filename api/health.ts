// GET /api/health's view of the database: whether a submission would be stored now (a committed
// write: docs/decisions.md#health-means-writable), without letting the health check itself slow the site. A load balancer
// polling every few seconds, or a flood of requests, costs at most one probe per `probeEveryMs`
// in this process: requests in between get the last result, and requests during a probe share
// it. An answer never waits longer than `answerWithinMs`: a probe still running by then (a
// database that does not answer) counts as a failure, and its result serves the requests after it.
import type { Logger } from 'pino';
import type { Engine, StoreHealth, SubmissionStore } from './storage/types.ts';

export type DatabaseHealth =
  | ({ ok: true; writable: true | null } & StoreHealth)
  | { ok: false; writable: false; engine: Engine };

export interface HealthTiming {
  /** the shortest time between two probes of the database, in this process */
  probeEveryMs: number;
  /** the longest a health answer waits for a probe before it says the database failed */
  answerWithinMs: number;
}

export function databaseHealth(store: SubmissionStore, timing: HealthTiming, log: Logger): () => Promise<DatabaseHealth> {
  const failed: DatabaseHealth = { ok: false, writable: false, engine: store.engine };
  let last: { at: number; health: DatabaseHealth } | undefined;
  let running: Promise<DatabaseHealth> | undefined;
  let reportedLate: Promise<DatabaseHealth> | undefined;

  async function probe(): Promise<DatabaseHealth> {
    try {
      const facts = await store.check();
      // Answering reads is not enough; health says whether a submission would be stored.
      if (store.probeWrite) await store.probeWrite();
      return { ok: true, writable: store.probeWrite ? true : null, ...facts };
    } catch (error) {
      log.error({ err: error }, 'health check: database failed');
      return failed;
    }
  }

  return async () => {
    if (last && Date.now() - last.at < timing.probeEveryMs) return last.health;
    running ??= probe().then((health) => {
      last = { at: Date.now(), health };
      running = undefined;
      return health;
    });
    const probing = running;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DatabaseHealth>((resolve) => {
      timer = setTimeout(() => {
        // once per probe, however many requests waited on it
        if (reportedLate !== probing) log.error({ waitedMs: timing.answerWithinMs }, 'health check: database did not answer in time');
        reportedLate = probing;
        resolve(failed);
      }, timing.answerWithinMs);
    });
    try {
      return await Promise.race([probing, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
