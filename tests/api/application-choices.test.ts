// The application's availability choices are the business's (data/blocks/application-form.md,
// `choices.availability`): the API reads the copy file of its data folder (--data, else this
// project's data/) and accepts exactly those values; a data folder without the file gets the
// built-in list; a file the build would refuse stops the start, naming the file.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { availabilityChoices } from '../../api/applications/choices.ts';
import { applicationEmail } from '../../api/applications/service.ts';
import { DEFAULT_APPLICATION_FORM_COPY, loadConfig } from '../../api/config.ts';
import { applicationSchema } from '../../shared/forms.ts';
import { startApi, testConfig } from '../helpers/api.ts';
import { validApplication } from '../helpers/api-fixtures.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';
import { createApp } from '../../api/app.ts';

const PATH = '/api/employee-application';

/** A data folder whose application form offers `availability` (YAML lines under the key). */
function dataFolder(availability: string): string {
  const dir = tempDirRemovedAfterTest();
  const source = fs.readFileSync(DEFAULT_APPLICATION_FORM_COPY, 'utf8');
  const written = source.replace(/^ {2}availability:\n(?: {4}.*\n)+/m, `  availability:\n${availability}`);
  expect(written).not.toBe(source);
  fs.mkdirSync(path.join(dir, 'blocks'));
  fs.writeFileSync(path.join(dir, 'blocks', 'application-form.md'), written);
  return dir;
}

describe('availability choices from data', () => {
  it("accepts the business's own values, in its order, and refuses a built-in one it left out", async () => {
    const dir = dataFolder('    seasonal-only: Seasonal only (May to October)\n    full-time: Full-time\n');
    const config = loadConfig({}, { data: dir });
    expect(availabilityChoices(config.applicationFormCopyPath)).toEqual([
      { value: 'seasonal-only', label: 'Seasonal only (May to October)' },
      { value: 'full-time', label: 'Full-time' },
    ]);
    const { app, store } = startApi({ applicationFormCopyPath: config.applicationFormCopyPath });
    await request(app).post(PATH).send(validApplication({ availability: 'seasonal-only' })).expect(201);
    const refused = await request(app).post(PATH).send(validApplication({ availability: 'weekends' })).expect(400);
    expect(refused.body.errors).toEqual({ availability: 'Please select your availability' });
    expect((await store.list('applications')).map((row) => (row.data as { availability: string }).availability)).toEqual(['seasonal-only']);
  });

  it("labels the owner's e-mail with the business's own words", () => {
    const choices = [{ value: 'seasonal-only', label: 'Seasonal only (May to October)' }];
    const mail = applicationEmail({ ...applicationSchema.parse(validApplication()), availability: 'seasonal-only' }, 'owner@example.com', choices);
    expect(mail.text).toContain('Availability: Seasonal only (May to October)');
  });

  it('reads this project\'s data/ without --data, and the built-in list for a data folder without the file', async () => {
    expect(loadConfig({}).applicationFormCopyPath).toBe(DEFAULT_APPLICATION_FORM_COPY);
    const missing = path.join(tempDirRemovedAfterTest(), 'blocks', 'application-form.md');
    expect(availabilityChoices(missing).map((choice) => choice.value)).toEqual(['full-time', 'part-time', 'weekends', 'flexible']);
    const { app } = startApi({ applicationFormCopyPath: missing });
    await request(app).post(PATH).send(validApplication({ availability: 'weekends' })).expect(201);
  });

  it('stops the start on a choice the build would refuse, naming the file and the key', () => {
    const dir = dataFolder('    Seasonal Only: Seasonal only\n');
    const file = path.join(dir, 'blocks', 'application-form.md');
    expect(() => createApp(testConfig({ applicationFormCopyPath: file }))).toThrow(
      `${file}: choices.availability.Seasonal Only: a stored value is lower-case letters and digits joined by single hyphens (seasonal-only); fix it (the build names the same problem) and start again`,
    );
  });
});
