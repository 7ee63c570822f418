// Where the suite's temporary folders go. Every test works in folders from os.tmpdir() (copies of
// the data, whole builds of the site, browser profiles, a PostgreSQL cluster), and the children
// it starts (the CLI, the API, Chromium) inherit TMPDIR. On a disk mounted with `discard`, as on
// our CI machines, each build a run makes costs the kernel system time writing its thousands of
// files and more again freeing them, time no process is charged for; in memory (tmpfs) most of
// that cost goes, and the whole suite finishes sooner.
// A TMPDIR the caller set is kept; /dev/shm is used only where it is a writable tmpfs with room
// to spare (a container's /dev/shm is often 64 MB), else the system's temporary folder as before.
import { accessSync, constants, statfsSync } from 'node:fs';

const MEMORY_FOLDER = '/dev/shm';
const TMPFS_MAGIC = 0x01021994;
/** the most the suite holds at once is a few builds of the real site (~60 MB each) and a cluster */
const ROOM_NEEDED_BYTES = 2 * 1024 ** 3;

/** The folder for the suite's temporary folders, or undefined to leave TMPDIR as it is. */
export function memoryTempRoot(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.TMPDIR) return undefined;
  try {
    const stats = statfsSync(MEMORY_FOLDER);
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < ROOM_NEEDED_BYTES) return undefined;
    accessSync(MEMORY_FOLDER, constants.W_OK);
    return MEMORY_FOLDER;
  } catch {
    return undefined;
  }
}
