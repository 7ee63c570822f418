// Plain HTML form posts, for visitors without JavaScript (or whose island failed to load): the
// contact and careers forms post application/x-www-form-urlencoded to the same endpoints. The
// same schema validates; success redirects (303) to a confirmation page of the built site, and a
// rejected form gets a short page listing each message with a way back. JSON callers are unchanged.
import type { Request, Response } from 'express';
import type { FieldErrors } from '../../shared/forms.ts';

export interface FormPostOptions {
  /** where a stored submission sends the browser (a page of the built site) */
  successPath: string;
  /** the page holding the form, for the "go back" link */
  formPath: string;
  /** checkboxes: present (any value) means true, absent means false */
  booleanFields?: readonly string[];
}

export const isFormPost = (req: Request) => req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/**
 * A browser navigating (a form post, or a form sent with another enctype) wants a page back, not
 * JSON (no visitor without JavaScript should meet a raw JSON 413, 415 or 429). The
 * islands' fetch sends JSON and accepts anything, so they keep getting JSON.
 */
export const wantsPage = (req: Request) => isFormPost(req) || req.accepts(['json', 'html']) === 'html';

/** A urlencoded body in the shape the JSON schema expects. */
export function formPostBody(body: Record<string, unknown>, options: FormPostOptions): Record<string, unknown> {
  const values: Record<string, unknown> = { ...body };
  for (const field of options.booleanFields ?? []) values[field] = field in body && body[field] !== 'false';
  return values;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A minimal, self-contained page (no script, no inline style: the API's CSP stays strict). */
export function sendFormProblem(
  res: Response,
  status: number,
  message: string,
  formPath: string,
  errors: FieldErrors = {},
  heading = 'Please check the form',
): void {
  const items = Object.values(errors)
    .map((text) => `<li>${escapeHtml(text)}</li>`)
    .join('');
  res
    .status(status)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body><main>` +
        `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ''}` +
        `<p>Use your browser's Back button to return to the form with everything you typed, or ` +
        `<a href="${escapeHtml(formPath)}">open the form again</a>.</p></main></body></html>`,
    );
}
