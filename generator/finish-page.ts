// What becomes of a rendered page off the main thread (a render worker or the page writer): it is
// written with its .br/.gz siblings, its internal links are found and its own check rules run
// (publish gate), unless an earlier build already audited the same bytes.
// Kept free of heavy imports: workers load it.
import { auditKey, auditPage, type PageAudit } from './check.ts';
import { internalLinks } from './links.ts';
import { writePageSync, type PageFiles, type PageTarget } from './output-tree.ts';

export interface FinishedPage {
  files: PageFiles;
  /** its internal link targets (publish gate, issue 12) */
  links: string[];
  /** what its audit is kept under (AuditCache); `audit` is missing when the main thread holds it */
  auditKey: string;
  audit?: PageAudit;
}

export function finishPage(target: PageTarget, file: string, url: string, html: string, dirs: Set<string>, knownAudits: Set<string>): FinishedPage {
  const key = auditKey(file, html);
  return {
    files: writePageSync(target, file, html, dirs),
    links: internalLinks(html, url),
    auditKey: key,
    audit: knownAudits.has(key) ? undefined : auditPage(file, html),
  };
}
