// `site dev` composed: the generator's dev builder and reload channel (generator/dev/dev.ts), with
// the API mounted on the same server as `site serve` does, so forms and reviews work while
// editing. The generator knows nothing of the API; this command joins them
// (docs/decisions.md#one-way-dependencies).
import { runDev, type DevOptions } from '../../generator/dev/index.ts';
import { createApp } from '../../api/app.ts';
import { createLogger } from '../../api/http/logger.ts';
import { loadConfig } from '../../api/config.ts';
import { closeOnSignals, listen } from '../../api/server.ts';

/** the build process's script: it runs the dev builder from the same compiled bundle as this command */
const DEV_BUILD_PROCESS = new URL('../dev-build-process.js', import.meta.url);

export interface DevCommandOptions extends DevOptions {
  port: number;
  host: string;
  db?: string;
}

export function dev(options: DevCommandOptions): Promise<number> {
  return runDev({ data: options.data, out: options.out, siteUrl: options.siteUrl, host: options.host }, async (devApp, endStreams) => {
    const config = loadConfig(process.env, { db: options.db, port: options.port, host: options.host, data: options.data });
    // the terminal is for build lines: the API logs only its warnings and errors there, unless
    // LOG_LEVEL asks for more (LOG_LEVEL=info: a JSON line per request, as `site serve` prints)
    const log = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn');
    const api = createApp(config, { siteDir: options.out, log });
    devApp.use(api.app);
    const listening = await listen({ ...api, app: devApp }, config.port ?? options.port, config.host ?? options.host);
    // the open tabs' reload streams end first, or the graceful close would wait for them
    const close = () => {
      endStreams();
      return listening.close();
    };
    closeOnSignals({ ...listening, close }, api);
    return listening;
  }, DEV_BUILD_PROCESS);
}
