// A business whose checklist has lists of its own (three, none named like the first customer's)
// builds them with the real CLI: each list in checklist.json's order, under the heading and intro
// pages/checklist.md gives its id, with the prices link menus.csv names for it. An old-format
// checklist.json, a list without words and a prices row naming no list stop the build, each
// at its place and saying what to write.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../helpers/cli.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/data.ts';

const EXAMPLE = path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data');

const LISTS = [
  { id: 'move-in', groups: [{ group: 'Shutoffs', tasks: ['Find and tag the main water shutoff', 'Try every fixture shutoff once'] }] },
  { id: 'yearly', groups: [{ group: 'Water heater', tasks: ['Drain a few gallons to clear sediment'] }, { group: 'Drains', tasks: ['Time how fast each sink empties'] }] },
  { id: 'before-sale', groups: [{ group: 'Inspection', tasks: ['Camera the main sewer line', 'Write down the age of every appliance that uses water'] }] },
];

const WORDS = `lists:
  - id: yearly
    heading: Every spring
    intro: The yearly look at a house.
  - id: move-in
    heading: First week in a new house
    intro: What to learn before anything leaks.
  - id: before-sale
    heading: Before you list the house
    intro: What a buyer's inspector will ask about.
`;

let root: string;
let data: string;

async function rewriteWords(text: string): Promise<void> {
  const file = path.join(data, 'pages', 'checklist.md');
  const copy = await readFile(file, 'utf8');
  await writeFile(file, copy.replace(/^lists:\n(?: {2}.*\n)+/m, text));
}

async function rewriteMenus(transform: (csv: string) => string): Promise<void> {
  const file = path.join(data, 'menus.csv');
  await writeFile(file, transform(await readFile(file, 'utf8')));
}

beforeAll(async () => {
  root = await tempDir('checklist-lists-');
  data = path.join(root, 'data');
  await cp(EXAMPLE, data, { recursive: true });
  await writeFile(path.join(data, 'checklist.json'), JSON.stringify({ lists: LISTS }, null, 2));
  await rewriteWords(WORDS);
  await rewriteMenus((csv) => csv.replace(/^checklist-winter-ready,.*\n/m, '').replace(/^checklist-yearly,/m, 'checklist-before-sale,'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const generate = (out: string) => runSite(['generate', '--data', data, '--out', path.join(root, out), '--quiet']);

describe('checklist lists from data', () => {
  it('builds three lists of its own, in checklist.json order, with their words and prices link', async () => {
    const result = await generate('dist');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const page = parseHtml(await readFile(path.join(root, 'dist', 'checklist', 'index.html'), 'utf8'));
    const sections = page.querySelectorAll('main section').filter((section) => LISTS.some((list) => section.id === list.id));
    expect(sections.map((section) => section.id)).toEqual(['move-in', 'yearly', 'before-sale']);
    expect(sections.map((section) => section.querySelector('h2')!.text)).toEqual(['First week in a new house', 'Every spring', 'Before you list the house']);
    LISTS.forEach((list, index) => {
      const section = sections[index]!;
      expect(section.getAttribute('aria-labelledby')).toBe(`${list.id}-heading`);
      expect(section.querySelectorAll('h3').map((h) => h.text)).toEqual(list.groups.map((g) => g.group));
      expect(section.querySelectorAll('li').map((li) => li.text)).toEqual(list.groups.flatMap((g) => g.tasks));
    });
    // only the list menus.csv names for prices links to them
    expect(sections.map((section) => section.querySelector('p a')?.getAttribute('href'))).toEqual([undefined, undefined, '/services/water-heater-repair/']);
    expect(sections[0]!.querySelector('p')!.text).toBe('What to learn before anything leaks.');
  });

  it('says how to convert a checklist.json of the old shape (standard and deep)', async () => {
    const checklist = path.join(data, 'checklist.json');
    const current = await readFile(checklist, 'utf8');
    await writeFile(checklist, JSON.stringify({ standard: LISTS[0]!.groups, deep: LISTS[1]!.groups }));
    try {
      const result = await generate('old');
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/checklist\.json.*unknown keys "standard", "deep": the lists now go under "lists".*\{"id": "standard", "groups": \[\.\.\.\]\}.*pages\/checklist\.md/);
    } finally {
      await writeFile(checklist, current);
    }
  });

  it('stops at a list without words, at words for no list or twice for one, and at a prices row naming no list', async () => {
    await rewriteWords(
      `${WORDS.replace(/ {2}- id: before-sale\n(?: {4}.*\n)+/, '')}  - id: spring\n    heading: Spring\n    intro: Thaw.\n  - id: yearly\n    heading: Again\n    intro: Twice.\n`,
    );
    await rewriteMenus((csv) => `${csv}checklist-winter,,frozen-pipe-repair,,frozen pipe repair\n`);
    try {
      const result = await generate('broken');
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/checklist\.json.*no words for list "before-sale": add an entry with id: before-sale, its heading and intro under lists: in .*pages\/checklist\.md/);
      expect(result.stderr).toMatch(/pages\/checklist\.md:\d+:\d+: "spring" names no list of .*checklist\.json \(its lists: "move-in", "yearly", "before-sale"\)/);
      expect(result.stderr).toMatch(/pages\/checklist\.md:\d+:\d+: "yearly" has words above already: give each list one entry/);
      expect(result.stderr).toMatch(/menus\.csv:\d+:1: checklist-winter names no list of .*checklist\.json \(its lists: "move-in", "yearly", "before-sale"\)/);
    } finally {
      await rewriteWords(WORDS);
      await rewriteMenus((csv) => csv.replace(/^checklist-winter,.*\n/m, ''));
    }
  });
});
