// Posting a form to the API from an island (spec part 1 section 7): success only when the HTTP
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

export async function submitForm(url: string, body: Record<string, unknown>): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, network: true };
  }
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
  const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined;
  if (response.ok && answer.success === true) return { ok: true, message };
  const errors = answer.errors && typeof answer.errors === 'object' ? (answer.errors as FieldErrors) : undefined;
  return { ok: false, network: false, status: response.status, message, errors };
}

/** The honeypot's current value (shared/forms.ts): sent as typed, so the API can drop bots. */
export function honeypotValue(form: HTMLFormElement | null, name: string): string {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
