// The redirect table the generator writes to dist/_redirects, in Netlify's format: one rule a
// line, `/from /to/ 301`, blank lines and `#` comments ignored (DESIGN.md decisions 3 and 4).
import fs from 'node:fs';

export interface Redirect {
  to: string;
  status: number;
}

const STATUSES = new Set([301, 302, 303, 307, 308]);

export function parseRedirects(text: string): Map<string, Redirect> {
  const table = new Map<string, Redirect>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [from, to, code] = line.split(/\s+/);
    const status = code === undefined ? 301 : Number.parseInt(code, 10);
    // Rewrites (200) and unknown shapes are for other hosts; only real redirects apply here.
    if (!from?.startsWith('/') || !to || !STATUSES.has(status)) continue;
    if (!table.has(from)) table.set(from, { to, status }); // first match wins, as on Netlify
  }
  return table;
}

/** Reads the table, re-reading it when the file changes (a new `site generate` swaps dist/). */
export function redirectTable(file: string): () => Map<string, Redirect> {
  let stamp = '';
  let table = new Map<string, Redirect>();
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (now - checkedAt < 1000) return table;
    checkedAt = now;
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file);
    } catch {
      stat = undefined;
    }
    const next = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '';
    if (next !== stamp) {
      stamp = next;
      table = stat ? parseRedirects(fs.readFileSync(file, 'utf8')) : new Map();
    }
    return table;
  };
}
