// Worker-thread entry for parallel rendering. Workers do not inherit the main thread's tsx
// loader, so register it here before loading the TypeScript worker body.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
// tsx reads tsconfig.json from the working directory; a site may be built from anywhere.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('../tsconfig.json', import.meta.url));
register();
await import('./render-worker-body.ts');
