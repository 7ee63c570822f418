// `lastmod` for sitemap.xml: the date a page's content last changed, not the date of the build.
// The record that counts is the ledger's (published.csv, committed with the data): each page of the
// sitemap with the hash of the content it went live with and the date of the publishing build that
// first served that content. A build whose page still has that content gives it that date, in a
// fresh clone too. A page whose content differs from its row (or that has none yet) falls back on
// .cache/: the date this checkout first built that content, else the build's own date; the
// publishing build dates content that changed since it went live by its own date, the day the
// change reaches visitors (docs/deployment.md, "Published addresses").
//
// The content hash is the page's route record (what the incremental build hashes, so a template
// change moves no date) with the site's address taken out, so a build for another address (a
// preview) agrees with the ledger, and the build's date too: a date a page shows because it was
// built that day (the accessibility statement's review date) is no change of its content, and a
// rebuild of the same data on another day leaves the ledger as it was. .cache/ keeps each page's input hash beside its content hash, so
// a rebuild computes only the content of pages whose input changed.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Route } from '../../shared/model/routes.ts';
import type { JsonLd } from '../../shared/model/head.ts';
import { hash } from '../support/hash.ts';
import { workingCache } from '../support/cache-dir.ts';
import type { DatedContent, LedgerEntry } from './ledger.ts';

interface Seen {
  /** the page's input hash (incremental.ts) */
  input: string;
  content: string;
  date: string;
}

/** The hash of what a visitor reads on a page, the same for any site address (16 hex digits). */
export function contentHash(route: Route, shared: JsonLd, siteUrl: string, buildDate: string): string {
  const json = JSON.stringify({ ...route, jsonLd: route.jsonLd.filter((block) => block !== shared) });
  const origin = siteUrl.replace(/\/+$/, '');
  // as written, and as a share link's query string carries it
  const addressFree = json.replaceAll(origin, '').replaceAll(encodeURIComponent(origin), '');
  return hash(addressFree.replaceAll(buildDate, '')).slice(0, 16);
}

export class LastModified {
  private readonly next = new Map<string, Seen>();
  /** this build's content and date of each page of the sitemap, by path: the ledger's next rows */
  readonly dated = new Map<string, DatedContent>();
  private constructor(
    private readonly file: string,
    private readonly previous: Map<string, Seen>,
    private readonly recorded: ReadonlyMap<string, LedgerEntry>,
    private readonly publishing: boolean,
  ) {}

  /** `recorded`: the ledger's rows; `publishing`: this build goes live (`site generate --publish`). */
  static async open(dataDir: string, recorded: ReadonlyMap<string, LedgerEntry> = new Map(), publishing = false): Promise<LastModified> {
    const file = workingCache('lastmod', `${hash(path.resolve(dataDir)).slice(0, 16)}.json`);
    const stored = await readFile(file, 'utf8').then((text) => JSON.parse(text) as unknown, () => ({}));
    const entries = stored && typeof stored === 'object' && !Array.isArray(stored) ? Object.entries(stored as Record<string, Seen>) : [];
    const valid = entries.filter(([, seen]) => typeof seen?.input === 'string' && typeof seen?.content === 'string' && typeof seen?.date === 'string');
    return new LastModified(file, new Map(valid), recorded, publishing);
  }

  /**
   * The date of the content of the page at `page` (its output file `file`), whose input hash is
   * `input`; `content` computes its content hash when .cache/ does not know it.
   */
  date(page: string, file: string, input: string, content: () => string, buildDate: string): string {
    const before = this.previous.get(file);
    const own = before?.input === input ? before.content : content();
    const row = this.recorded.get(page);
    let date: string;
    if (row?.content === own && row.changed! <= buildDate) date = row.changed!;
    else if (this.publishing && row?.content !== undefined) date = buildDate;
    else date = before?.content === own && before.date <= buildDate ? before.date : buildDate;
    this.next.set(file, { input, content: own, date });
    this.dated.set(page, { content: own, changed: date });
    return date;
  }

  /** Only the pages of this build: a page that is gone starts again from its next build date. */
  async save(): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(Object.fromEntries(this.next)));
  }
}
