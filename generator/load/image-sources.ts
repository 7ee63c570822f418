// The source images under data/images/, by key (path without extension, "/"-separated): read by
// the load stage, so validation can check every image key the data names
// (docs/decisions.md#every-problem-at-once), and by the images stage, which encodes them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DataValidationError, type Problem } from '../support/errors.ts';

const SOURCE_EXTENSIONS = new Set(['.svg', '.jpg', '.jpeg', '.png', '.webp']);

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/** A bad file under data/images/: reported like any other data problem (file, then what to do). */
export class ImageSourceError extends DataValidationError {
  constructor(file: string, message: string) {
    super([{ file: relative(file), message }]);
    this.name = 'ImageSourceError';
  }
}

export interface ImageSource {
  key: string;
  file: string;
}

/**
 * Finds every source image; two files for one key (deep.svg and deep.jpg) is an error. Given a
 * problem list (the load stage's), each error is added to it and the walk goes on, so the loader
 * reports image problems beside every other reading problem; without one, the first error throws.
 */
export async function findImageSources(imagesDir: string, problems?: Problem[]): Promise<ImageSource[]> {
  const fail = (file: string, message: string) => {
    const error = new ImageSourceError(file, message);
    if (!problems) throw error;
    problems.push(...error.problems);
  };
  const sources = new Map<string, ImageSource>();
  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      fail(dir, `the folder cannot be read (${(error as Error).message}).`);
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (SOURCE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
        const key = path.relative(imagesDir, file).slice(0, -path.extname(file).length).split(path.sep).join('/');
        const other = sources.get(key);
        if (other) fail(file, `a second source for the image "${key}" (the other is ${relative(other.file)}): keep one of them.`);
        else sources.set(key, { key, file });
      }
    }
  }
  await walk(imagesDir);
  return [...sources.values()];
}
