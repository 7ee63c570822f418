// POST /api/employee-application against the real app and a real SQLite file: every rule and
// exact message of docs/requirements.md#job-application, and the storage promise of
// docs/decisions.md#stored-before-acknowledged (201 only once stored; 400 and nothing stored).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api.ts';
import { validApplication } from '../helpers/api-fixtures.ts';

const PATH = '/api/employee-application';

// [field, a value breaking the rule, the exact message of docs/requirements.md#job-application]
const RULES: [string, unknown, string][] = [
  ['firstName', 'J', 'First name must be at least 2 characters'],
  ['lastName', 'A', 'Last name must be at least 2 characters'],
  ['email', 'jordan@', 'Please enter a valid email address'],
  ['phone', '555-0142', 'Please enter a valid phone number'],
  ['address', '12 M', 'Please enter your full address'],
  ['city', 'M', 'Please enter your city'],
  ['state', 'M', 'Please enter your state'],
  ['zipCode', '4838', 'Please enter a valid zip code'],
  ['experience', 'lots', 'Please select your experience level'],
  ['availability', 'sometimes', 'Please select your availability'],
  ['whyJoin', 'Need job', 'Please tell us why you want to join our team'],
];

describe('POST /api/employee-application', () => {
  it('stores a valid application and answers 201 with its id', async () => {
    const { app, store } = startApi();
    const res = await request(app).post(PATH).send(validApplication({ previousExperience: 'Two years at a hotel' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Thank you for your interest in joining our team. We'll review your application and get back to you soon.",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const [stored] = await store.list('applications');
    expect(stored?.id).toBe(res.body.id);
    expect(stored?.data).toEqual({
      ...validApplication(),
      previousExperience: 'Two years at a hotel',
      transportation: false,
      backgroundCheck: false,
    });
  });

  it.each(RULES)('rejects a bad %s with its message and stores nothing', async (field, value, message) => {
    const { app, store } = startApi();
    const res = await request(app).post(PATH).send(validApplication({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(await store.count('applications')).toBe(0);
  });

  it.each(RULES)('rejects a missing %s with the same message', async (field, _value, message) => {
    const { app } = startApi();
    const body = validApplication();
    delete body[field];
    const res = await request(app).post(PATH).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: message });
  });

  it('accepts each rule at its minimum length, after trimming surrounding white space', async () => {
    const { app, store } = startApi();
    const res = await request(app)
      .post(PATH)
      .send(
        validApplication({
          firstName: '  Jo ',
          lastName: 'Li',
          email: '  jo@example.com  ',
          phone: '2485550142',
          address: '1 Elm',
          city: 'Ox',
          state: 'MI',
          zipCode: '48381',
          whyJoin: ' 0123456789 ',
        }),
      );
    expect(res.status).toBe(201);
    const [stored] = await store.list('applications');
    expect(stored?.data).toMatchObject({ firstName: 'Jo', email: 'jo@example.com', whyJoin: '0123456789' });
  });

  it('counts length after trimming: white space alone does not satisfy a minimum', async () => {
    const { app } = startApi();
    const res = await request(app).post(PATH).send(validApplication({ firstName: ' J  ', whyJoin: '   short   ' }));
    expect(res.body.errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      whyJoin: 'Please tell us why you want to join our team',
    });
  });

  it('takes every experience and availability value, and rejects the empty option', async () => {
    const { app, store } = startApi();
    for (const experience of ['none', '1-2-years', '3-5-years', '5plus-years']) {
      for (const availability of ['full-time', 'part-time', 'weekends', 'flexible']) {
        const res = await request(app).post(PATH).send(validApplication({ experience, availability }));
        expect(res.status).toBe(201);
      }
    }
    expect(await store.count('applications')).toBe(16);
    const empty = await request(app).post(PATH).send(validApplication({ experience: '', availability: '' }));
    expect(empty.body.errors).toEqual({
      experience: 'Please select your experience level',
      availability: 'Please select your availability',
    });
  });

  it('stores booleans as given, defaults them to false, and rejects non-booleans', async () => {
    const { app, store } = startApi();
    await request(app).post(PATH).send(validApplication({ transportation: true, backgroundCheck: false })).expect(201);
    const [stored] = await store.list('applications');
    expect(stored?.data).toMatchObject({ transportation: true, backgroundCheck: false });
    const res = await request(app).post(PATH).send(validApplication({ transportation: 'yes' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ transportation: 'Must be true or false' });
  });

  it('keeps optional fields optional and stores blank ones as not given', async () => {
    const { app, store } = startApi();
    await request(app)
      .post(PATH)
      .send(validApplication({ previousExperience: '   ', references: 'Ms. Diaz, 248-555-0100', additionalInfo: '' }))
      .expect(201);
    const [stored] = await store.list('applications');
    expect(stored?.data.references).toBe('Ms. Diaz, 248-555-0100');
    expect(stored?.data).not.toHaveProperty('previousExperience');
    expect(stored?.data).not.toHaveProperty('additionalInfo');
  });

  it('puts a maximum length on every string field', async () => {
    const { app, store } = startApi();
    // Each field one character past its limit; together still under the 32 KB body limit.
    const limits: Record<string, number> = {
      firstName: 100, lastName: 100, phone: 30, address: 200, city: 100, state: 50, zipCode: 10,
      previousExperience: 2000, references: 2000, whyJoin: 5000, additionalInfo: 5000,
    };
    const res = await request(app)
      .post(PATH)
      .send(validApplication(Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, 'x'.repeat(max + 1)]))));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, `Must be at most ${max} characters`])),
    );
    const atLimit = await request(app)
      .post(PATH)
      .send(validApplication(Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, 'x'.repeat(max)]))));
    expect(atLimit.status).toBe(201);
    const email = await request(app).post(PATH).send(validApplication({ email: `${'a'.repeat(250)}@example.com` }));
    expect(email.body.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(await store.count('applications')).toBe(1);
  });

  it('rejects unknown fields by name', async () => {
    const { app, store } = startApi();
    const res = await request(app).post(PATH).send(validApplication({ salary: '90k', isAdmin: true } as never));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ salary: 'Unknown field', isAdmin: 'Unknown field' });
    expect(await store.count('applications')).toBe(0);
  });

  it('rejects a JSON body that is not an object', async () => {
    const { app } = startApi();
    const res = await request(app).post(PATH).set('Content-Type', 'application/json').send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ body: 'Expected a JSON object' });
  });
});
