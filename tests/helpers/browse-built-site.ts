// The shared build (built-site.ts) served on loopback and a Chromium to look at it, for one test
// file: set up before its tests, both closed after them.
import { afterAll, beforeAll, expect } from 'vitest';
import { builtSiteInfo } from './built-site.ts';
import { launchBrowser, serveStatic, type BrowserHandle, type StaticServer } from './browser.ts';

export interface BuiltSiteBrowser {
  /** the static server's origin, like http://127.0.0.1:41234 */
  url: () => string;
  browser: () => BrowserHandle;
}

export function browseBuiltSite(options: { javaScript?: boolean } = {}): BuiltSiteBrowser {
  let server: StaticServer | undefined;
  let browser: BrowserHandle | undefined;
  beforeAll(async () => {
    const { dist, result } = await builtSiteInfo();
    expect(result.stderr).toBe('');
    server = await serveStatic(dist);
    browser = await launchBrowser(options);
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return { url: () => server!.url, browser: () => browser! };
}
