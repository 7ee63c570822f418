// POST /api/contact: the contact rules and messages of docs/requirements.md#contact-form, stored
// and answered like an application (docs/decisions.md#contact-messages-are-stored).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api.ts';
import { validMessage } from '../helpers/api-fixtures.ts';

const PATH = '/api/contact';

const RULES: [string, unknown, string][] = [
  ['name', '   ', 'Full name is required'],
  ['email', 'casey.example.com', 'Valid email address is required'],
  ['phone', '555-0199', 'Valid phone number is required'],
  ['subject', '', 'Subject is required'],
  ['message', 'Call me', 'Message must be at least 10 characters'],
];

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, and answers 201 with its id', async () => {
    const { app, store } = startApi();
    const res = await request(app).post(PATH).send(validMessage({ name: '  Casey Morgan  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, id: expect.any(String) });
    expect(res.body.message).toMatch(/24 hours/);
    const [stored] = await store.list('messages');
    expect(stored).toMatchObject({ id: res.body.id, data: validMessage() });
  });

  it.each(RULES)('rejects a bad %s with its message and stores nothing', async (field, value, message) => {
    const { app, store } = startApi();
    const res = await request(app).post(PATH).send(validMessage({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { [field]: message } });
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(await store.count('messages')).toBe(0);
  });

  it('reports every missing field at once', async () => {
    const { app } = startApi();
    const res = await request(app).post(PATH).send({});
    expect(res.body.errors).toEqual(Object.fromEntries(RULES.map(([field, , message]) => [field, message])));
  });

  it('accepts the minimum lengths exactly and rejects unknown fields', async () => {
    const { app } = startApi();
    await request(app)
      .post(PATH)
      .send(validMessage({ name: 'C', phone: '2485550199', subject: 'Q', message: '0123456789' }))
      .expect(201);
    const res = await request(app).post(PATH).send(validMessage({ budget: 100 } as never));
    expect(res.body.errors).toEqual({ budget: 'Unknown field' });
  });
});
