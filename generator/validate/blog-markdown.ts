// Markdown helpers of the blog: a renderer that gives every heading an id (the Novi
// guide's table of contents links to #seasonal-cleaning and friends), a heading-order check, a
// reading-time estimate and `{{city.name}}` templating for the city guides.
import type { Tokens } from 'marked';
import type { Problem } from '../support/errors.ts';
import type { MarkdownDocument } from '../load/index.ts';
import { markdownText, safeMarked } from './safe-markdown.ts';
import { memoizedByText } from '../support/text-memo.ts';

/** `Room-by-Room Cleaning!` -> `room-by-room-cleaning` */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// `## Seasonal cleaning in Novi {#seasonal-cleaning}` sets the id by hand
const EXPLICIT_ID = /\s*\{#([a-z0-9-]+)\}\s*$/;

/** Renders article Markdown; headings get ids (explicit `{#id}` or slug of their text), unique per
 * page. A pure function of the text, so remembered by text (memoizedByText). */
export const renderArticleMarkdown = memoizedByText((body: string): string => {
  const used = new Map<string, number>();
  const marked = safeMarked({
    heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
      let html = this.parser.parseInline(token.tokens);
      const explicit = html.match(EXPLICIT_ID);
      if (explicit) html = html.replace(EXPLICIT_ID, '');
      const base = explicit?.[1] ?? (slugify(html) || 'section');
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count + 1}`;
      return `<h${token.depth} id="${id}">${html}</h${token.depth}>\n`;
    },
  });
  return marked.parse(body, { async: false });
});

/**
 * The page gives the article its <h1>, so a body starts at ## and never skips a level
 * (checked by `site check` on the whole page too; here the marketer gets file:line).
 */
export function headingProblems(document: MarkdownDocument): Problem[] {
  const problems: Problem[] = [];
  let previous = 1;
  let fenced = false;
  document.body.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    const match = !fenced && text.match(/^(#{1,6})\s/);
    if (!match) return;
    const depth = match[1]!.length;
    const line = document.bodyLine + index;
    if (depth === 1) {
      problems.push({ file: document.file, line, message: 'a level-1 heading (# ...) is not allowed: the page title is the only <h1>; start at ##' });
    } else if (depth > previous + 1) {
      problems.push({ file: document.file, line, message: `heading level ${depth} follows level ${previous}; do not skip levels` });
    }
    previous = depth;
  });
  return problems;
}

const WORDS_PER_MINUTE = 200;

export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The raw text of a top-level front-matter key (quotes and trailing comment removed). */
export function rawFrontMatterValue(document: MarkdownDocument, key: string): string | undefined {
  const line = document.frontMatter.split('\n').find((l) => l.startsWith(`${key}:`));
  if (line === undefined) return undefined;
  return line
    .slice(key.length + 1)
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

export type TemplateValue = string | number | string[] | { [key: string]: TemplateValue } | TemplateValue[] | undefined;

/** "A, B and C" */
export function joinList(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function lookup(context: Record<string, TemplateValue>, path: string): { value?: string; error?: 'unknown' | 'empty' } {
  let current: TemplateValue = context;
  const parts = path.split('.');
  for (const part of parts) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(part)) return { error: 'unknown' };
      current = current[Number(part)];
      if (current === undefined) return { error: 'empty' };
    } else if (current !== undefined && typeof current === 'object' && Object.hasOwn(current, part)) {
      current = current[part];
      if (current === undefined) return { error: 'empty' };
    } else {
      return { error: 'unknown' };
    }
  }
  if (typeof current === 'string' || typeof current === 'number') return { value: String(current) };
  if (Array.isArray(current) && current.every((v) => typeof v === 'string')) return { value: joinList(current as string[]) };
  return { error: 'unknown' };
}

/**
 * Fills `{{city.name}}`-style placeholders. Lists join as "A, B and C"; `{{city.landmarks.0}}`
 * picks one item. An unknown placeholder, or one the record has no value for, is a problem at
 * the template's file:line:column; `subject` names the record ("Livonia") in the latter case.
 */
export function fillTemplate(
  document: MarkdownDocument,
  context: Record<string, TemplateValue>,
  subject: string,
  known: string,
  problems: Problem[],
): string {
  return document.body
    .split('\n')
    .map((text, index) =>
      text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, path: string, offset: number) => {
        const { value, error } = lookup(context, path);
        // Table text is text: `*every*` or `<img onerror>` in a cell must not become markup
        // (docs/decisions.md#safe-markdown).
        if (value !== undefined) return markdownText(value);
        const where = { file: document.file, line: document.bodyLine + index, column: offset + 1 };
        problems.push({
          ...where,
          message:
            error === 'empty'
              ? `placeholder ${whole} has no value for ${subject}`
              : `unknown placeholder ${whole} (known placeholders: ${known})`,
        });
        return whole;
      }),
    )
    .join('\n');
}
