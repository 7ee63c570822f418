// The load stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { ImageSourceError, findImageSources } from './image-sources.ts';
export { decodeUtf8, displayPath, isNoteColumn, load, parseCsv, SEARCH_CONSOLE_FILE, withSpreadsheetRows } from './load.ts';
export type { CsvRow, CsvTable, JsonDocument, MarkdownDocument, RawData } from './load.ts';
