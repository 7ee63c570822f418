// A pino logger whose lines a test can read, to check what the API logs (and that it logs no
// personal data) without a child process.
import { Writable } from 'node:stream';
import { pino } from 'pino';

export function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}
