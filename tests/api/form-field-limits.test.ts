// Both sides of every length rule of the two forms (docs/requirements.md#forms): the shortest
// value accepted and one character less refused with the field's own message, the longest
// accepted and one more refused. The numbers are written here from the requirements, not read from
// shared/forms.ts, so a rule changed there fails here. Through the real API, so the 400 answer a
// visitor's browser shows is what is checked.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { applicationSchema, contactSchema, HONEYPOT_FIELD } from '../../shared/forms.ts';
import { startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

interface Rule {
  field: string;
  min: number;
  max: number;
  /** message for a value below min */
  short?: string;
}

const APPLICATION: Rule[] = [
  { field: 'firstName', min: 2, max: 100, short: 'First name must be at least 2 characters' },
  { field: 'lastName', min: 2, max: 100, short: 'Last name must be at least 2 characters' },
  { field: 'phone', min: 10, max: 30, short: 'Please enter a valid phone number' },
  { field: 'address', min: 5, max: 200, short: 'Please enter your full address' },
  { field: 'city', min: 2, max: 100, short: 'Please enter your city' },
  { field: 'state', min: 2, max: 50, short: 'Please enter your state' },
  { field: 'zipCode', min: 5, max: 10, short: 'Please enter a valid zip code' },
  { field: 'whyJoin', min: 10, max: 5000, short: 'Please tell us why you want to join our team' },
  // optional free text: nothing is the shortest
  { field: 'previousExperience', min: 0, max: 2000 },
  { field: 'references', min: 0, max: 2000 },
  { field: 'additionalInfo', min: 0, max: 5000 },
];

const CONTACT: Rule[] = [
  { field: 'name', min: 1, max: 100, short: 'Full name is required' },
  { field: 'phone', min: 10, max: 30, short: 'Valid phone number is required' },
  { field: 'subject', min: 1, max: 200, short: 'Subject is required' },
  { field: 'message', min: 10, max: 5000, short: 'Message must be at least 10 characters' },
];

const FORMS = [
  { name: 'application', path: '/api/employee-application', rules: APPLICATION, valid: validApplication, table: 'applications' as const },
  { name: 'contact', path: '/api/contact', rules: CONTACT, valid: validMessage, table: 'messages' as const },
];

const of = (length: number) => 'x'.repeat(length);

describe.each(FORMS)('$name form: both sides of each length rule', ({ path, rules, valid, table }) => {
  it.each(rules)('$field: $min to $max characters', async ({ field, min, max, short }) => {
    const { app, store } = startApi();
    const post = (value: string) => request(app).post(path).send(valid({ [field]: value }));

    for (const length of [Math.max(min, 1), max]) {
      const res = await post(of(length));
      expect(res.status, `${field} of ${length} characters: ${JSON.stringify(res.body)}`).toBe(201);
    }
    const accepted = await store.count(table);

    if (min > 0) {
      const tooShort = await post(of(min - 1));
      expect(tooShort.status).toBe(400);
      expect(tooShort.body.errors).toEqual({ [field]: short });
      // white space does not count: the minimum is measured after trimming
      const padded = await post(`  ${of(min - 1)}  `);
      expect(padded.body.errors).toEqual({ [field]: short });
    }
    const tooLong = await post(of(max + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ [field]: `Must be at most ${max} characters` });
    // the maximum is measured after trimming too
    expect((await post(` ${of(max)} `)).status).toBe(201);
    expect(await store.count(table)).toBe(accepted + 1);
  });
});

describe('e-mail addresses', () => {
  // 254 characters is the most SMTP carries (RFC 5321)
  const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it.each([
    ['application', applicationSchema, 'Please enter a valid email address'],
    ['contact', contactSchema, 'Valid email address is required'],
  ] as const)('%s: up to 254 characters, and a real address', (name, schema, message) => {
    const base = name === 'application' ? validApplication() : validMessage();
    const parse = (email: string) => schema.safeParse({ ...base, email });
    expect(parse(address(254)).success).toBe(true);
    expect(parse(address(255)).error?.issues.map((i) => i.message)).toEqual([message]);
    for (const bad of ['casey.example.com', 'casey@', '@example.com', '']) {
      expect(parse(bad).error?.issues[0]?.message, bad).toBe(message);
    }
  });
});

describe('choices and checkboxes of the application', () => {
  const parse = (overrides: Record<string, unknown>) => applicationSchema.safeParse(validApplication(overrides));
  const messageFor = (overrides: Record<string, unknown>) => parse(overrides).error?.issues[0]?.message;

  it('takes each experience and availability value of the spec, and nothing else', () => {
    for (const experience of ['none', '1-2-years', '3-5-years', '5plus-years']) expect(parse({ experience }).success, experience).toBe(true);
    for (const availability of ['full-time', 'part-time', 'weekends', 'flexible']) expect(parse({ availability }).success, availability).toBe(true);
    for (const bad of ['', '6-years', 'None']) {
      expect(messageFor({ experience: bad })).toBe('Please select your experience level');
      expect(messageFor({ availability: bad })).toBe('Please select your availability');
    }
  });

  it('defaults both checkboxes to false and takes only booleans', () => {
    expect(parse({}).data).toMatchObject({ transportation: false, backgroundCheck: false });
    expect(parse({ transportation: true, backgroundCheck: true }).data).toMatchObject({ transportation: true, backgroundCheck: true });
    expect(messageFor({ transportation: 'yes' })).toBe('Must be true or false');
    expect(messageFor({ backgroundCheck: 1 })).toBe('Must be true or false');
  });

  it('turns white-space-only optional text into nothing, and refuses unknown fields', () => {
    expect(parse({ references: '   ' }).data?.references).toBeUndefined();
    expect(parse({ references: ' two refs ' }).data?.references).toBe('two refs');
    expect(parse({ [HONEYPOT_FIELD]: '' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
