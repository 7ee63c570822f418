// Worker-thread entry for parallel rendering. Workers do not inherit the main thread's tsx
// loader, so register it here before loading the TypeScript worker body.
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
register();
await import('./render-worker-body.ts');
