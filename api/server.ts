// Listens for an app built by createApp, and shuts down gracefully on SIGTERM (docs/decisions.md#api-safety):
// stop accepting connections, let requests in flight finish, stop the outbox worker, close the
// database. A second signal, or a 10-second deadline, ends the process at once.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Api } from './app.ts';

export interface Listening {
  server: Server;
  url: string;
  /** Finishes requests in flight, then closes the API (database, worker). */
  close(): Promise<void>;
}

export function listen(api: Api, port: number, host: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = api.app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      let closing: Promise<void> | undefined;
      resolve({
        server,
        url: `http://${shownHost}:${address.port}`,
        close() {
          closing ??= new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets with no request in flight would hold close() open forever.
            server.closeIdleConnections();
          }).then(() => api.close());
          return closing;
        },
      });
    });
  });
}

const SHUTDOWN_DEADLINE_MS = 10_000;

export function closeOnSignals(listening: Listening, api: Api): void {
  let signalled = false;
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    api.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      api.log.error('shutdown deadline passed; exiting with requests unfinished');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    listening.close().then(
      () => {
        api.log.info('shut down cleanly');
        api.log.flush();
        process.exit(0);
      },
      (error: unknown) => {
        api.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
