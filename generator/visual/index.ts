// The visual stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { checkLayout, layoutCounts, layoutLines, LAYOUT_WIDTHS } from './layout.ts';
export type { LayoutProblem, LayoutReport } from './layout.ts';
export { LAYOUT_CHECKS } from './layout-rules.ts';
export type { LayoutCheck } from './layout-rules.ts';
export { pageKinds, samplePages } from './page-kinds.ts';
export type { PageSample } from './page-kinds.ts';
export { changeScreenshots, contactSheet, mostChanged, screenshotsMarkdown, visibleChanges, SCREENSHOT_WIDTHS } from './screenshots.ts';
export type { ChangeShots, ContactSheet, VisibleChange } from './screenshots.ts';
