// Lost connections to PostgreSQL (issue 17, "a lost connection is retried without losing an
// acknowledged row"): which errors mean the server went away, and sending a statement again.

// Errors after which the same statement may simply be sent again on a fresh connection: the
// server went away (restart, failover, an idle connection cut by a proxy) or cannot accept yet.
const CONNECTION_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P02', '57P03']);
const RETRY_DELAYS_MS = [50, 100, 200, 400, 800, 1600, 3200];
export const UNIQUE_VIOLATION = '23505';

export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(error.message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a query, sending it again after a lost connection (issue 17, "a lost connection is retried"). */
export async function withRetry<T>(run: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isConnectionError(error)) throw error;
      await sleep(delay);
    }
  }
}
