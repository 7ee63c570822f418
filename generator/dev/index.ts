// The dev stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { runDev } from './dev.ts';
export type { DevOptions } from './dev.ts';
