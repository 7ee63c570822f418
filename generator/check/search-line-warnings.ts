// Titles and descriptions a search result would show cut: a description longer than a result keeps
// its whole sentences that fit, and a long title its shorter forms (routes/head.ts), so only a first
// sentence too long by itself, or a title with no shorter whole-phrase form, needs a writer. Each
// is named at the row or front-matter key to shorten.
import type { CsvTable, MarkdownDocument, RawData } from '../load/index.ts';
import type { SiteData } from '../../shared/model/data.ts';
import type { Problem } from '../support/errors.ts';
import { MAX_TITLE_CHARS, META_DESCRIPTION_CHARS } from '../../shared/limits.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { sentences } from '../support/sentences.ts';
import { areaValues, descriptionNeedsShorterSentence, siteValues, titleNeedsShorterForm } from '../routes/index.ts';
import { keyLocation } from '../validate/index.ts';

const advice = (text: string) =>
  `its first sentence is ${sentences(text)[0]!.length} characters and search results show about ${META_DESCRIPTION_CHARS}, so it is cut at a word: write a first sentence of at most ${META_DESCRIPTION_CHARS} characters`;

const titleAdvice = (text: string) =>
  `it is ${text.length} characters and search results show about ${MAX_TITLE_CHARS}, and no shorter part of it (before a " | ", a colon or a dash, or without its place) fits, so it is cut: write a title of at most ${MAX_TITLE_CHARS} characters`;

interface SearchLine {
  /** the column or front-matter key */
  key: string;
  isCut: (text: string) => boolean;
  advice: (text: string) => string;
}
const DESCRIPTION: SearchLine = { key: 'description', isCut: descriptionNeedsShorterSentence, advice };
const TITLE: SearchLine = { key: 'title', isCut: titleNeedsShorterForm, advice: titleAdvice };

function inTable(table: CsvTable, column: string, line: SearchLine): Problem[] {
  return table.rows.flatMap((row) => {
    const text = row.values[column] ?? '';
    return line.isCut(text) ? [{ file: table.file, line: row.line, column: table.columns.indexOf(column) + 1, message: `${column}: ${line.advice(text)}` }] : [];
  });
}

/** A copy file's or article's `description` or `title`, with the business's and the service area's placeholders filled. */
function inDocuments(documents: MarkdownDocument[], values: Record<string, string>, line: SearchLine): Problem[] {
  return documents.flatMap((document) => {
    const raw = document.data[line.key];
    if (typeof raw !== 'string') return [];
    const text = fillIn(raw, values).replace(/\s+/g, ' ').trim();
    return line.isCut(text) ? [{ file: document.file, ...keyLocation(document, [line.key]), message: `${line.key}: ${line.advice(text)}` }] : [];
  });
}

export function searchLineWarnings(raw: RawData, site: SiteData): Problem[] {
  const values = { ...siteValues(site), ...areaValues(site) };
  const documents = [...raw.pageBodies, ...raw.blockBodies, ...raw.articles];
  return [
    ...inTable(raw.services, 'meta_description', DESCRIPTION),
    ...inTable(raw.keywords, 'meta_description', DESCRIPTION),
    ...inDocuments(documents, values, DESCRIPTION),
    ...inDocuments(documents, values, TITLE),
  ];
}
