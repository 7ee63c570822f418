// Waiting for something a test cannot be told about directly (a mail delivered, a line printed):
// look again every few milliseconds until it holds, and fail with what was awaited if it never
// does. The deadline only bounds a wait that, when the behaviour is broken, would never end.

/**
 * Resolves with the first truthy value `check` returns. `what` names the wait in the timeout's
 * message; given as a function, it is read only then (to include output gathered meanwhile).
 */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, what: string | (() => string) = 'condition', everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
