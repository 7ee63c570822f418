// The pipeline shared by both public forms (issue 4): rate limit, JSON only, body limit, honeypot,
// validation, then the feature's own handler. Validation leaves the parsed value in
// res.locals.input so handlers never parse again (STYLE.md, "API").
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import * as z from 'zod/mini';
import { fieldErrors, HONEYPOT_FIELD } from '../../shared/forms.ts';
import { methodNotAllowed, sendError } from './errors.ts';
import { formPostBody, isFormPost, sendFormProblem, type FormPostOptions } from './form-post.ts';

export const BODY_LIMIT = '32kb';

const requireFormBody: RequestHandler = (req, res, next) => {
  if (!req.is('application/json') && !isFormPost(req)) {
    return sendError(res, 415, 'Send the form as JSON (Content-Type: application/json) or as a form post.');
  }
  next();
};

const parseBody = [express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 100 })];

export function validate(schema: z.core.$ZodType, formPost?: FormPostOptions): RequestHandler {
  return (req, res, next) => {
    const posted = formPost && isFormPost(req);
    const result = z.safeParse(schema, posted ? formPostBody(req.body as Record<string, unknown>, formPost) : req.body);
    if (!result.success) {
      const errors = fieldErrors(result.error);
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

/**
 * Answers a submission refused before validation (the rate limit): a plain form post gets a page
 * with a way back to its form, as a browser without JavaScript can show nothing else; JSON
 * callers get the JSON error.
 */
export function refuseSubmission(req: Request, res: Response, status: number, message: string, heading: string): void {
  const formPost = res.locals.formPost as FormPostOptions | undefined;
  if (formPost && isFormPost(req)) return sendFormProblem(res, status, message, formPost.formPath, {}, heading);
  sendError(res, status, message);
}

export function submissionRoutes<T>(api: Router, path: string, route: SubmissionRoute<T>, limiter: RequestHandler, log: Logger): void {
  api
    .route(path)
    .post(
      (_req, res, next) => {
        res.locals.formPost = route.formPost; // for refuseSubmission, should the limiter refuse
        next();
      },
      limiter,
      requireFormBody,
      ...parseBody,
      honeypot(route.successMessage, log, route.formPost),
      validate(route.schema, route.formPost),
      async (req, res) => {
        const { id } = await route.submit(res.locals.input as T);
        if (route.formPost && isFormPost(req)) return res.redirect(303, route.formPost.successPath);
        res.status(201).json({ success: true, message: route.successMessage, id });
      },
    )
    .all(methodNotAllowed('POST'));
}
