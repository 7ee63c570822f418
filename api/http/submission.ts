// The pipeline shared by both public forms (docs/decisions.md#api-safety): JSON or form post only,
// body limit, rate limit, honeypot, validation, then the feature's own handler. Validation leaves
// the parsed value in res.locals.input so handlers never parse again. The rate limit comes after
// the body is read: junk that never reaches validation (415, 413, broken JSON) does
// not spend a real visitor's budget.
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import * as z from 'zod/mini';
import { fieldErrors, HONEYPOT_FIELD } from '../../shared/forms.ts';
import { bodyLimitFor } from './body-limit.ts';
import { askToRetryLater, clientError, HttpError, methodNotAllowed, sendError } from './errors.ts';
import { formPostBody, isFormPost, sendFormProblem, wantsPage, type FormPostOptions } from './form-post.ts';
import { idempotencyFor, KEY_REUSED, REPLAYED_HEADER, takeRequestedKey } from './idempotency.ts';
import { clientKey } from './rate-limit.ts';
import { DatabaseUnavailableError, type StoredUnderKey } from '../storage/types.ts';
import type { SubmissionService } from '../submissions.ts';

const requireFormBody: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json') && !isFormPost(req)) {
    return next(new HttpError(415, 'Send the form as JSON (Content-Type: application/json) or as a form post.'));
  }
  next();
};

// JSON is UTF-8 (RFC 8259 section 8.1). body-parser decodes any charset starting "utf-", so a
// body declared UTF-7 turned `+ADw-script+AD4-` into `<script>` after every check on the raw
// bytes; only UTF-8 (or no charset) is read.
const DECLARED_CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;
export const JSON_MUST_BE_UTF8 = 'JSON bodies must be UTF-8: send Content-Type: application/json; charset=utf-8, or no charset at all.';

const requireUtf8Json: RequestHandler = (req, _res, next) => {
  const charset = DECLARED_CHARSET.exec(req.headers['content-type'] ?? '')?.[1];
  if (req.is('application/json') && charset !== undefined && charset.toLowerCase() !== 'utf-8') return next(new HttpError(415, JSON_MUST_BE_UTF8));
  next();
};

/** More fields than any form has (both have under 20) is not a visitor's form. */
export const FORM_PARAMETER_LIMIT = 100;

const parseBody = (limit: number) => [express.json({ limit }), express.urlencoded({ extended: false, limit, parameterLimit: FORM_PARAMETER_LIMIT })];

// A lone UTF-16 surrogate (`"\ud800"` in JSON) is not text: stored, it becomes invalid UTF-8
// that exports and e-mail cannot carry. Paired surrogates are one character under /u.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function malformedText(body: unknown): Record<string, string> {
  const errors: Record<string, string> = Object.create(null);
  if (!body || typeof body !== 'object') return errors;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) errors[field] = 'Contains a character that is not valid text; please retype this answer';
  }
  return errors;
}

export function validateBody(schema: z.core.$ZodType, formPost?: FormPostOptions): RequestHandler {
  return (req, res, next) => {
    const posted = formPost && isFormPost(req);
    const result = z.safeParse(schema, posted ? formPostBody(req.body as Record<string, unknown>, formPost) : req.body);
    const badText = malformedText(req.body);
    if (!result.success || Object.keys(badText).length > 0) {
      const errors = Object.assign(result.success ? Object.create(null) : fieldErrors(result.error), badText);
      if (posted) return sendFormProblem(res, 400, 'Some answers need another look before we can send them:', formPost.formPath, errors);
      return sendError(res, 400, 'Please correct the highlighted fields and send the form again.', errors);
    }
    res.locals.input = result.data;
    next();
  };
}

/**
 * A bot that fills the hidden field gets the same 201 a person would, so it learns nothing, but
 * nothing is stored or e-mailed. A person never sees the field, so an empty value is removed
 * before the strict schema looks at the body.
 */
function honeypot(successMessage: string, log: Logger, formPost?: FormPostOptions): RequestHandler {
  return (req, res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && HONEYPOT_FIELD in body) {
      const value = body[HONEYPOT_FIELD];
      delete body[HONEYPOT_FIELD];
      if (typeof value !== 'string' || value.trim() !== '') {
        log.info({ path: req.path }, 'honeypot filled; submission dropped');
        if (formPost && isFormPost(req)) return res.redirect(303, formPost.successPath);
        return res.status(201).json({ success: true, message: successMessage, id: randomUUID() });
      }
    }
    next();
  };
}

export interface SubmissionRoute<T> {
  schema: z.core.$ZodType<T>;
  successMessage: string;
  /** stores the input and finds what an idempotency key already stored */
  service: SubmissionService<T>;
  /** accept plain HTML form posts too (visitors without JavaScript) */
  formPost?: FormPostOptions;
}

/** Refusals without field messages (413, 415, 422, 429, broken bodies) and outages (503) as a page for a browser's form post. */
const PAGE_HEADINGS: Record<number, string> = {
  413: 'Your answers are too long to send',
  415: 'This form could not be read',
  422: 'This form was already sent with other answers',
  429: 'Please wait a few minutes',
  503: 'Your answers could not be saved just now',
};

function pageForFormPost(formPost?: FormPostOptions): ErrorRequestHandler {
  return (error, req, res, next) => {
    const known = clientError(error);
    if (!formPost || !known || !wantsPage(req) || res.headersSent) return next(error);
    // A body over the size limit was not read to its end: close the connection rather than drain it.
    if ((error as { type?: unknown }).type === 'entity.too.large') res.setHeader('Connection', 'close');
    askToRetryLater(res, error);
    sendFormProblem(res, known[0], known[1], formPost.formPath, (error instanceof HttpError && error.errors) || {}, PAGE_HEADINGS[known[0]]);
  };
}

/** Takes the caller's idempotency key (header, or a form post's field) into res.locals.requestedKey. */
function requestedKey(formPost?: FormPostOptions): RequestHandler {
  return (req, res, next) => {
    res.locals.requestedKey = takeRequestedKey(req, Boolean(formPost && isFormPost(req)));
    next();
  };
}

/**
 * Stores the submission once per idempotency key (api/http/idempotency.ts): a key already stored
 * with the same answers gets the first answer again, with other answers a 422. Two posts with
 * one key at the same moment both miss the lookup; the unique index lets one row in, and the
 * other, refused, finds that row and answers from it.
 */
function storeOnce<T>(route: SubmissionRoute<T>): RequestHandler {
  return async (req, res) => {
    const formPost = Boolean(route.formPost && isFormPost(req));
    const input = res.locals.input as T & object;
    const { store, lookUp, derived } = idempotencyFor(res.locals.requestedKey as string | undefined, input, formPost && { visitor: clientKey(req) });
    const answer = (id: string, replayed: boolean) => {
      if (replayed && !derived) res.setHeader(REPLAYED_HEADER, 'true');
      if (formPost && route.formPost) return res.redirect(303, route.formPost.successPath);
      res.status(201).json({ success: true, message: route.successMessage, id });
    };
    const earlier = async () => {
      for (const key of lookUp) {
        const found = await route.service.stored(key);
        if (found) return found;
      }
    };
    const replay = (found: StoredUnderKey) => {
      if (found.fingerprint !== store?.fingerprint) throw new HttpError(422, KEY_REUSED);
      answer(found.id, true);
    };

    const found = await earlier();
    if (found) return replay(found);
    let id: string;
    try {
      ({ id } = await route.service.submit(input, store));
    } catch (error) {
      // An outage is answered at once (503): looking again would only wait on it again.
      const stored = store && !(error instanceof DatabaseUnavailableError) && (await earlier());
      if (!stored) throw error;
      return replay(stored);
    }
    answer(id, false);
  };
}

export function submissionRoutes<T>(api: Router, path: string, route: SubmissionRoute<T>, limiter: RequestHandler, log: Logger): void {
  api
    .route(path)
    .post(
      requireFormBody,
      requireUtf8Json,
      ...parseBody(bodyLimitFor(route.schema)),
      limiter,
      requestedKey(route.formPost),
      honeypot(route.successMessage, log, route.formPost),
      validateBody(route.schema, route.formPost),
      storeOnce(route),
      pageForFormPost(route.formPost),
    )
    .all(methodNotAllowed('POST'));
}
