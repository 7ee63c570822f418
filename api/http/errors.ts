// Every error leaves the API as JSON with the right status, never an HTML page or a stack trace
// (docs/decisions.md#api-safety: 400 malformed JSON, 415 wrong content type, 413 oversized body,
// 405 wrong method, 404 unknown path).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { FieldErrors } from '../../shared/forms.ts';
import { DatabaseUnavailableError } from '../storage/types.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const GENERIC_FAILURE =
  'There was an error submitting your form. Please try again or contact us directly.';

// body-parser marks its errors with a `type`; these become our own messages.
const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The form is larger than any answer it accepts; shorten the longest answers and send it again.'],
  'encoding.unsupported': [415, 'Unsupported content encoding.'],
  'charset.unsupported': [415, 'Unsupported charset; bodies must be UTF-8.'],
  // urlencoded's parameterLimit (api/http/submission.ts): read whole, but far more fields than a form has
  'parameters.too.many': [413, 'The form has far more fields than ours have; send it from the form on our site.'],
  'request.aborted': [400, 'The request was aborted.'],
  'request.size.invalid': [400, 'The request body does not match its Content-Length.'],
};

export const DATABASE_UNAVAILABLE =
  'We could not save your answers just now. Please try again in a minute, or call or text us instead.';
/** Seconds a client is asked to wait before sending again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;

export function sendError(res: Parameters<RequestHandler>[1], status: number, message: string, errors?: FieldErrors) {
  res.status(status).json(errors ? { success: false, message, errors } : { success: false, message });
}

/**
 * During a database outage the answer comes at once, asking the client to send again after
 * Retry-After seconds: nothing was acknowledged.
 */
export function askToRetryLater(res: Parameters<RequestHandler>[1], error: unknown): void {
  if (error instanceof DatabaseUnavailableError) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
}

/**
 * Status and message for a request's own fault (ours or body-parser's), or for a database
 * outage (503), or undefined.
 */
export function clientError(error: unknown): [number, string] | undefined {
  if (error instanceof HttpError) return [error.status, error.message];
  if (error instanceof DatabaseUnavailableError) return [503, DATABASE_UNAVAILABLE];
  const type = (error as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' ? BODY_ERRORS[type] : undefined;
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof DatabaseUnavailableError) {
      // An outage, logged as one (not as a failed request).
      log.warn({ reason: error.message, method: req.method, path: req.path }, 'database unavailable');
    }
    askToRetryLater(res, error);
    if (error instanceof HttpError) return sendError(res, error.status, error.message, error.errors);
    const known = clientError(error);
    if (known) return sendError(res, known[0], known[1]);
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500) return sendError(res, status, 'The request could not be processed.');
    // Log what failed (never the body: it holds personal data), answer without details.
    log.error({ err: error, method: req.method, path: req.path }, 'request failed');
    sendError(res, 500, GENERIC_FAILURE);
  };
}

export const notFound: RequestHandler = (req, res) => {
  sendError(res, 404, `There is no API endpoint at ${req.path}.`);
};

/** 405 with the Allow header, for a known path asked with another method. */
export function methodNotAllowed(...allowed: string[]): RequestHandler {
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  return (req, res) => {
    res.setHeader('Allow', allow.join(', '));
    sendError(res, 405, `${req.method} is not allowed here; use ${allowed.join(' or ')}.`);
  };
}
