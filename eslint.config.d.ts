// Types for the tests that read the lint's layers (tests/lint/dependency-rules.test.ts).
export declare const API_FLOORS: readonly { floor: string; paths: readonly string[] }[];
declare const config: readonly object[];
export default config;
