// The marketers' guide (docs/marketers.md) documents every copy file and every placeholder the
// copy files may use, so a file or placeholder added in code cannot stay unknown to the people who
// write the words.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_FILES } from '../../shared/model/copy/index.ts';
import { PLACEHOLDER_GROUPS } from '../../shared/model/copy/placeholders.ts';

const GUIDE = path.resolve(import.meta.dirname, '../../docs/marketers.md');

describe("the marketers' guide", () => {
  it('names every copy file', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    expect(Object.keys(COPY_FILES).filter((name) => !guide.includes(`\`${name}.md\``))).toEqual([]);
  });

  it('names every placeholder of the shared groups', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const names = Object.values(PLACEHOLDER_GROUPS).flat();
    expect(names.filter((name) => !guide.includes(`{{${name}}}`))).toEqual([]);
  });
});
