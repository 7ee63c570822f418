// The checklist's lists are written in two places: their tasks in data/checklist.json, their words
// (heading, intro) in data/pages/checklist.md, and a list's prices link in data/menus.csv under
// `checklist-{id}`. Each id must name the same list in all of them.
import type { RawData } from '../load/index.ts';
import type { Checklist } from '../../shared/model/data.ts';
import type { SiteCopy } from '../../shared/model/copy/index.ts';
import type { Problem } from '../../shared/problems.ts';
import { keyLocation } from './copy.ts';

const known = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(', ');

export function checklistIdProblems(raw: RawData, checklist: Checklist | undefined, copy: Partial<SiteCopy>, problems: Problem[]): void {
  const words = copy['pages/checklist'];
  if (!checklist) return;
  const listIds = checklist.lists.map((list) => list.id);
  if (words) {
    const document = raw.pageBodies.find((page) => page.name === 'checklist');
    const copyFile = document?.file ?? raw.checklist.file;
    const at = (index: number) => (document ? { file: copyFile, ...keyLocation(document, ['lists', index, 'id']) } : { file: copyFile, key: `lists.${index}.id` });
    const wordIds = words.lists.map((entry) => entry.id);
    checklist.lists.forEach((list, index) => {
      if (!wordIds.includes(list.id)) {
        problems.push({ file: raw.checklist.file, key: `lists.${index}.id`, message: `no words for list "${list.id}": add an entry with id: ${list.id}, its heading and intro under lists: in ${copyFile}` });
      }
    });
    words.lists.forEach((entry, index) => {
      if (wordIds.indexOf(entry.id) !== index) {
        problems.push({ ...at(index), message: `"${entry.id}" has words above already: give each list one entry` });
      } else if (!listIds.includes(entry.id)) {
        problems.push({ ...at(index), message: `"${entry.id}" names no list of ${raw.checklist.file} (its lists: ${known(listIds)})` });
      }
    });
  }
  const menuColumn = raw.menus.columns.indexOf('menu') + 1;
  for (const row of raw.menus.rows) {
    const menu = row.values.menu ?? '';
    if (!menu.startsWith('checklist-') || listIds.includes(menu.slice('checklist-'.length))) continue;
    problems.push({ file: raw.menus.file, line: row.line, column: menuColumn, message: `${menu} names no list of ${raw.checklist.file} (its lists: ${known(listIds)})` });
  }
}
