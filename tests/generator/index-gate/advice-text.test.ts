// The advice as the writing plan prints it: a way that writes two columns of one keyword row names
// the row once, then each column; a way of one place says where it goes in full.
import { describe, expect, it } from 'vitest';
import { adviceText, type Advice, type Written } from '../../../generator/index-gate/advice.ts';

const NEW_ROW = 'a new row for brighton,airbnb-cleaning in data/seo-keywords.csv';

const place = (part: 'faq' | 'intro', words: number): Written => ({
  part,
  words,
  replaces: true,
  where: `${NEW_ROW}, its ${part} column`,
  row: NEW_ROW,
  column: `its ${part} column`,
});

const advice = (write: Written[], others: Written[][] = []): Advice => ({ where: write[0]!.where, words: write.reduce((sum, p) => sum + p.words, 0), replaces: true, write, others, shared: [] });

describe('adviceText', () => {
  it('names the row once when the FAQ and the intro go in the same new row', () => {
    const text = adviceText(advice([place('faq', 100), place('intro', 100)], [[place('intro', 430)]]), undefined);
    expect(text).toBe(
      `write, in ${NEW_ROW}: an FAQ of its own of about 100 words, up to three questions with their answers (it replaces the templated one), in its faq column, and an intro of about 100 words of its own (it replaces the templated one) in its intro column; or else an intro of about 430 words`,
    );
    expect(text.split('brighton,airbnb-cleaning').length - 1).toBe(1);
  });

  it('names the row of an existing keyword row once too', () => {
    const row = 'row milford,deep-cleaning of data/seo-keywords.csv';
    const write = (['faq', 'intro'] as const).map((part) => ({ ...place(part, 90), where: `the ${part} column of data/seo-keywords.csv, row milford,deep-cleaning`, row }));
    expect(adviceText(advice(write), undefined)).toMatch(/^write, in row milford,deep-cleaning of data\/seo-keywords\.csv: an FAQ .* in its faq column, and an intro .* in its intro column$/);
  });

  it('says in full where one place goes', () => {
    expect(adviceText(advice([place('faq', 150)]), undefined)).toBe(
      `write an FAQ of its own of about 150 words, up to three questions with their answers (it replaces the templated one), in ${NEW_ROW}, its faq column`,
    );
  });
});
