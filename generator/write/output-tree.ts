// The output folder of one build (docs/decisions.md#atomic-output: a deploy uploads only what
// changed). No file whose bytes did not change is written again, so it keeps its modification time.
// Two ways to produce the output, both leaving the live folder untouched until the build passed:
// - full: every file goes to a staging folder that then replaces the output folder in one swap
//   (unchanged files are hard links to the previous ones). Used without a usable manifest.
// - patch: only new or changed files go to the staging folder; `finish` renames them into the
//   output folder and deletes the files the build no longer produces. Unchanged files are not
//   touched at all, so a one-row edit costs a few file operations, not one per page.
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createStaging, discard, swapIn } from './write.ts';
import { placeFileSync } from './file-store.ts';
import { precompressSync, type Compressed } from '../assets/index.ts';
import { filesUnder } from '../support/hash.ts';

export type WriteOutcome = 'written' | 'unchanged';

/** The files of one build's output, written through one object so that it knows all of them. */
export class OutputTree {
  /** every file of the new output, relative to its root */
  readonly files = new Set<string>();
  written = 0;
  unchanged = 0;
  private readonly dirs = new Set<string>();
  private readonly changed: string[] = [];

  private constructor(
    readonly staging: string,
    private readonly outDir: string,
    /** the current output folder, compared against; undefined on a first build */
    private readonly previousRoot: string | undefined,
    /** files present in the current output folder (patch mode only) */
    private readonly present: Set<string> | undefined,
  ) {}

  /** Patch mode needs the previous output and its file list (`known` when the caller has it). */
  static async open(outDir: string, patch: boolean, known?: Set<string>): Promise<OutputTree> {
    const out = path.resolve(outDir);
    const previousRoot = existsSync(out) ? out : undefined;
    const present = patch && previousRoot ? (known ?? new Set(await filesUnder(previousRoot))) : undefined;
    return new OutputTree(await createStaging(outDir), out, previousRoot, present);
  }

  /** the files this build wrote (new or with changed bytes) */
  get changedFiles(): readonly string[] {
    return this.changed;
  }

  get patching(): boolean {
    return this.present !== undefined;
  }

  private stagedPath(file: string): string {
    const target = path.join(this.staging, file);
    if (!target.startsWith(this.staging + path.sep)) throw new Error(`refusing to write outside the output folder: ${file}`);
    return target;
  }

  /**
   * Puts `contents` at `file` unless the previous output holds the same bytes there. The file
   * calls are synchronous: a page and its two siblings are small, and the promise API's open,
   * write and close through the thread pool cost the main thread about twice the CPU of the
   * render+write stage's own work (measured on a full build of ~1,000 pages).
   */
  async write(file: string, contents: string | Uint8Array): Promise<WriteOutcome> {
    const target = this.stagedPath(file);
    this.files.add(file);
    if (this.previousRoot && (this.present?.has(file) ?? true)) {
      const old = readIfThere(path.join(this.previousRoot, file));
      const next = typeof contents === 'string' ? Buffer.from(contents) : contents;
      if (old && old.length === next.length && old.equals(next) && (await this.keep(file))) return 'unchanged';
    }
    ensureDirSync(path.dirname(target), this.dirs);
    placeFileSync(target, contents);
    this.changed.push(file);
    this.written += 1;
    return 'written';
  }

  /** Keeps the previous output's `file` as it is; false when there is none. */
  async keep(file: string): Promise<boolean> {
    if (this.present) {
      if (!this.present.has(file)) return false;
    } else {
      const previous = this.previousRoot && path.join(this.previousRoot, file);
      // no folder is made for a file that is not there: it would publish as an empty folder
      if (!previous || !existsSync(previous)) return false;
      const target = this.stagedPath(file);
      ensureDirSync(path.dirname(target), this.dirs);
      try {
        await link(previous, target);
      } catch {
        return false; // a file system without hard links
      }
    }
    this.files.add(file);
    this.unchanged += 1;
    return true;
  }

  /**
   * Takes in files another stage wrote straight into the staging folder under `dir` (the image
   * step copies its cached variants): in patch mode, a file equal to the live one is dropped.
   */
  async adopt(dir: string): Promise<void> {
    if (!existsSync(path.join(this.staging, dir))) return;
    for (const rel of await filesUnder(this.staging, dir)) {
      const staged = path.join(this.staging, rel);
      this.files.add(rel);
      if (this.present?.has(rel)) {
        const [a, b] = await Promise.all([readFile(staged), readFile(path.join(this.previousRoot!, rel))]);
        if (a.equals(b)) {
          await unlink(staged);
          this.unchanged += 1;
          continue;
        }
      }
      this.changed.push(rel);
      this.written += 1;
    }
  }

  /** Takes in a page a render worker wrote (writePageSync). */
  record(files: PageFiles): void {
    for (const file of files.written) {
      this.files.add(file);
      this.changed.push(file);
    }
    for (const file of files.kept) this.files.add(file);
    this.written += files.written.length;
    this.unchanged += files.kept.length;
  }

  /** Where render workers write pages. */
  get target(): PageTarget {
    return { staging: this.staging, previousRoot: this.previousRoot, patch: this.patching };
  }

  /** Carries files of the previous output over unchanged without looking at them (dev re-uses its assets). */
  carry(files: Iterable<string>): void {
    for (const file of files) if (this.present?.has(file)) this.files.add(file);
  }

  /** Makes the new output live. */
  async finish(): Promise<void> {
    if (!this.present) {
      const { removed } = await swapIn(this.staging, this.outDir);
      await removed;
      return;
    }
    const made = new Set<string>();
    for (const file of this.changed) {
      const dir = path.dirname(path.join(this.outDir, file));
      if (!made.has(dir)) await mkdir(dir, { recursive: true });
      made.add(dir);
      await rename(path.join(this.staging, file), path.join(this.outDir, file));
    }
    const stale = [...this.present].filter((file) => !this.files.has(file));
    await Promise.all(stale.map((file) => rm(path.join(this.outDir, file), { force: true })));
    // folders left empty by removed pages go too (deepest first; a folder with files stays)
    const dirs = [...new Set(stale.map((file) => path.dirname(file)))].filter((d) => d !== '.');
    for (const dir of dirs.sort((a, b) => b.length - a.length)) await rmdir(path.join(this.outDir, dir)).catch(() => undefined);
    await discard(this.staging);
  }

  async abandon(): Promise<void> {
    await discard(this.staging);
  }
}

/** Where a render worker writes: the build's staging folder, compared with the live output. */
export interface PageTarget {
  staging: string;
  previousRoot: string | undefined;
  /** patch mode: unchanged files stay where they are; else they are hard-linked into staging */
  patch: boolean;
}

export interface PageFiles {
  written: string[];
  kept: string[];
}

/**
 * A page and its .br/.gz siblings, written by a render worker (sync: the worker has nothing else
 * to do meanwhile) unless the live output holds the same bytes. Same rules as OutputTree.
 */
export function writePageSync(
  target: PageTarget,
  file: string,
  html: string,
  dirs: Set<string>,
  /** the page's .br/.gz pair (a worker's WorkerPairs.pair re-uses those of earlier builds) */
  compress: (file: string, bytes: Uint8Array) => Compressed = precompressSync,
): PageFiles {
  const bytes = Buffer.from(html);
  const names = [file, `${file}.br`, `${file}.gz`];
  const staged = names.map((name) => path.join(target.staging, name));
  if (target.previousRoot) {
    const live = names.map((name) => path.join(target.previousRoot!, name));
    if (readIfThere(live[0]!)?.equals(bytes)) {
      if (target.patch && live.every((f) => existsSync(f))) return { written: [], kept: names };
      if (!target.patch) {
        ensureDirSync(path.dirname(staged[0]!), dirs);
        try {
          live.forEach((f, i) => linkSync(f, staged[i]!));
          return { written: [], kept: names };
        } catch {
          staged.forEach((f) => rmSync(f, { force: true }));
        }
      }
    }
  }
  ensureDirSync(path.dirname(staged[0]!), dirs);
  const { br, gz } = compress(file, bytes);
  [bytes, br, gz].forEach((contents, i) => placeFileSync(staged[i]!, contents));
  return { written: names, kept: [] };
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function ensureDirSync(dir: string, dirs: Set<string>): void {
  if (dirs.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  dirs.add(dir);
}
