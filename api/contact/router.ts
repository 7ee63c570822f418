// POST /api/contact (docs/decisions.md#contact-messages-are-stored).
import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { contactSchema } from '../../shared/forms.ts';
import { submissionRoutes } from '../http/submission.ts';
import { MESSAGE_RECEIVED, messageService } from './service.ts';

export function contactRoutes(api: Router, service: ReturnType<typeof messageService>, limiter: RequestHandler, log: Logger) {
  const formPost = { successPath: '/thank-you/', formPath: '/contact/' };
  submissionRoutes(api, '/contact', { schema: contactSchema, successMessage: MESSAGE_RECEIVED, service, formPost }, limiter, log);
}
