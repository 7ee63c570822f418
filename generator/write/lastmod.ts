// `lastmod` for sitemap.xml (issue 15): the date a page's content last changed, not the date of
// the build. Each page's input hash (its route record, as the incremental build hashes it) is
// kept in .cache/ with the date it was first seen; a rebuild of unchanged data keeps every date,
// in a fresh output folder too, and a changed row moves only the dates of the pages it feeds.
// Kept per data folder, so two sites built from one checkout do not share dates.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hash } from '../support/hash.ts';
import { workingCache } from '../support/cache-dir.ts';

interface Seen {
  input: string;
  date: string;
}

export class LastModified {
  private readonly next = new Map<string, Seen>();
  private constructor(private readonly file: string, private readonly previous: Map<string, Seen>) {}

  static async open(dataDir: string): Promise<LastModified> {
    const file = workingCache('lastmod', `${hash(path.resolve(dataDir)).slice(0, 16)}.json`);
    const stored = await readFile(file, 'utf8').then((text) => JSON.parse(text) as unknown, () => ({}));
    const entries = stored && typeof stored === 'object' && !Array.isArray(stored) ? Object.entries(stored as Record<string, Seen>) : [];
    return new LastModified(file, new Map(entries.filter(([, seen]) => typeof seen?.input === 'string' && typeof seen?.date === 'string')));
  }

  /** The date of `page`'s content: the date it was first built with this input. */
  date(page: string, input: string, buildDate: string): string {
    const before = this.previous.get(page);
    const seen = before?.input === input && before.date <= buildDate ? before : { input, date: buildDate };
    this.next.set(page, seen);
    return seen.date;
  }

  /** Only the pages of this build: a page that is gone starts again from its next build date. */
  async save(): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(Object.fromEntries(this.next)));
  }
}
