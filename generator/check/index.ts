// The check stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { auditKey, auditPage, checkSite } from './check.ts';
export type { PageAudit } from './check.ts';
export { AuditCache, linkIndex, linkSources, publishGate, pageProblems, previousPageFiles, publishProblems, siteRuleProblems, withoutRepeats } from './publish-gate.ts';
export type { GateInput } from './publish-gate.ts';
export { closestLivePage, dataWarnings, resolveSiteUrl, vanishedPages } from './warnings.ts';
export type { LivePage, VanishedInput, VanishedPage } from './warnings.ts';
export { leftoverWarnings } from './leftovers.ts';
