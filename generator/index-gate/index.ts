// The index-gate stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { GateReadings } from './gate-readings.ts';
export { gateRoutes } from './gate-reuse.ts';
export type { GateMemo } from './gate-reuse.ts';
export { coverageLines } from './index-gate.ts';
export type { Coverage } from './index-gate.ts';
export { writingPlan, planSummaryLines, planSummaryLine, planTableLines, planCsv, whatToWrite } from './plan.ts';
export type { WritingPlan, PlanRow, TownPlan } from './plan.ts';
export { writingAdvice, adviceText } from './advice.ts';
export type { Advice, SharedPart } from './advice.ts';
export { isGated, sharedWords } from './page-text.ts';
export { importSearchConsole, SearchConsoleImportError } from './search-console.ts';
export type { ExportFile } from './search-console.ts';
