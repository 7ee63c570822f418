#!/usr/bin/env node
// The published entry: load TypeScript through tsx so `npx site` runs the sources as they are.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// React's development build renders several times slower and warns on stderr; a site build is
// production work unless the caller says otherwise.
process.env.NODE_ENV ??= 'production';

// tsx reads tsconfig.json from the working directory; a site may be built from anywhere.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('../tsconfig.json', import.meta.url));
register();
await import('./site.ts');
