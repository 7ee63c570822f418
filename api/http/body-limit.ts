// The body limit of a form endpoint, measured from its schema (docs/decisions.md#body-limits-from-the-schemas): any submission whose
// answers are within their maximum lengths fits, whatever its alphabet or encoding, and nothing
// much larger is read. The worst case per UTF-16 code unit is a three-byte UTF-8 character sent
// form-encoded (`%E4%B8%AD`, 9 bytes); JSON is at most 6 (`\u4e2d`, as clients that escape every
// non-ASCII character send it). A fixed guess in kilobytes would turn away a long letter in Cyrillic.
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '../../shared/forms.ts';

const WORST_BYTES_PER_CHAR = 9;
// Quotes, colon, comma or `&` and `=`, a line break and indentation of pretty-printed JSON.
const PER_FIELD_BYTES = 16;

interface Def {
  type: string;
  in?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  entries?: Record<string, string>;
  shape?: Record<string, { _zod: { def: Def } }>;
}

/** The longest text a field accepts, in UTF-16 code units (string length). */
function maxChars(def: Def, field: string): number {
  if (def.type === 'pipe' && def.in) return maxChars(def.in._zod.def, field);
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) return maxChars(def.innerType._zod.def, field);
  if (def.type === 'boolean') return 'false'.length;
  if (def.type === 'enum' && def.entries) return Math.max(...Object.values(def.entries).map((v) => v.length));
  const max = def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
  if (def.type === 'string' && max !== undefined) return max;
  throw new Error(`body limit: field "${field}" (${def.type}) has no maximum length; give it one in shared/forms.ts`);
}

// An idempotency key is at most 255 visible ASCII characters, 3 bytes each percent-encoded.
const IDEMPOTENCY_KEY_BYTES = 255 * 3;

/** Bytes: every field at its longest in the costliest encoding, plus the honeypot and key fields. */
export function bodyLimitFor(schema: { _zod: { def: unknown } }): number {
  const shape = (schema._zod.def as Def).shape ?? {};
  let bytes = 2 + HONEYPOT_FIELD.length + PER_FIELD_BYTES + IDEMPOTENCY_FIELD.length + PER_FIELD_BYTES + IDEMPOTENCY_KEY_BYTES;
  for (const [field, value] of Object.entries(shape)) bytes += field.length + PER_FIELD_BYTES + maxChars(value._zod.def, field) * WORST_BYTES_PER_CHAR;
  return Math.ceil(bytes / 1024) * 1024;
}
