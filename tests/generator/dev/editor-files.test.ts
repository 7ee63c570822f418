// The files editors and spreadsheets write beside the one being edited are no data: `site dev`
// rebuilds for none of them (dev.test.ts saves some beside a real edit on the running command).
import { describe, expect, it } from 'vitest';
import { isEditorTemporary } from '../../../generator/dev/dev.ts';

describe('isEditorTemporary', () => {
  it('swap, backup and lock files, sed -i and vim write tests, hidden files', () => {
    for (const name of ['.seo-keywords.csv.swp', '.home.md.swx', 'home.md~', '#home.md#', '.#home.md', '.~lock.seo-keywords.csv#', '~$seo-keywords.xlsx', 'sedHQ4cHb', '4913', 'cities.csv.tmp', 'pages/.home.md.swp']) {
      expect(isEditorTemporary(name), name).toBe(true);
    }
  });

  it('never a data file', () => {
    for (const name of ['seo-keywords.csv', 'home.md', 'pages/home.md', 'business.json', 'novi.jpg', 'sedona.md', 'services.csv', 'cities']) {
      expect(isEditorTemporary(name), name).toBe(false);
    }
  });
});
