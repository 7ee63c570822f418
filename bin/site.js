#!/usr/bin/env node
// The published entry: load TypeScript through tsx so `npx site` runs the sources as they are.
import { register } from 'tsx/esm/api';

// React's development build renders several times slower and warns on stderr; a site build is
// production work unless the caller says otherwise.
process.env.NODE_ENV ??= 'production';

register();
await import('./site.ts');
