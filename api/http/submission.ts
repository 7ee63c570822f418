// The pipeline shared by both public forms (issue 4): JSON or form post only, body limit, rate
// limit, honeypot, validation, then the feature's own handler. Validation leaves the parsed value
// in res.locals.input so handlers never parse again (STYLE.md, "API"). The rate limit comes after
// the body is read (issue 16): junk that never reaches validation (415, 413, broken JSON) does
// not spend a real visitor's budget.
import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import * as z from 'zod/mini';
import { fieldErrors, HONEYPOT_FIELD } from '../../shared/forms.ts';
import { bodyLimitFor } from './body-limit.ts';
import { askToRetryLater, clientError, HttpError, methodNotAllowed, sendError } from './errors.ts';
import { formPostBody, isFormPost, sendFormProblem, wantsPage, type FormPostOptions } from './form-post.ts';

const requireFormBody: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json') && !isFormPost(req)) {
    return next(new HttpError(415, 'Send the form as JSON (Content-Type: application/json) or as a form post.'));
  }
  next();
};

const parseBody = (limit: number) => [express.json({ limit }), express.urlencoded({ extended: false, limit, parameterLimit: 100 })];

// A lone UTF-16 surrogate (`"\ud800"` in JSON) is not text: stored, it becomes invalid UTF-8
// that exports and e-mail cannot carry (issue 16). Paired surrogates are one character under /u.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function malformedText(body: unknown): Record<string, string> {
  const errors: Record<string, string> = Object.create(null);
  if (!body || typeof body !== 'object') return errors;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) errors[field] = 'Contains a character that is not valid text; please retype this answer';
  }
  return errors;
}

export function validate(schema: z.core.$ZodType, formPost?: FormPostOptions): RequestHandler {
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
  /** Stores the input; resolves with its id once it is committed. */
  submit(input: T): Promise<{ id: string }>;
  /** accept plain HTML form posts too (visitors without JavaScript) */
  formPost?: FormPostOptions;
}

/** Refusals before validation (413, 415, 429, broken bodies) and outages (503) as a page for a browser's form post. */
const PAGE_HEADINGS: Record<number, string> = {
  413: 'Your answers are too long to send',
  415: 'This form could not be read',
  429: 'Please wait a few minutes',
  503: 'Your answers could not be saved just now',
};

function pageForFormPost(formPost?: FormPostOptions): ErrorRequestHandler {
  return (error, req, res, next) => {
    const known = clientError(error);
    if (!formPost || !known || !wantsPage(req) || res.headersSent) return next(error);
    // The body was not read to its end: close the connection rather than drain it.
    if (known[0] === 413) res.setHeader('Connection', 'close');
    askToRetryLater(res, error);
    sendFormProblem(res, known[0], known[1], formPost.formPath, {}, PAGE_HEADINGS[known[0]]);
  };
}

export function submissionRoutes<T>(api: Router, path: string, route: SubmissionRoute<T>, limiter: RequestHandler, log: Logger): void {
  api
    .route(path)
    .post(
      requireFormBody,
      ...parseBody(bodyLimitFor(route.schema)),
      limiter,
      honeypot(route.successMessage, log, route.formPost),
      validate(route.schema, route.formPost),
      (async (req, res) => {
        const { id } = await route.submit(res.locals.input as T);
        if (route.formPost && isFormPost(req)) return res.redirect(303, route.formPost.successPath);
        res.status(201).json({ success: true, message: route.successMessage, id });
      }) satisfies RequestHandler,
      pageForFormPost(route.formPost),
    )
    .all(methodNotAllowed('POST'));
}
