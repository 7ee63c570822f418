// Posting a form to the API from an island (docs/requirements.md#calls-to-the-api): success only when the HTTP
// status is OK and the body says success: true. Everything else comes back as a failure the form
// can show: the server's message and per-field errors when it sent them, or a network failure.
import type { FieldErrors } from '../../shared/forms.ts';

export type SubmitOutcome =
  | { ok: true; message?: string }
  | { ok: false; network: false; status: number; message?: string; errors?: FieldErrors }
  | { ok: false; network: true };

interface ApiAnswer {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** A random key; randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The last unacknowledged post of each form: its answers and the Idempotency-Key it went with.
// Sending the very same answers again (the visitor pressing Send after a failure or a dropped
// connection) reuses the key, so the server stores them once even if the first post did arrive;
// changed answers are a new fill and get a new key (the old one with other answers would be a
// 422), and so does the next fill after a success.
const unacknowledged = new Map<string, { body: string; key: string }>();

function keyFor(url: string, body: string): string {
  const last = unacknowledged.get(url);
  if (last?.body === body) return last.key;
  const key = newKey();
  unacknowledged.set(url, { body, key });
  return key;
}

export async function submitForm(url: string, body: Record<string, unknown>): Promise<SubmitOutcome> {
  const json = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': keyFor(url, json) },
      credentials: 'include',
      body: json,
    });
  } catch {
    return { ok: false, network: true };
  }
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
  const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined;
  if (response.ok && answer.success === true) {
    unacknowledged.delete(url);
    return { ok: true, message };
  }
  const errors = answer.errors && typeof answer.errors === 'object' ? (answer.errors as FieldErrors) : undefined;
  return { ok: false, network: false, status: response.status, message, errors };
}

/** The honeypot's current value (shared/forms.ts): sent as typed, so the API can drop bots. */
export function honeypotValue(form: HTMLFormElement | null, name: string): string {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
