// Control characters in an answer (NUL, ESC, BEL, DEL, the C1 range) are a 400 naming the field,
// on both engines (PostgreSQL cannot store NUL at all and answered 500; SQLite stored it), for the
// islands' JSON and for a plain form post alike, and they cost the visitor's rate-limit budget
// exactly what any other refused answer costs. Multi-line answers keep tab and line breaks.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/forms.ts';
import { startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const endpoints = [
  {
    path: '/api/contact',
    kind: 'messages' as const,
    valid: validMessage,
    oneLine: ['name', 'email', 'phone', 'subject'],
    multiLine: ['message'],
  },
  {
    path: '/api/employee-application',
    kind: 'applications' as const,
    valid: validApplication,
    oneLine: ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode'],
    multiLine: ['previousExperience', 'references', 'whyJoin', 'additionalInfo'],
  },
];

/** A valid answer for `field` with `inside` put in the middle of it. */
function spoiled(valid: Record<string, unknown>, field: string, inside: string): string {
  const value = String(valid[field] ?? 'Worked two years in hotel housekeeping');
  if (field === 'email') return value.replace('@', `${inside}@`);
  const middle = Math.ceil(value.length / 2);
  return `${value.slice(0, middle)}${inside}${value.slice(middle)}`;
}

const encode = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

/** What the `RateLimit` header (draft-8) says is left of the caller's budget. */
const remaining = (res: request.Response) => Number(/;\s*r=(\d+)/.exec(String(res.headers.ratelimit))?.[1]);

describe('control characters in an answer', () => {
  for (const { path, kind, valid, oneLine, multiLine } of endpoints) {
    it(`${path}: NUL, ESC, BEL, DEL or a C1 character in any field is a 400 naming that field, as JSON and as a form post`, async () => {
      const { app, store } = startApi();
      for (const field of [...oneLine, ...multiLine]) {
        for (const character of ['\u0000', '\u001b[2J', '\u0007', '\u007f', '\u009b']) {
          const body = { ...valid(), [field]: spoiled(valid(), field, character) };
          const json = await request(app).post(path).send(body);
          expect(json.status, `${field} ${JSON.stringify(character)}`).toBe(400);
          expect(json.body.errors).toEqual({ [field]: CONTROL_CHARACTER_MESSAGE });

          const form = await request(app).post(path).type('form').send(encode(body));
          expect(form.status, `${field} ${JSON.stringify(character)}, form post`).toBe(400);
          expect(form.headers['content-type']).toMatch(/^text\/html/);
          expect(form.text).toContain(`<li>${CONTROL_CHARACTER_MESSAGE}</li>`);
        }
      }
      expect(await store.count(kind)).toBe(0);
    });

    it(`${path}: a tab or line break inside a one-line field is refused; multi-line answers keep them`, async () => {
      const { app, store } = startApi();
      for (const field of oneLine) {
        const res = await request(app)
          .post(path)
          .send({ ...valid(), [field]: spoiled(valid(), field, '\t') });
        expect(res.body.errors, field).toEqual({ [field]: CONTROL_CHARACTER_MESSAGE });
      }
      const lines = Object.fromEntries(multiLine.map((field) => [field, `First line\r\nsecond\tline\nthird for ${field}`]));
      await request(app)
        .post(path)
        .send({ ...valid(), ...lines })
        .expect(201);
      const [stored] = await store.list(kind);
      expect(stored?.data).toMatchObject(lines);
    });
  }

  it('costs the rate-limit budget what any other refused answer costs', async () => {
    const { app } = startApi({ rateLimit: { max: 5, windowMs: 600_000 } });
    const ordinary = await request(app)
      .post('/api/contact')
      .send(validMessage({ phone: '555' }));
    expect(ordinary.status).toBe(400);
    const withNul = await request(app)
      .post('/api/contact')
      .send(validMessage({ subject: 'Quote\u0000' }));
    expect(withNul.status).toBe(400);
    const withNulForm = await request(app)
      .post('/api/contact')
      .type('form')
      .send(encode(validMessage({ name: 'Ca\u0000sey' })));
    expect(withNulForm.status).toBe(400);
    expect([remaining(ordinary), remaining(withNul), remaining(withNulForm)]).toEqual([4, 3, 2]);
  });
});
