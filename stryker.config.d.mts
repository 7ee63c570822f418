// Types for the tests that read the mutation scope (tests/lint/mutate-scope.test.ts).
export declare const MUTATED: readonly string[];
declare const config: { mutate: readonly string[] };
export default config;
