// A one-off build validates each table once: zod's compiled parsers (built with new Function on a
// schema's first use) cost more to build than they save on a single pass. Long-running processes
// (`site dev`, the API) keep them. zod's setting is global to the process, so only a command that
// validates once and exits calls this.
import * as z from 'zod';

export function validateInOnePass(): void {
  z.config({ jitless: true });
}
