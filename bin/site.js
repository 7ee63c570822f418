#!/usr/bin/env node
// The published entry: load TypeScript through tsx so `npx site` runs the sources as they are.
import { register } from 'tsx/esm/api';

register();
await import('./site.ts');
