// What a missing or renamed field should hold, read from its schema, so that "jobsDone: is
// required" says what to write there: its shape ("a whole number") and, where the schema carries
// one (`fieldExamples`), an example. A key the data format renamed says its new name instead of
// reading as two unrelated problems (an unknown key, a missing one).
import type { z } from 'zod';
import { fieldExamples } from '../../shared/model/cells.ts';

const CATEGORIES_MOVE = 'moved under categories: in blocks/why-us.md, one entry per category of services.csv (id, heading, label, artwork, reasons)';

/** Keys the data format renamed, per file: old name -> new name (paths joined with dots), or
 * where a moved key went (a sentence). */
export const RENAMED_FIELDS: Record<string, Record<string, string>> = {
  'business.json': { homesCleaned: 'jobsDone', 'artwork.residentialService': CATEGORIES_MOVE, 'artwork.commercialService': CATEGORIES_MOVE },
  'application-form.md': { 'labels.previousCleaning': 'labels.previousExperience', 'hints.previousCleaning': 'hints.previousExperience' },
  'why-us.md': { commercialReasons: CATEGORIES_MOVE },
  'services-index.md': { residentialHeading: CATEGORIES_MOVE, commercialHeading: CATEGORIES_MOVE },
  'city-hub.md': { 'moreServices.residential': CATEGORIES_MOVE, 'moreServices.commercial': CATEGORIES_MOVE },
};

/** What a renamed or moved key's message says. */
export const renamedMessage = (now: string): string => (now.includes(' ') ? now : `renamed to "${now.split('.').at(-1)}": rename the key, keeping its value`);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema a value is checked by, unwrapped from optional, default, pipe and the like; with the
 * wrappers met on the way, where an example may be registered. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; layers: z.ZodType[] } {
  const layers = [schema];
  let inner = schema;
  for (let def = defOf(inner); def.innerType ?? (def.type === 'pipe' ? def.in : undefined); def = defOf(inner)) {
    inner = (def.innerType ?? def.in)!;
    layers.push(inner);
  }
  return { inner, layers };
}

/** The field schema at `path` of `schema`, or undefined. */
function fieldAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current).inner);
    current = def.type === 'object' ? def.shape?.[String(key)] : def.type === 'array' ? def.element : undefined;
  }
  return current;
}

function shape(schema: z.ZodType): string {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  const format = (inner as unknown as { format?: string }).format;
  switch (def.type) {
    case 'string':
      return format === 'email' ? 'an e-mail address' : format === 'url' ? 'an https:// address' : 'text';
    case 'number':
      return format === 'safeint' || format === 'int32' ? 'a whole number' : 'a number';
    case 'boolean':
      return 'true or false';
    case 'enum':
      return `one of ${Object.values(def.entries ?? {}).slice(0, 6).join(', ')}${Object.keys(def.entries ?? {}).length > 6 ? ', ...' : ''}`;
    case 'array':
      return `a list of ${def.element ? plural(shape(def.element)) : 'values'}`;
    case 'object':
      return `a group of fields: ${Object.entries(def.shape ?? {}).map(([key, field]) => (defOf(field).type === 'optional' ? `${key} (optional)` : key)).join(', ')}`;
    default:
      return 'a value';
  }
}
const plural = (text: string) => text.replace(/^an? /, '').replace(/^(text)$/, 'texts').replace(/^(group of fields)/, 'groups of fields').replace(/^(whole number|number|e-mail address|https:\/\/ address)$/, '$1s');

/** "a whole number, for example 2400": what the field at `path` holds. */
export function fieldHelp(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  const field = fieldAt(schema, path);
  if (!field) return undefined;
  const example = unwrap(field).layers.map((layer) => fieldExamples.get(layer)?.example).find((found) => found !== undefined);
  return example === undefined ? shape(field) : `${shape(field)}, for example ${example}`;
}

/** What a copy file's missing key holds, where "is required" alone does not say it: a group of
 * fields or a list (their names), or a field with an example; a missing line of text says enough. */
export function copyFieldHelp(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  const field = fieldAt(schema, path);
  if (!field) return undefined;
  const { inner, layers } = unwrap(field);
  const nested = ['object', 'array'].includes(defOf(inner).type);
  return nested || layers.some((layer) => fieldExamples.get(layer)) ? fieldHelp(schema, path) : undefined;
}

/** The top-level fields of a copy file's or JSON file's schema, with their schemas. */
export function fields(schema: z.ZodType): [string, z.ZodType][] {
  const def = defOf(unwrap(schema).inner);
  return def.type === 'object' ? Object.entries(def.shape ?? {}) : [];
}

export const fieldNames = (schema: z.ZodType): string[] => fields(schema).map(([name]) => name);
