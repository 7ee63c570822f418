// Front-matter rules shared by every Markdown file with structured parts (articles, a town's long
// copy, a page's own copy). A leaf module: it imports nothing of the validate stage.
import { z } from 'zod';
import type { Problem } from '../support/errors.ts';
import type { MarkdownDocument } from '../load/index.ts';

// The front-matter text rule is part of the data model (shared/model/cells.ts).
export { frontMatterText as text } from '../../shared/model/cells.ts';

/** One problem per key: "May 10th" is both not shaped like a date and not a real date; say the first. */
export function frontMatterProblems(document: MarkdownDocument, error: z.ZodError, problems: Problem[]): void {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '(front matter)';
    if (!seen.has(key)) problems.push({ file: document.file, key, message: issue.message });
    seen.add(key);
  }
}
