// The categories services are sold in are written in two places: each category (its id, heading,
// label, artwork and reasons) under categories: in data/blocks/why-us.md, and each service's
// category, by that id, in data/services.csv. Every service names a category written there.
import type { RawData } from '../load/index.ts';
import type { Service } from '../../shared/model/data.ts';
import type { SiteCopy } from '../../shared/model/copy/index.ts';
import type { Problem } from '../../shared/problems.ts';
import { unknownImageMessage } from '../../shared/image-keys.ts';
import { keyLocation } from './copy.ts';
import { cellProblem } from './rows.ts';

const COPY_FILE = 'blocks/why-us';

export function categoryProblems(raw: RawData, services: readonly Service[], copy: Partial<SiteCopy>, problems: Problem[]): void {
  const words = copy[COPY_FILE];
  if (!words) return;
  const document = raw.blockBodies.find((block) => `blocks/${block.name}` === COPY_FILE);
  const file = document?.file ?? `${raw.dir}/${COPY_FILE}.md`;
  const at = (index: number, field: string) => (document ? { file, ...keyLocation(document, ['categories', index, field]) } : { file, key: `categories.${index}.${field}` });
  const ids = words.categories.map((category) => category.id);
  words.categories.forEach((category, index) => {
    if (ids.indexOf(category.id) !== index) problems.push({ ...at(index, 'id'), message: `categories.${index}.id: "${category.id}" is written above already: give each category one entry` });
    if (!raw.imageKeys.includes(category.artwork)) problems.push({ ...at(index, 'artwork'), message: `categories.${index}.artwork: ${unknownImageMessage([category.artwork], raw.imageKeys)}` });
  });
  const known = [...new Set(ids)].map((id) => `"${id}"`).join(', ');
  for (const row of raw.services.rows) {
    const category = (row.values.category ?? '').trim();
    const service = services.find((s) => s.slug === row.values.slug?.trim());
    if (!service || ids.includes(category)) continue;
    problems.push(cellProblem(raw.services, row, 'category', `"${category}" is no category of ${file} (its categories: ${known}): use one of them, or add an entry for it under categories: there`));
  }
}
