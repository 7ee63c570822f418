// The copy files of the company pages and the two forms: the application form labels exactly the
// experience levels the API stores (shared/forms.ts) and offers the business's own availability
// choices, and a policy's `updated` is a day of the calendar.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/cli.ts';
import { copyData, SMALL_SITE } from '../../helpers/data.ts';
import { validateCopy } from '../../../generator/validate/copy.ts';
import type { Problem } from '../../../generator/support/errors.ts';
import type { MarkdownDocument } from '../../../generator/load/load.ts';
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS } from '../../../shared/forms.ts';
import { fresh } from '../../helpers/loaded-data.ts';

const document = (raw: ReturnType<typeof fresh>, name: string): MarkdownDocument => [...raw.pageBodies, ...raw.blockBodies].find((d) => d.file.endsWith(`${name}.md`))!;
const lineOf = (doc: MarkdownDocument, needle: string) => doc.frontMatter.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('data/blocks/application-form.md', () => {
  it('labels every value the API accepts, in the API\'s terms', () => {
    const problems: Problem[] = [];
    const copy = validateCopy(fresh(), problems, []);
    expect(problems).toEqual([]);
    const { choices } = copy['blocks/application-form'];
    expect(Object.keys(choices.experience).sort()).toEqual(EXPERIENCE_OPTIONS.map((o) => o.value).sort());
    expect(Object.keys(choices.availability).sort()).toEqual(AVAILABILITY_OPTIONS.map((o) => o.value).sort());
  });

  it("takes the business's own availability choices in its order, and names a stored value that is not a slug at its line", () => {
    const raw = fresh();
    const form = document(raw, 'blocks/application-form');
    const choices = form.data.choices as Record<string, Record<string, string>>;
    choices.availability = { 'full-time': 'Full-time', 'seasonal-only': 'Seasonal only', flexible: 'Flexible' };
    const problems: Problem[] = [];
    expect(Object.keys(validateCopy(raw, problems, [])['blocks/application-form'].choices.availability)).toEqual(['full-time', 'seasonal-only', 'flexible']);
    expect(problems).toEqual([]);

    choices.availability = { 'full-time': 'Full-time', 'Seasonal Only': 'Seasonal only' };
    form.frontMatter = form.frontMatter.replace('    weekends: Weekends only', '    Seasonal Only: Seasonal only');
    const refused: Problem[] = [];
    expect(validateCopy(raw, refused, [])['blocks/application-form']).toBeUndefined();
    expect(refused).toEqual([
      expect.objectContaining({
        file: form.file,
        line: lineOf(form, 'Seasonal Only:'),
        message: 'choices.availability.Seasonal Only: a stored value is lower-case letters and digits joined by single hyphens (seasonal-only)',
      }),
    ]);
  });

  it('names an experience level left without a label, and a label for one the API does not store', () => {
    const raw = fresh();
    const form = document(raw, 'blocks/application-form');
    const experience = (form.data.choices as Record<string, Record<string, string>>).experience!;
    delete experience['3-5-years'];
    experience.decades = 'Decades';
    form.frontMatter = form.frontMatter.replace('    3-5-years: 3-5 years', '    decades: Decades');
    const problems: Problem[] = [];
    expect(validateCopy(raw, problems, [])['blocks/application-form']).toBeUndefined();
    expect(problems.map((p) => p.message)).toEqual([
      'choices.experience.3-5-years: is required',
      'choices.experience: decades: not a value the form stores (it stores none, 1-2-years, 3-5-years, 5plus-years)',
    ]);
  });
});

describe('the forms\' words', () => {
  it('come from the copy files, while the names and values the API checks stay', async () => {
    const copy = await copyData(SMALL_SITE);
    try {
      const edit = async (file: string, from: string, to: string) => {
        const at = path.join(copy.data, file);
        const source = await readFile(at, 'utf8');
        expect(source).toContain(from);
        await writeFile(at, source.replace(from, to));
      };
      await edit('blocks/application-form.md', 'experience: Cleaning experience', 'experience: Years in the trade');
      await edit('blocks/application-form.md', '3-5-years: 3-5 years', '3-5-years: Three to five years');
      await edit('blocks/application-form.md', 'submit: Submit Application', 'submit: Apply');
      await edit('blocks/application-form.md', '    weekends: Weekends only', '    seasonal-only: Seasonal only');
      await edit('blocks/contact-form.md', 'subject: Subject', 'subject: What it is about');
      const built = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', '--quiet'], { cwd: copy.root });
      expect(built.code, built.stderr).toBe(0);
      const page = async (urlPath: string) => parse(await readFile(path.join(copy.root, 'dist', urlPath, 'index.html'), 'utf8'));
      const form = (await page('careers')).querySelector('form.application-form')!;
      const experience = form.querySelector('select[name="experience"]')!;
      expect(form.querySelector(`label[for="${experience.id}"]`)!.textContent).toBe('Years in the trade');
      expect(experience.querySelectorAll('option').map((o) => [o.getAttribute('value'), o.textContent])).toContainEqual(['3-5-years', 'Three to five years']);
      expect(form.querySelector('button[type="submit"]')!.textContent).toBe('Apply');
      // the availability choices are the business's own: its stored values, in its order
      const availability = form.querySelector('select[name="availability"]')!.querySelectorAll('option').map((o) => o.getAttribute('value'));
      expect(availability).toEqual(['', 'full-time', 'part-time', 'seasonal-only', 'flexible']);
      // the island hydrates with the same words: they travel in its props
      const careersProps = (await page('careers')).querySelector('[data-island="application-form"] script[type="application/json"]')!.textContent;
      expect(careersProps).toContain('Years in the trade');
      const contact = (await page('contact')).querySelector('form.contact-form')!;
      expect(contact.querySelector('label[for="contact-subject"]')!.textContent).toBe('What it is about');
      expect(contact.querySelector('#contact-subject')!.getAttribute('name')).toBe('subject');
    } finally {
      await copy.cleanup();
    }
  }, 600_000);
});

describe('the policy pages\' `updated`', () => {
  it.each([
    ['a quoted date', '"2026-11-01"', 'ok'],
    ['a day that is not in the calendar', '"2026-13-45"', 'updated: is not a day of the calendar'],
    ['a date written in words', 'November 1', 'updated: expected a date like 2026-11-01'],
  ])('%s', (_, written, expected) => {
    const raw = fresh();
    const terms = document(raw, 'pages/terms-of-service');
    terms.data.updated = JSON.parse(written.startsWith('"') ? written : JSON.stringify(written)) as string;
    const problems: Problem[] = [];
    const copy = validateCopy(raw, problems, []);
    if (expected === 'ok') {
      expect(problems).toEqual([]);
      expect(copy['pages/terms-of-service'].updated).toBe('2026-11-01');
    } else {
      expect(problems).toEqual([{ file: terms.file, line: lineOf(terms, 'updated:'), column: expect.any(Number), message: expected }]);
    }
  });

  it('takes an unquoted date, which front matter reads as a date', () => {
    const raw = fresh();
    expect(document(raw, 'pages/privacy-policy').data.updated).toBeInstanceOf(Date);
    const problems: Problem[] = [];
    expect(validateCopy(raw, problems, [])['pages/privacy-policy'].updated).toBe('2026-11-01');
    expect(problems).toEqual([]);
  });
});
