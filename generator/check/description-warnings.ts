// Descriptions a search result would show cut (issue 15 rule, DESIGN decision 11): a description
// longer than a result keeps its whole sentences that fit (routes/head.ts), so only a first sentence
// that alone is too long needs a writer. Each is named at the row or front-matter key to shorten.
import type { CsvTable, MarkdownDocument, RawData } from '../load/index.ts';
import type { SiteData } from '../../shared/model/data.ts';
import type { Problem } from '../support/errors.ts';
import { META_DESCRIPTION_CHARS } from '../../shared/limits.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { sentences } from '../support/sentences.ts';
import { areaValues, descriptionNeedsShorterSentence, siteValues } from '../routes/index.ts';
import { keyLocation } from '../validate/index.ts';

const advice = (text: string) =>
  `its first sentence is ${sentences(text)[0]!.length} characters and search results show about ${META_DESCRIPTION_CHARS}, so it is cut at a word: write a first sentence of at most ${META_DESCRIPTION_CHARS} characters`;

function inTable(table: CsvTable, column: string): Problem[] {
  return table.rows.flatMap((row) => {
    const text = row.values[column] ?? '';
    return descriptionNeedsShorterSentence(text) ? [{ file: table.file, line: row.line, column: table.columns.indexOf(column) + 1, message: `${column}: ${advice(text)}` }] : [];
  });
}

/** A copy file's or article's `description`, with the business's and the service area's placeholders filled. */
function inDocuments(documents: MarkdownDocument[], values: Record<string, string>): Problem[] {
  return documents.flatMap((document) => {
    const raw = document.data.description;
    if (typeof raw !== 'string') return [];
    const text = fillIn(raw, values);
    return descriptionNeedsShorterSentence(text) ? [{ file: document.file, ...keyLocation(document, ['description']), message: `description: ${advice(text)}` }] : [];
  });
}

export function descriptionWarnings(raw: RawData, site: SiteData): Problem[] {
  const values = { ...siteValues(site), ...areaValues(site) };
  return [
    ...inTable(raw.services, 'meta_description'),
    ...inTable(raw.keywords, 'meta_description'),
    ...inDocuments([...raw.pageBodies, ...raw.blockBodies, ...raw.articles], values),
  ];
}
