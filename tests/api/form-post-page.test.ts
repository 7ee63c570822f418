// The page a visitor without JavaScript gets back from a refused form post (api/http/form-post.ts),
// read as a browser would: a complete, indexable-by-no-one HTML page with its heading, the reason,
// each message once in a list (no empty list), and a link back to the form; every piece of text
// escaped. Also the checkbox rule of a form post: absent or "false" is false, anything else true.
// These close gaps the mutation run found in form-post.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendFormProblem } from '../../api/http/form-post.ts';
import { startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const encode = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

/** The parts of the refusal page a visitor reads. */
function readPage(html: string) {
  const page = parse(html);
  return {
    doctype: html.startsWith('<!DOCTYPE html>'),
    lang: page.querySelector('html')?.getAttribute('lang'),
    charset: page.querySelector('meta[charset]')?.getAttribute('charset'),
    viewport: page.querySelector('meta[name="viewport"]')?.getAttribute('content'),
    robots: page.querySelector('meta[name="robots"]')?.getAttribute('content'),
    title: page.querySelector('title')?.text,
    heading: page.querySelector('main > h1')?.text,
    paragraphs: page.querySelectorAll('main > p').map((p) => p.text),
    lists: page.querySelectorAll('ul').length,
    items: page.querySelectorAll('main > ul > li').map((li) => li.text),
    back: page.querySelectorAll('a').map((a) => ({ href: a.getAttribute('href'), text: a.text })),
    scripts: page.querySelectorAll('script, style').length,
  };
}

const BACK = "Use your browser's Back button to return to the form with everything you typed, or open the form again.";

describe('the page for a rejected form post', () => {
  it('is a whole page: heading, reason, one list item per message, and the way back', async () => {
    const { app } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .type('form')
      .send(encode(validMessage({ email: 'casey.example.com', message: 'Too short' })));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(readPage(res.text)).toEqual({
      doctype: true,
      lang: 'en',
      charset: 'utf-8',
      viewport: 'width=device-width, initial-scale=1',
      robots: 'noindex',
      title: 'Please check the form',
      heading: 'Please check the form',
      paragraphs: ['Some answers need another look before we can send them:', BACK],
      lists: 1,
      items: ['Valid email address is required', 'Message must be at least 10 characters'],
      back: [{ href: '/contact/', text: 'open the form again' }],
      scripts: 0,
    });
    // the list holds the messages and nothing between them
    expect(res.text).toContain('<ul><li>Valid email address is required</li><li>Message must be at least 10 characters</li></ul>');
  });

  it('a refusal with no field messages (429) has its own heading and no empty list', async () => {
    const { app } = startApi({ rateLimit: { max: 1, windowMs: 600_000 } });
    expect((await request(app).post('/api/contact').type('form').send(encode(validMessage()))).status).toBe(303);
    const res = await request(app).post('/api/contact').type('form').send(encode(validMessage()));
    expect(res.status).toBe(429);
    const page = readPage(res.text);
    expect(page).toMatchObject({ title: 'Please wait a few minutes', heading: 'Please wait a few minutes', lists: 0, items: [] });
    expect(page.paragraphs[0]).toMatch(/^Too many submissions from your address/);
    expect(res.text).not.toContain('<ul>');
    // the page holds its heading, the reason and the way back, and nothing else
    expect(parse(res.text).querySelector('main')?.text).toBe(`Please wait a few minutes${page.paragraphs[0]}${BACK}`);
  });
});

describe('every piece of text on the page is escaped', () => {
  // Through the app every message is our own text; the page builder is still the one place that
  // turns text into HTML, so it is checked with text that would break out of each spot.
  const HOSTILE = `Tom & Jerry's <script>alert("x")</script>`;

  async function servePage(...args: Parameters<typeof sendFormProblem> extends [unknown, ...infer Rest] ? Rest : never) {
    const app = express();
    app.get('/', (_req, res) => sendFormProblem(res, ...args));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return { status: res.status, html: await res.text() };
  }

  it('heading, message, field messages and the link back read exactly as given, and no markup gets through', async () => {
    const { status, html } = await servePage(422, `Message: ${HOSTILE}`, `/form/?a=1&b="2"'<x>`, { name: `Name: ${HOSTILE}` }, `Heading: ${HOSTILE}`);
    expect(status).toBe(422);
    const page = readPage(html);
    expect(page).toMatchObject({
      title: `Heading: ${HOSTILE}`,
      heading: `Heading: ${HOSTILE}`,
      paragraphs: [`Message: ${HOSTILE}`, BACK],
      items: [`Name: ${HOSTILE}`],
      back: [{ href: `/form/?a=1&b="2"'<x>`, text: 'open the form again' }],
      scripts: 0,
    });
    expect(html).toContain('Tom &amp; Jerry&#39;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('href="/form/?a=1&amp;b=&quot;2&quot;&#39;&lt;x&gt;"');
  });

  it('without a heading, the page says "Please check the form"', async () => {
    const { html } = await servePage(400, 'Check these', '/contact/');
    expect(readPage(html)).toMatchObject({ title: 'Please check the form', heading: 'Please check the form', lists: 0 });
  });
});

describe('checkboxes in a form post', () => {
  it.each([
    { sent: {}, stored: { transportation: false, backgroundCheck: false } },
    { sent: { transportation: 'on' }, stored: { transportation: true, backgroundCheck: false } },
    { sent: { transportation: 'on', backgroundCheck: 'yes' }, stored: { transportation: true, backgroundCheck: true } },
    { sent: { transportation: '' }, stored: { transportation: true, backgroundCheck: false } },
    { sent: { transportation: 'false', backgroundCheck: 'on' }, stored: { transportation: false, backgroundCheck: true } },
  ])('sent $sent: stored $stored', async ({ sent, stored }) => {
    const { app, store } = startApi();
    const res = await request(app)
      .post('/api/employee-application')
      .type('form')
      .send(encode({ ...validApplication(), ...sent }));
    expect(res.status).toBe(303);
    const [row] = await store.list('applications');
    expect(row?.data).toMatchObject(stored);
  });

  it('a JSON caller sending "false" as text gets a 400, not a silent false: the checkbox rule is for form posts only', async () => {
    const { app, store } = startApi();
    const res = await request(app).post('/api/employee-application').send(validApplication({ transportation: 'false' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ transportation: 'Must be true or false' });
    expect(await store.count('applications')).toBe(0);
  });
});
