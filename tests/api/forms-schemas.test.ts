// The shared form schemas (shared/forms.ts) as the API uses them, for what the length rules
// (form-field-limits.test.ts) and the body checks (forms-body-shape.test.ts) leave open: the choice fields' values and
// messages, the words the owner's e-mail uses for each choice, and optional answers stored as
// typed (trimmed) or not at all.
// Every module is imported inside the tests, not at the top of the file: a change that breaks
// shared/forms.ts as it loads then fails these tests, where a top-level import would fail the
// file before any test ran (which mutation testing cannot count as a caught bug).
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

/** The real app on a fresh SQLite file, loaded when the test asks for it. */
async function freshApi() {
  const [{ createApp }, { loadConfig }] = await Promise.all([import('../../api/app.ts'), import('../../api/config.ts')]);
  const dir = tempDirRemovedAfterTest('site-forms-');
  const api = createApp(loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000' }, { db: path.join(dir, 'site.db') }));
  cleanup(() => api.close());
  return api;
}

// Values and labels from docs/requirements.md#forms, written here rather than read from the module.
const EXPERIENCE = { none: 'No professional experience', '1-2-years': '1-2 years', '3-5-years': '3-5 years', '5plus-years': '5+ years' };
const AVAILABILITY = {
  'full-time': 'Full-time (40+ hours/week)',
  'part-time': 'Part-time (20-30 hours/week)',
  weekends: 'Weekends only',
  flexible: 'Flexible schedule',
};

describe('the form schemas', () => {
  it('load, and a valid application and message are stored through the real API', async () => {
    const { app, store } = await freshApi();
    expect((await request(app).post('/api/employee-application').send(validApplication())).status).toBe(201);
    expect((await request(app).post('/api/contact').send(validMessage())).status).toBe(201);
    expect(await store.count('applications')).toBe(1);
    expect(await store.count('messages')).toBe(1);
  });

  it('choices: each value of the spec is accepted; empty or unknown gets the field\'s own message', async () => {
    const { app, store } = await freshApi();
    for (const experience of Object.keys(EXPERIENCE)) {
      expect((await request(app).post('/api/employee-application').send(validApplication({ experience }))).status, experience).toBe(201);
    }
    for (const availability of Object.keys(AVAILABILITY)) {
      expect((await request(app).post('/api/employee-application').send(validApplication({ availability }))).status, availability).toBe(201);
    }
    for (const bad of ['', 'ten-years', 'Full-time (40+ hours/week)']) {
      const res = await request(app).post('/api/employee-application').send(validApplication({ experience: bad, availability: bad }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ experience: 'Please select your experience level', availability: 'Please select your availability' });
    }
    expect(await store.count('applications')).toBe(8);
  });

  it("the owner's e-mail names each choice in the form's words", async () => {
    const [{ applicationEmail }, { applicationSchema }] = await Promise.all([import('../../api/applications/service.ts'), import('../../shared/forms.ts')]);
    for (const [experience, words] of Object.entries(EXPERIENCE)) {
      const application = applicationSchema.parse(validApplication({ experience }));
      expect(applicationEmail(application, 'owner@example.com').text).toContain(`Experience: ${words}\n`);
    }
    for (const [availability, words] of Object.entries(AVAILABILITY)) {
      const application = applicationSchema.parse(validApplication({ availability }));
      expect(applicationEmail(application, 'owner@example.com').text).toContain(`Availability: ${words}\n`);
    }
  });

  it('optional answers are stored trimmed; white space only is stored as not given', async () => {
    const { app, store } = await freshApi();
    const sent = validApplication({ previousExperience: '  Two years with a hotel.  ', references: ' \t ', additionalInfo: 'Weekends too.' });
    expect((await request(app).post('/api/employee-application').send(sent)).status).toBe(201);
    const [row] = await store.list('applications');
    expect(row?.data).toEqual({ ...validApplication(), transportation: false, backgroundCheck: false, previousExperience: 'Two years with a hotel.', additionalInfo: 'Weekends too.' });
    expect(row?.data).not.toHaveProperty('references');
  });

  it('required answers are stored trimmed', async () => {
    const { app, store } = await freshApi();
    expect((await request(app).post('/api/contact').send(validMessage({ name: '  Casey Morgan ', subject: '\tDeep clean quote ' }))).status).toBe(201);
    const [row] = await store.list('messages');
    expect(row?.data).toEqual(validMessage());
  });
});
