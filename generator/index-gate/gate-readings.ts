// The index gate's reading of each templated page's text (its word count, shingles and MinHash
// signature), kept between builds so that an unchanged page is not read again
// (docs/decisions.md#index-gate). `site dev` keeps them in memory, by path and compared with the
// whole text; `site generate` keeps them in .cache/, in one file for every output folder built
// from the working folder (as the page audits are), under a hash of the page's text, so a change
// anywhere in the text is a new reading and a build into a fresh folder (CI, a second output)
// re-uses what an earlier build read.
// The similarity of a kind's pages depends on all of them (their paths and texts) and on nothing
// else, so `site generate` keeps it too, under a hash of every page's path and text key: a build
// whose pages of a kind all read as before takes the last result, and any change to any of them
// works it out again. Both depend on the code that reads and compares (similarity.ts): a change
// there that changes a result must raise VERSION.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { workingCache } from '../support/cache-dir.ts';
import { SIGNATURE_SIZE, type PageShingles, type PageText, type ReadingCache, type Uniqueness } from './similarity.ts';

/** "GATE", then the format's version: a file of another version is read as empty */
const MAGIC = 0x45544147;
const VERSION = 2;

/** md5 of the text: not for secrecy, only a short name for 3 KB of text that is cheap to make */
const textKey = (text: string) => createHash('md5').update(text).digest('base64');

export class GateReadings implements ReadingCache {
  /** this build's readings by path, and the previous build's (looked up by find()) */
  private byPath = new Map<string, { text: string; reading: PageShingles }>();
  private previousByPath = new Map<string, { text: string; reading: PageShingles }>();
  /** readings of an earlier `site generate`, by text key, and this build's, for save() */
  private stored = new Map<string, PageShingles>();
  private kept = new Map<string, PageShingles>();
  /** similarity results of an earlier `site generate` by the key of their pages, and this build's */
  private storedSimilarity = new Map<string, Uniqueness[]>();
  private keptSimilarity = new Map<string, Uniqueness[]>();
  /** the key of the text find() last looked for, so keep() does not hash it again */
  private lastKey: { text: string; key: string } | undefined;
  /** page texts read this build, and readings re-used */
  measured = 0;
  reused = 0;

  private constructor(private readonly file?: string) {}

  /** Readings held in memory by a long-running caller (`site dev`). */
  static inMemory(): GateReadings {
    return new GateReadings();
  }

  /** Readings kept in .cache/ by earlier builds (a missing or unreadable file: none). */
  static async open(file = workingCache('site-build', 'readings.gate')): Promise<GateReadings> {
    const readings = new GateReadings(file);
    const kept = await readFile(readings.file!).then(decode, () => undefined);
    readings.stored = kept?.readings ?? new Map();
    readings.storedSimilarity = kept?.similarity ?? new Map();
    return readings;
  }

  /** Starts a build: counts from zero, and pages it does not measure are forgotten after it. */
  begin(): void {
    this.previousByPath = this.byPath;
    this.byPath = new Map();
    this.measured = 0;
    this.reused = 0;
    if (this.file && this.kept.size > 0) {
      this.stored = this.kept;
      this.kept = new Map();
      this.storedSimilarity = this.keptSimilarity;
      this.keptSimilarity = new Map();
    }
  }

  find(id: string, text: string): PageShingles | undefined {
    const known = this.previousByPath.get(id);
    let reading = known?.text === text ? known.reading : undefined;
    if (!reading && this.file) {
      const key = this.keyOf(text);
      reading = this.stored.get(key) ?? this.kept.get(key);
      if (reading) this.kept.set(key, reading);
    } else if (reading && this.file) this.kept.set(this.keyOf(text), reading);
    if (!reading) return undefined;
    this.byPath.set(id, { text, reading });
    this.reused += 1;
    return reading;
  }

  keep(id: string, text: string, reading: PageShingles): void {
    this.measured += 1;
    this.byPath.set(id, { text, reading });
    if (this.file) this.kept.set(this.keyOf(text), reading);
  }

  /**
   * The similarity of `pages` (one kind's, in order): an earlier build's when it measured the
   * same pages with the same texts and their readings are kept, else `work()`'s. Kept only by
   * `site generate`; `site dev` keeps its own (gate-reuse.ts).
   */
  similarity(pages: PageText[], work: () => Uniqueness[]): Uniqueness[] {
    if (!this.file) return work();
    const hash = createHash('md5');
    const keys = pages.map((page) => this.keyOf(page.text));
    pages.forEach((page, i) => hash.update(page.id).update('\0').update(keys[i]!).update('\n'));
    const key = hash.digest('base64');
    const known = this.storedSimilarity.get(key) ?? this.keptSimilarity.get(key);
    let result: Uniqueness[];
    if (known && keys.every((text) => this.stored.has(text) || this.kept.has(text))) {
      // keeps their readings for the next build, as measuring them would
      for (const page of pages) this.find(page.id, page.text);
      result = known;
    } else result = work();
    this.keptSimilarity.set(key, result);
    return result;
  }

  private keyOf(text: string): string {
    if (this.lastKey?.text !== text) this.lastKey = { text, key: textKey(text) };
    return this.lastKey.key;
  }

  /** Writes this build's readings (and only those) for the next `site generate`. */
  async save(): Promise<void> {
    if (!this.file) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    // written beside and renamed: a build stopped halfway leaves the old file whole
    const partial = `${this.file}.${process.pid}.partial`;
    await writeFile(partial, encode(this.kept, this.keptSimilarity));
    await rename(partial, this.file);
  }
}

/**
 * One binary file: MAGIC, VERSION, the byte length of a JSON header (a list of [key, words,
 * shingles] per reading, and the similarity results by key), the header (padded to 4 bytes), then
 * each reading's signature and shingles as 32-bit numbers, in the list's order. Binary, since JSON of a thousand pages' shingles is megabytes of
 * digits to write and parse on every build.
 */
function encode(readings: Map<string, PageShingles>, similarity: Map<string, Uniqueness[]>): Buffer {
  const index = [...readings].map(([key, r]) => [key, r.words, r.shingles.length] as const);
  const header = Buffer.from(JSON.stringify({ index, similarity: [...similarity] }));
  const headerBytes = Math.ceil(header.length / 4) * 4;
  const numbers = [...readings.values()].reduce((sum, r) => sum + SIGNATURE_SIZE + r.shingles.length, 0);
  const file = Buffer.alloc(12 + headerBytes + numbers * 4, 0x20);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(VERSION, 4);
  file.writeUInt32LE(headerBytes, 8);
  header.copy(file, 12);
  const body = new Uint32Array(numbers);
  let at = 0;
  for (const r of readings.values()) {
    body.set(r.signature, at);
    body.set(r.shingles, at + SIGNATURE_SIZE);
    at += SIGNATURE_SIZE + r.shingles.length;
  }
  Buffer.from(body.buffer).copy(file, 12 + headerBytes);
  return file;
}

function decode(file: Buffer): { readings: Map<string, PageShingles>; similarity: Map<string, Uniqueness[]> } | undefined {
  const readings = new Map<string, PageShingles>();
  if (file.length < 12 || file.readUInt32LE(0) !== MAGIC || file.readUInt32LE(4) !== VERSION) return undefined;
  const headerBytes = file.readUInt32LE(8);
  let header: { index?: unknown; similarity?: unknown };
  try {
    header = JSON.parse(file.subarray(12, 12 + headerBytes).toString('utf8'));
  } catch {
    return undefined;
  }
  const { index, similarity } = header ?? {};
  if (!Array.isArray(index) || !Array.isArray(similarity)) return undefined;
  // a copy, aligned for the 32-bit view (a Buffer's bytes may start anywhere in its memory)
  const body = new Uint32Array(file.subarray(12 + headerBytes).length >> 2);
  new Uint8Array(body.buffer).set(file.subarray(12 + headerBytes, 12 + headerBytes + body.length * 4));
  let at = 0;
  for (const entry of index as [string, number, number][]) {
    const [key, words, count] = entry;
    if (typeof key !== 'string' || !Number.isInteger(words) || !Number.isInteger(count) || at + SIGNATURE_SIZE + count > body.length) return undefined;
    readings.set(key, { words, signature: body.subarray(at, at + SIGNATURE_SIZE), shingles: body.subarray(at + SIGNATURE_SIZE, at + SIGNATURE_SIZE + count) });
    at += SIGNATURE_SIZE + count;
  }
  return { readings, similarity: new Map(similarity as [string, Uniqueness[]][]) };
}
