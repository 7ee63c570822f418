// --port for every command that listens: a whole number a socket can bind (0 picks a free port).
export function portOption(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: expected 0-65535, got "${value}"`);
  return port;
}
