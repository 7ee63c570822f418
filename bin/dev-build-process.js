// The build process of `site dev` (generator/dev/dev-builder.ts): bin/commands/dev.ts names this
// file to generator/dev/dev.ts, which starts it. It runs from the same precompiled bundle as the
// command-line tool, so a code edit, which restarts this process, also compiles the new code (bin/compiled.js).
import { importEntry } from './compiled.js';

process.env.NODE_ENV ??= 'production';

const { serveBuilds } = await importEntry('dev-builder');
serveBuilds(process.argv[2]);
