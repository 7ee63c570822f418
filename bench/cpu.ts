// CPU time a process (and its children, live or reaped) has used, from /proc: the benchmark's
// load-independent figure. On a shared machine requests per second fall with everyone else's
// work; CPU milliseconds per request barely move, and 2 cores divided by them is the rate this
// machine could sustain alone (docs/decisions.md#honest-measurements).
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

function stat(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces, inside parentheses.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Milliseconds of CPU used by `pid`, its reaped children, and its live children. */
export function cpuMs(pid: number): number {
  const own = stat(pid);
  if (!own) return 0;
  // After ')': state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child && Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Runs `work` and returns its result with the CPU milliseconds the given processes spent on it. */
export async function withCpu<T>(pids: number[], work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const value = await work();
  const after = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  return { value, cpuMs: after - before };
}

/**
 * Milliseconds of CPU (user + system) used by this process's children that have ended and been
 * waited for, and by everything they waited for in turn: the difference across a spawnSync is the
 * cost of that one command.
 */
export function childrenCpuMs(): number {
  const own = stat(process.pid)!;
  return ((Number(own[13]) + Number(own[14])) * 1000) / TICKS_PER_SECOND;
}
