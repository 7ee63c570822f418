// The README and docs/ are read by people who cannot ask: every link between them must lead to a
// file and a heading that exist, every source file they name must still be there (so a file moved
// in code moves in the docs too), the README stays a short front page, and no sentence cites an
// issue or a section of the product documents, which a reader cannot look up.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 150;
/** Folders of ours whose files the docs name in `code`: a name under one of them must exist. */
const SOURCE_ROOTS = ['api', 'bench', 'bin', 'docs', 'examples', 'generator', 'shared', 'templates', 'tests'];

async function documents(): Promise<string[]> {
  const docs = (await readdir(path.join(ROOT, 'docs'))).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

function tokensOf(markdown: string): Token[] {
  const all: Token[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => void all.push(token));
  return all;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(tokens: Token[]): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const token of tokens) {
    if (token.type !== 'heading') continue;
    const slug = (token as Tokens.Heading).text.toLowerCase().replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug);
    anchors.add(count === undefined ? slug : `${slug}-${count + 1}`);
    seen.set(slug, (count ?? -1) + 1);
  }
  return anchors;
}

describe('the README and docs/', () => {
  it(`keeps the README at most ${README_MAX_LINES} lines`, async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links only to files and headings that exist', async () => {
    const broken: string[] = [];
    const anchorCache = new Map<string, Set<string>>();
    const anchorsIn = async (file: string) => {
      if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(tokensOf(await readFile(file, 'utf8'))));
      return anchorCache.get(file)!;
    };
    for (const doc of await documents()) {
      const file = path.join(ROOT, doc);
      for (const token of tokensOf(await readFile(file, 'utf8'))) {
        if (token.type !== 'link') continue;
        const href = (token as Tokens.Link).href;
        if (/^[a-z]+:/i.test(href)) continue;
        const [target, anchor] = href.split('#') as [string, string | undefined];
        const targetFile = target === '' ? file : path.resolve(path.dirname(file), target);
        if (!existsSync(targetFile)) broken.push(`${doc}: ${href} (no such file)`);
        else if (anchor && targetFile.endsWith('.md') && !(await anchorsIn(targetFile)).has(anchor)) broken.push(`${doc}: ${href} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only source files that exist', async () => {
    const missing: string[] = [];
    const sourcePath = new RegExp(`^(?:${SOURCE_ROOTS.join('|')})/[\\w./-]*$`);
    for (const doc of await documents()) {
      for (const token of tokensOf(await readFile(path.join(ROOT, doc), 'utf8'))) {
        if (token.type !== 'codespan') continue;
        const named = (token as Tokens.Codespan).text;
        if (sourcePath.test(named) && !existsSync(path.join(ROOT, named))) missing.push(`${doc}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites no issue or spec section a reader cannot look up', async () => {
    const citations: string[] = [];
    for (const doc of await documents()) {
      const text = await readFile(path.join(ROOT, doc), 'utf8');
      for (const match of text.matchAll(/\bissues? \d+|\bspec(?:ification)? part \d+|\bsection \d+(?:\.\d+)*/gi)) citations.push(`${doc}: ${match[0]}`);
    }
    expect(citations).toEqual([]);
  });
});
