// A comment is read by someone holding only the repository. A citation of an issue, of a design
// document kept elsewhere or of a section of the product documents sends them to something they
// cannot open; the decision belongs in docs/decisions.md (cited by its heading) or in the comment
// itself. A before/after figure is history: it goes stale the day the code changes again and
// belongs in the commit message or docs/benchmarks.md, where the bench that prints it is named.

/** What a comment may not cite, each with the reason a reader is given. */
export const CITATIONS = [
  { pattern: /\bissues?\s*#?\d+/i, says: 'cites an issue, which a clone does not hold: cite docs/decisions.md by heading or say the reason here' },
  { pattern: /\bDESIGN(?:\.md\b|\s+decisions?\b)/, says: 'cites a design document outside the repository: cite docs/decisions.md by heading or say the reason here' },
  { pattern: /\bspec(?:ification)?\s+(?:part|section|§)|\bpart\s+\d+,?\s+sections?\s+\d+|§\s*\d/i, says: 'cites a section of the product documents, which a clone does not hold: cite docs/ by heading or say the rule here' },
  { pattern: /\.\.\/shared\//, says: 'cites a folder outside the repository' },
];

/** Figures of a change, which belong in a commit message or docs/benchmarks.md. */
export const MEASUREMENTS = [
  { pattern: /\d[\d.,]*\s*(?:[A-Za-z%-]+\s*){0,2}(?:->|→)\s*~?\d/, says: 'holds a before/after figure: put it in the commit message or docs/benchmarks.md' },
  { pattern: /\bmedian of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty)\b/i, says: 'holds a measurement: put it in the commit message or docs/benchmarks.md' },
  { pattern: /\d[\d.]*\s*(?:ms|s|core-s)\s+(?:of\s+)?(?:CPU|wall|start-up)\b/i, says: 'holds a measurement: put it in the commit message or docs/benchmarks.md' },
  { pattern: /\b(?:costs?|cost\s+\w+|took|saves|saved)\s+(?:[\w`'-]+\s+){0,4}(?:about\s+|~)?\d[\d.,]*\s*(?:ms|s|MB|KB|kB|GB)\b/i, says: 'holds a measurement: put it in the commit message or docs/benchmarks.md' },
  { pattern: /\b(?:measured|timed|run)\s+side by side\b/i, says: 'holds a measurement: put it in the commit message or docs/benchmarks.md' },
  { pattern: /\b\d+(?:\.\d+)?x\s+(?:faster|slower|quicker)\b/i, says: 'holds a measurement: put it in the commit message or docs/benchmarks.md' },
];

/** The first rule a comment's text breaks, or undefined. */
export function brokenCommentRule(text) {
  return [...CITATIONS, ...MEASUREMENTS].find(({ pattern }) => pattern.test(text));
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'comments cite only what the repository holds, and carry no before/after figures' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        // a run of line comments, like a block comment spread over lines, is read as one text:
        // a citation may wrap
        const runs = [];
        for (const comment of context.sourceCode.getAllComments()) {
          const last = runs.at(-1);
          const continues = last && comment.type === 'Line' && last.type === 'Line' && comment.loc.start.line === last.loc.end.line + 1;
          if (continues) runs[runs.length - 1] = { type: 'Line', value: `${last.value} ${comment.value}`, loc: { start: last.loc.start, end: comment.loc.end } };
          else runs.push({ type: comment.type, value: comment.value, loc: comment.loc });
        }
        for (const run of runs) {
          const broken = brokenCommentRule(run.value.replace(/\s*\n\s*\*?\s*/g, ' '));
          if (broken) context.report({ loc: run.loc, message: `This comment ${broken.says}.` });
        }
      },
    };
  },
};
