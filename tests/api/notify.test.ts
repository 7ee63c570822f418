// E-mail notification through the outbox (docs/decisions.md#the-outbox), against a real SMTP server on loopback:
// delivery, escaping of every visitor-typed value, retry with back-off, and no loss across a
// restart while the mail server is down.
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applicationEmail } from '../../api/applications/service.ts';
import { escapeHtml } from '../../api/notify/email.ts';
import { retryDelay } from '../../api/notify/worker.ts';
import { messageEmail } from '../../api/contact/service.ts';
import { applicationSchema, contactSchema, CONTROL_CHARACTER_MESSAGE } from '../../shared/forms.ts';
import { smtpSink, startApi, testConfig } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { waitFor } from '../helpers/wait.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

const FAST_OUTBOX = { pollMs: 50, baseDelayMs: 50, maxDelayMs: 200 };
const OWNER = 'owner@example.com';

/** The decoded text of a raw MIME message (quoted-printable soft breaks and escapes undone). */
function decodeMime(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function outboxRows(dbPath: string) {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT attempts, sent_at, last_error FROM outbox').all() as { attempts: number; sent_at: number | null; last_error: string | null }[];
  } finally {
    db.close();
  }
}

describe('notification e-mail', () => {
  it('e-mails each application to NOTIFY_TO with the visitor as Reply-To', async () => {
    const smtp = await smtpSink();
    const { app } = startApi({ notify: { smtpUrl: smtp.url, to: OWNER }, outbox: FAST_OUTBOX });
    await request(app).post('/api/employee-application').send(validApplication()).expect(201);
    await waitFor(() => smtp.mails.length > 0, 10_000, 'the e-mail');
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual([OWNER]);
    const text = decodeMime(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Job application: Jordan Avery/m);
    expect(text).toMatch(/^Reply-To: jordan.avery@example.com/m);
    expect(text).toContain('Experience: 1-2 years');
    expect(text).toContain('Availability: Part-time (20-30 hours/week)');
  });

  it('escapes every visitor-typed value in the HTML part', async () => {
    const smtp = await smtpSink();
    const { app } = startApi({ notify: { smtpUrl: smtp.url, to: OWNER }, outbox: FAST_OUTBOX });
    const hostile = '<img src=x onerror="alert(1)"> & <script>steal()</script>';
    await request(app)
      .post('/api/contact')
      .send(validMessage({ name: `Eve <b>Bold</b>`, message: hostile }))
      .expect(201);
    await waitFor(() => smtp.mails.length > 0, 10_000, 'the e-mail');
    const [mail] = smtp.mails;
    const text = decodeMime(mail?.raw ?? '');
    const html = text.slice(text.indexOf('<!doctype html>'));
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;steal()&lt;/script&gt;');
    expect(html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(mail?.to).toEqual([OWNER]);
  });

  it('keeps a newline in the subject from smuggling in a header: refused at the door, flattened by the builder', async () => {
    const injected = 'Hi\r\nBcc: victim@example.com';
    const { app } = startApi();
    const res = await request(app).post('/api/contact').send(validMessage({ subject: injected }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ subject: CONTROL_CHARACTER_MESSAGE });
    const mail = messageEmail(contactSchema.parse(validMessage()), OWNER);
    expect(messageEmail({ ...contactSchema.parse(validMessage()), subject: injected }, OWNER).subject).toBe('Website message: Hi Bcc: victim@example.com');
    expect(mail.subject).toBe('Website message: Deep clean quote');
  });

  it('escapes in the builder too, for every field of an application', () => {
    const evil = '<x>"\'&';
    const mail = applicationEmail(
      {
        ...applicationSchema.parse(validApplication()),
        firstName: evil,
        whyJoin: evil,
        references: evil,
        transportation: true,
        backgroundCheck: false,
      },
      OWNER,
    );
    expect(mail.html).not.toContain(evil);
    expect(mail.html.split(escapeHtml(evil)).length - 1).toBe(3);
    expect(escapeHtml(evil)).toBe('&lt;x&gt;&quot;&#39;&amp;');
  });

  it('retries a failed send with back-off until the server takes it', async () => {
    const smtp = await smtpSink({ failFirst: 2 });
    const { app, config } = startApi({ notify: { smtpUrl: smtp.url, to: OWNER }, outbox: FAST_OUTBOX });
    await request(app).post('/api/contact').send(validMessage()).expect(201);
    await waitFor(() => smtp.mails.length === 1, 10_000, 'delivery after retries');
    expect(smtp.attempts()).toBe(3);
    await waitFor(() => outboxRows(config.dbPath)[0]?.sent_at !== null, 5000, 'the outbox row marked sent');
    expect(outboxRows(config.dbPath)).toEqual([{ attempts: 3, sent_at: expect.any(Number), last_error: null }]);
    expect([1, 2, 3, 4, 10].map((n) => retryDelay(n, 50, 200))).toEqual([50, 100, 200, 200, 200]);
  });

  it('keeps the e-mail across a restart while the mail server is down, then sends it', async () => {
    const dbPath = path.join(tempDirRemovedAfterTest(), 'site.db');
    // Port 9 on loopback: nothing listens, the connection is refused.
    const down = createApp(testConfig({ dbPath, notify: { smtpUrl: 'smtp://127.0.0.1:9', to: OWNER }, outbox: FAST_OUTBOX }));
    await request(down.app).post('/api/employee-application').send(validApplication()).expect(201);
    await waitFor(() => outboxRows(dbPath)[0]?.last_error, 5000, 'a failed attempt');
    await down.close();
    expect(outboxRows(dbPath)[0]?.sent_at).toBeNull();

    const smtp = await smtpSink();
    const up = createApp(testConfig({ dbPath, notify: { smtpUrl: smtp.url, to: OWNER }, outbox: FAST_OUTBOX }));
    cleanup(() => up.close());
    await waitFor(() => smtp.mails.length === 1, 10_000, 'delivery after restart');
    expect(decodeMime(smtp.mails[0]?.raw ?? '')).toContain('Job application: Jordan Avery');
  });

  it('writes no outbox rows when notification is off', async () => {
    const { app, store } = startApi();
    await request(app).post('/api/contact').send(validMessage()).expect(201);
    expect((await store.check()).pendingNotifications).toBe(0);
  });
});
