// The marketers' guide (docs/marketers.md) documents every copy file and every placeholder the
// copy files may use, so a file or placeholder added in code cannot stay unknown to the people who
// write the words; and every key of business.json, each group's fields named.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_FILES } from '../../shared/model/copy/index.ts';
import { PLACEHOLDER_GROUPS } from '../../shared/model/copy/placeholders.ts';
import { businessSchema } from '../../shared/model/tables.ts';
import { fieldNames, fields } from '../../generator/validate/field-help.ts';

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

describe("the marketers' guide on business.json", () => {
  it('has a row for every key of the schema, naming each field of a group', async () => {
    const guide = await readFile(GUIDE, 'utf8');
    const section = guide.slice(guide.indexOf('### `business.json`'), guide.indexOf('### `menus.csv`'));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const rowOf = (key: string) => rows.find((row) => row.split(' | ')[0]!.includes(`\`${key}\``));
    const missing: string[] = [];
    for (const [key, field] of fields(businessSchema)) {
      const row = rowOf(key);
      if (!row) missing.push(key);
      // a group's fields are each named in its row
      for (const inner of fieldNames(field)) if (row && !row.includes(`\`${inner}\``)) missing.push(`${key}.${inner}`);
    }
    expect(missing).toEqual([]);
    // the rule can fail: a key the guide does not have
    expect(rowOf('homesCleaned')).toBeUndefined();
  });
});
