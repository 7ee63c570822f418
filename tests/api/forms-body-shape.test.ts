// Edges of the shared form schemas (shared/forms.ts) that the length rules do not reach, through
// the real API: a value that is not text gets the field's own message (not zod's generic one), a
// body that is not an object is named as such, and the honeypot is the field named `website`
// (written here, not imported, so renaming it in the module fails this test). Nothing is stored.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

describe('a value that is not text', () => {
  const application = { path: '/api/employee-application', valid: validApplication, table: 'applications' as const };
  const contact = { path: '/api/contact', valid: validMessage, table: 'messages' as const };
  it.each([
    { ...application, field: 'firstName', message: 'First name must be at least 2 characters' },
    { ...application, field: 'email', message: 'Please enter a valid email address' },
    { ...application, field: 'previousExperience', message: 'Must be text' },
    { ...contact, field: 'phone', message: 'Valid phone number is required' },
    { ...contact, field: 'email', message: 'Valid email address is required' },
  ])("$path $field: a number gets the field's own message", async ({ path, valid, table, field, message }) => {
    const { app, store } = startApi();
    const res = await request(app).post(path).send(valid({ [field]: 12345678901 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(await store.count(table)).toBe(0);
  });

  it('an e-mail address is measured after trimming', async () => {
    const { app, store } = startApi();
    const res = await request(app).post('/api/contact').send(validMessage({ email: '  casey@example.com  ' }));
    expect(res.status).toBe(201);
    const [stored] = await store.list('messages');
    expect(stored?.data).toMatchObject({ email: 'casey@example.com' });
    // 254 characters and padding: accepted, as the padding is not part of the address
    const long = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect((await request(app).post('/api/contact').send(validMessage({ email: ` ${long} ` }))).status).toBe(201);
  });
});

describe('a body that is not an object', () => {
  it.each([['/api/contact'], ['/api/employee-application']])('%s: a JSON array is a 400 naming the body', async (path) => {
    const { app, store } = startApi();
    const res = await request(app).post(path).set('Content-Type', 'application/json').send('[1, 2]');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ body: 'Expected a JSON object' });
    expect(await store.count('messages')).toBe(0);
    expect(await store.count('applications')).toBe(0);
  });
});

describe('the honeypot field is "website"', () => {
  it.each([['/api/contact', validMessage, 'messages' as const], ['/api/employee-application', validApplication, 'applications' as const]])(
    '%s: filled, the answer looks like success and nothing is stored; empty, the submission is stored',
    async (path, valid, table) => {
      const { app, store } = startApi();
      const bot = await request(app).post(path).send(valid({ website: 'http://spam.example' } as Record<string, unknown>));
      expect(bot.status).toBe(201);
      expect(bot.body).toMatchObject({ success: true });
      expect(await store.count(table)).toBe(0);
      const person = await request(app).post(path).send(valid({ website: '' } as Record<string, unknown>));
      expect(person.status).toBe(201);
      expect(await store.count(table)).toBe(1);
    },
  );
});
