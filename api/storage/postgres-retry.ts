// Lost connections to PostgreSQL (docs/decisions.md#postgresql-for-several-instances: a lost
// connection is retried without losing an acknowledged row): which errors mean the server went away, and sending a statement again.
import { DatabaseUnavailableError } from './types.ts';

// Errors after which the same statement may simply be sent again on a fresh connection: the
// server went away (restart, failover, an idle connection cut by a proxy) or cannot accept yet.
const CONNECTION_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P02', '57P03']);
// Tries start no later than the budget after the first, with the wait doubling from 50 ms: a
// restart or failover that ends within it goes unnoticed, and a longer outage answers a visitor
// with 503 in under 2 s instead of keeping them waiting (a load balancer gives up on a request
// after a few seconds anyway). Start-up waits longer for a server that is still coming up.
const FIRST_DELAY_MS = 50;
export const RETRY_BUDGET_MS = 1500;
export const START_UP_RETRY_BUDGET_MS = 6350;
export const UNIQUE_VIOLATION = '23505';
/**
 * Longest a visitor's post waits on one call to PostgreSQL (a look-up, a write) before it is
 * answered 503 with Retry-After. A server that stops answering without closing its connections
 * (frozen, or cut off by the network) sends no error to retry on; without this the post would wait
 * for the pool's connection time-out or for as long as the server stays silent.
 */
export const REQUEST_WAIT_MS = 1200;

/** node-postgres giving up on a server that did not answer: a statement's reply, or a free connection. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof Error && /^(Query read timeout|timeout exceeded when trying to connect)$/.test(error.message);
}

/**
 * `work`, or a DatabaseUnavailableError once `waitMs` has passed without its answer. The work is
 * not stopped (its statements carry a read time-out of their own); only the caller stops waiting.
 */
export function withinWait<T>(work: Promise<T>, waitMs = REQUEST_WAIT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DatabaseUnavailableError(new Error(`PostgreSQL did not answer within ${waitMs} ms`))), waitMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(error.message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a query, sending it again after a lost connection while `budgetMs` allows; a connection still lost after that is a
 * DatabaseUnavailableError.
 */
export async function withRetry<T>(run: (attempt: number) => Promise<T>, budgetMs = RETRY_BUDGET_MS): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      // Sent again, a statement the server did not answer would only wait as long again.
      if (isNoAnswer(error)) throw new DatabaseUnavailableError(error);
      if (!isConnectionError(error)) throw error;
      const delay = Math.min(FIRST_DELAY_MS * 2 ** attempt, budgetMs - (Date.now() - started));
      if (delay <= 0) throw new DatabaseUnavailableError(error);
      await sleep(delay);
    }
  }
}
