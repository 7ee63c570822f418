// POST /api/employee-application (spec part 1 section 7).
import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { applicationSchema } from '../../shared/forms.ts';
import { submissionRoutes } from '../http/submission.ts';
import { APPLICATION_RECEIVED, applicationService } from './service.ts';

export function applicationRoutes(api: Router, service: ReturnType<typeof applicationService>, limiter: RequestHandler, log: Logger) {
  const formPost = { successPath: '/careers/application-received/', formPath: '/careers/#apply', booleanFields: ['transportation', 'backgroundCheck'] };
  submissionRoutes(api, '/employee-application', { schema: applicationSchema, successMessage: APPLICATION_RECEIVED, service, formPost }, limiter, log);
}
