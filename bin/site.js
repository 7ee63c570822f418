#!/usr/bin/env node
// The published entry: runs the command-line tool from its precompiled bundle (bin/compiled.js),
// made from the TypeScript sources on the first call after they change.
import { importEntry } from './compiled.js';

// React's development build renders several times slower and warns on stderr; a site build is
// production work unless the caller says otherwise.
process.env.NODE_ENV ??= 'production';

await importEntry('site');
