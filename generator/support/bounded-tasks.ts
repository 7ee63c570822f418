// A bound on work in flight, for page writes that each also compress (more would only queue in
// libuv's thread pool).

/**
 * Runs at most `max` tasks at once: `start` returns as soon as the task could start, `drain`
 * when every task finished (rejecting with the first failure). One waiter wakes per finished
 * task, so thousands of pages cost thousands of wake-ups, not thousands squared.
 */
export function boundedTasks(max: number) {
  const running = new Set<Promise<void>>();
  const waiting: (() => void)[] = [];
  let failure: { error: unknown } | undefined;
  return {
    async start(task: () => Promise<void>): Promise<void> {
      while (running.size >= max) await new Promise<void>((wake) => waiting.push(wake));
      if (failure) throw failure.error;
      const run: Promise<void> = task()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          running.delete(run);
          waiting.shift()?.();
        });
      running.add(run);
    },
    async drain(): Promise<void> {
      await Promise.all(running);
      if (failure) throw failure.error;
    },
  };
}
