// Which PostgreSQL errors mean the server went away, and how a statement is sent again after one
// (api/storage/postgres-retry.ts): a lost connection is retried without losing an acknowledged row
// (docs/decisions.md#postgresql-for-several-instances). Found by mutation testing: no test named
// the codes one by one, the back-off could be dropped, and a thrown non-Error was never tried.
// The clock is vitest's fake one, so the seconds of back-off cost no real time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isConnectionError, RETRY_BUDGET_MS, START_UP_RETRY_BUDGET_MS, UNIQUE_VIOLATION, withRetry } from '../../api/storage/postgres-retry.ts';
import { DatabaseUnavailableError } from '../../api/storage/types.ts';

const failure = (code: string | undefined, message = 'query failed') => Object.assign(new Error(message), { code });

describe('a lost connection, told apart from every other error', () => {
  // node's socket errors, then PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now
  // and the whole class 08 (connection exception)
  const lost = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08003', '08006'];
  it.each(lost)('%s is a lost connection', (code) => {
    expect(isConnectionError(failure(code))).toBe(true);
  });

  // unique_violation, undefined_table, query_canceled (a statement timeout), datetime overflow
  // (ends in 08, but not of class 08), in_failed_sql_transaction, internal_error
  it.each([UNIQUE_VIOLATION, '42P01', '57014', '22008', '25P02', 'XX000'])('%s is not', (code) => {
    expect(isConnectionError(failure(code))).toBe(false);
  });

  it("knows node-postgres's own messages for a cut connection, which carry no code", () => {
    expect(isConnectionError(failure(undefined, 'Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(failure(undefined, 'Connection terminated due to connection timeout'))).toBe(true);
    expect(isConnectionError(failure(undefined, 'Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionError(failure(undefined, 'duplicate key value violates unique constraint "messages_pkey"'))).toBe(false);
  });

  it('counts nothing but an Error, whatever it looks like', () => {
    expect(isConnectionError({ code: 'ECONNRESET', message: 'Connection terminated unexpectedly' })).toBe(false);
    expect(isConnectionError('ECONNRESET')).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe('sending a statement again', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A statement that fails with `errors[attempt]` while there is one, then answers. */
  function statement(errors: unknown[]) {
    const tries: { attempt: number; at: number }[] = [];
    const run = async (attempt: number) => {
      tries.push({ attempt, at: Date.now() });
      if (attempt < errors.length) throw errors[attempt];
      return 'stored';
    };
    const gaps = () => tries.slice(1).map((t, i) => t.at - tries[i]!.at);
    return { run, tries, gaps };
  }

  it('waits 50, 100, then 200 ms between tries after lost connections, and answers with the try that worked', async () => {
    const { run, tries, gaps } = statement([failure('ECONNRESET'), failure('57P01'), failure('08006')]);
    const answer = withRetry(run);
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toBe('stored');
    expect(tries.map((t) => t.attempt)).toEqual([0, 1, 2, 3]);
    expect(gaps()).toEqual([50, 100, 200]);
  });

  it('stops trying 1.5 s after the first try and says the database is unavailable, with the last error as the cause', async () => {
    const errors = Array.from({ length: 9 }, (_, i) => failure('ECONNREFUSED', `refused ${i}`));
    const { run, tries, gaps } = statement(errors);
    const answer = withRetry(run);
    const refused = expect(answer).rejects.toSatisfy((error) => error instanceof DatabaseUnavailableError && error.cause === errors[5]);
    await vi.runAllTimersAsync();
    await refused;
    expect(tries).toHaveLength(6);
    // doubling, the last wait cut to what is left of the budget
    expect(gaps()).toEqual([50, 100, 200, 400, 750]);
    expect(tries.at(-1)!.at - tries[0]!.at).toBe(RETRY_BUDGET_MS);
  });

  it('counts the budget in time, not tries: slow failures leave room for fewer', async () => {
    const errors = Array.from({ length: 9 }, () => failure('ETIMEDOUT'));
    const tries: number[] = [];
    const answer = withRetry(async (attempt) => {
      tries.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 600)); // each try takes 600 ms to fail
      throw errors[attempt];
    });
    const refused = expect(answer).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.runAllTimersAsync();
    await refused;
    // 0 -> fails at 600, waits 50; 650 -> fails at 1250, waits 100; 1350 -> fails at 1950: over budget
    expect(tries.map((at) => at - tries[0]!)).toEqual([0, 650, 1350]);
  });

  it('waits up to 6.35 s at start-up, for a server still coming up', async () => {
    const errors = Array.from({ length: 9 }, () => failure('57P03'));
    const { run, gaps } = statement(errors);
    const refused = expect(withRetry(run, START_UP_RETRY_BUDGET_MS)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.runAllTimersAsync();
    await refused;
    expect(gaps()).toEqual([50, 100, 200, 400, 800, 1600, 3200]);
  });

  it('passes any other error on at once, without a second try', async () => {
    const duplicate = failure(UNIQUE_VIOLATION, 'duplicate key value violates unique constraint');
    const { run, tries } = statement([duplicate]);
    await expect(withRetry(run)).rejects.toBe(duplicate);
    expect(tries).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a thrown value that is no Error on as it is, without a second try', async () => {
    for (const thrown of [null, 'ECONNRESET', { code: 'ECONNRESET' }]) {
      const { run, tries } = statement([thrown]);
      await expect(withRetry(run)).rejects.toBe(thrown);
      expect(tries).toHaveLength(1);
    }
  });
});
