// The overlay `site dev` shows over the page while a build fails (generator/dev/dev-client.ts), in
// a real Chromium at a phone's width and a laptop's: every line wraps inside the screen, long
// paths and messages included. A small server stands in for the dev server's reload stream and
// sends the problem list as the dev server does (dev.test.ts checks that stream on the command).
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT } from '../../generator/dev/dev-client.ts';
import { launchBrowser, type BrowserHandle } from '../helpers/browser.ts';

const PROBLEMS = [
  '1 problem in the data: nothing was written, the last good site is still served. Fix the rows below and save the file to rebuild.',
  'groomer/data/seo-keywords.csv row 214 (line 230), column 9: suggested_url: "/mi/farmington-hills/post-construction-cleaning-and-debris-removal/" differs from the page this row describes, /mi/farmington-hills/post-construction-cleaning/',
  `groomer/data/pages/home.md:8:26: front matter: ${'a-very-long-unbroken-value-'.repeat(12)}`,
];

let server: Server;
let origin: string;
let browser: BrowserHandle;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/__dev/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`event: problems\ndata: ${JSON.stringify(PROBLEMS)}\n\n`);
      return;
    }
    if (req.url === '/__dev/client.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(DEV_CLIENT);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page</title></head><body><main><h1>Page</h1></main><script type="module" src="/__dev/client.js"></script></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the site dev overlay', { timeout: 60_000 }, () => {
  for (const width of [375, 1280]) {
    it(`wraps every line inside a ${width} px screen`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}/`);
      const overlay = page.locator('#site-dev-overlay');
      await overlay.waitFor();
      const sizes = await overlay.evaluate((element) => [...element.querySelectorAll('*'), element].map((node) => ({ scroll: node.scrollWidth, client: node.clientWidth })));
      for (const { scroll, client } of sizes) expect(scroll).toBeLessThanOrEqual(client);
      expect(await overlay.textContent()).toContain(PROBLEMS[1]);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/dev-overlay-${width}.png` });
      await page.close();
    });
  }
});
