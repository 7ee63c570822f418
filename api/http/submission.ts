// The pipeline shared by both public forms (issue 4): rate limit, JSON only, body limit, honeypot,
// validation, then the feature's own handler. Validation leaves the parsed value in
// res.locals.input so handlers never parse again (STYLE.md, "API").
import { randomUUID } from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import * as z from 'zod/mini';
import { fieldErrors, HONEYPOT_FIELD } from '../../shared/forms.ts';
import { methodNotAllowed, sendError } from './errors.ts';

export const BODY_LIMIT = '32kb';

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.is('application/json')) return sendError(res, 415, 'Send the form as JSON (Content-Type: application/json).');
  next();
};

export function validate(schema: z.core.$ZodType): RequestHandler {
  return (req, res, next) => {
    const result = z.safeParse(schema, req.body);
    if (!result.success) {
      return sendError(res, 400, 'Please correct the highlighted fields and send the form again.', fieldErrors(result.error));
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
function honeypot(successMessage: string, log: Logger): RequestHandler {
  return (req, res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && HONEYPOT_FIELD in body) {
      const value = body[HONEYPOT_FIELD];
      delete body[HONEYPOT_FIELD];
      if (typeof value !== 'string' || value.trim() !== '') {
        log.info({ path: req.path }, 'honeypot filled; submission dropped');
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
}

export function submissionRoutes<T>(api: Router, path: string, route: SubmissionRoute<T>, limiter: RequestHandler, log: Logger): void {
  api
    .route(path)
    .post(
      limiter,
      requireJson,
      express.json({ limit: BODY_LIMIT }),
      honeypot(route.successMessage, log),
      validate(route.schema),
      async (_req, res) => {
        const { id } = await route.submit(res.locals.input as T);
        res.status(201).json({ success: true, message: route.successMessage, id });
      },
    )
    .all(methodNotAllowed('POST'));
}
