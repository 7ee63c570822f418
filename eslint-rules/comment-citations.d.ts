import type { Rule } from 'eslint';

/** A rule a comment's text may break, and what the reader is told. */
export interface CommentRule {
  pattern: RegExp;
  says: string;
}

export const CITATIONS: CommentRule[];
export const MEASUREMENTS: CommentRule[];
export function brokenCommentRule(text: string): CommentRule | undefined;
declare const rule: Rule.RuleModule;
export default rule;
