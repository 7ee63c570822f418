// Plain HTML form posts (visitors without JavaScript): the same endpoints take
// application/x-www-form-urlencoded, validate with the same schema, store the same rows, and
// answer the browser with a redirect to a confirmation page or a page listing what to fix.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const encode = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

describe('form posts without JavaScript', () => {
  it('stores a contact message and redirects to the thank-you page', async () => {
    const { app, store } = startApi();
    const res = await request(app).post('/api/contact').type('form').send(encode({ ...validMessage(), website: '' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/thank-you/');
    const [stored] = await store.list('messages');
    expect(stored?.data).toEqual(validMessage());
  });

  it('stores an application with its checkboxes and redirects to the confirmation page', async () => {
    const { app, store } = startApi();
    // a checked box is sent as "on"; an unchecked one is not sent at all
    const body = encode({ ...validApplication(), previousExperience: '', references: '', additionalInfo: '', transportation: 'on', website: '' });
    const res = await request(app).post('/api/employee-application').type('form').send(body);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/careers/application-received/');
    const [stored] = await store.list('applications');
    expect(stored?.data).toEqual({ ...validApplication(), transportation: true, backgroundCheck: false });
  });

  it('answers a rejected form with a page listing every message, and stores nothing', async () => {
    const { app, store } = startApi();
    const res = await request(app).post('/api/contact').type('form').send(encode(validMessage({ email: 'casey.example.com', message: 'Hi <b>' })));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<li>Valid email address is required</li>');
    expect(res.text).toContain('<li>Message must be at least 10 characters</li>');
    expect(res.text).toContain('<a href="/contact/">open the form again</a>');
    expect(res.text).not.toMatch(/<script/i);
    expect(await store.count('messages')).toBe(0);
  });

  it('sends a filled honeypot to the same confirmation page as a person, storing nothing', async () => {
    const { app, store } = startApi();
    const res = await request(app).post('/api/contact').type('form').send(encode({ ...validMessage(), website: 'http://spam.example' }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/thank-you/');
    const application = await request(app)
      .post('/api/employee-application')
      .type('form')
      .send(encode({ ...validApplication(), website: 'http://spam.example' }));
    expect(application.status).toBe(303);
    expect(application.headers.location).toBe('/careers/application-received/');
    expect(await store.count('messages')).toBe(0);
    expect(await store.count('applications')).toBe(0);
  });

  it('still answers JSON callers with JSON', async () => {
    const { app } = startApi();
    const res = await request(app).post('/api/contact').send(validMessage({ name: '' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { name: 'Full name is required' } });
  });
});
