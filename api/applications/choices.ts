// The availability choices the API accepts: the business's own, read from the copy file the form
// shows them from (data/blocks/application-form.md, `choices.availability`), so the form and the
// API offer the same list. A data folder without that file (one older than the file) gets the
// built-in list; a file the build would refuse stops the API at start, naming the file.
import fs from 'node:fs';
import matter from 'gray-matter';
import { AVAILABILITY_OPTIONS } from '../../shared/forms.ts';
import { ownChoices } from '../../shared/model/copy/application-form.ts';

export interface Choice {
  value: string;
  label: string;
}

/** The choices of `file` (a data folder's blocks/application-form.md), else the built-in ones. */
export function availabilityChoices(file: string | undefined): readonly Choice[] {
  if (!file || !fs.existsSync(file)) return AVAILABILITY_OPTIONS;
  const data = matter(fs.readFileSync(file, 'utf8'), {}).data as { choices?: { availability?: unknown } };
  const parsed = ownChoices.safeParse(data.choices?.availability);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`${file}: choices.availability${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message}; fix it (the build names the same problem) and start again`);
  }
  return Object.entries(parsed.data).map(([value, label]) => ({ value, label }));
}
