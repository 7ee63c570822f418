// POST /api/employee-application (docs/requirements.md#calls-to-the-api).
import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { applicationSchemaFor } from '../../shared/forms.ts';
import type { Choice } from './choices.ts';
import { submissionRoutes } from '../http/submission.ts';
import { APPLICATION_RECEIVED, applicationService } from './service.ts';

export function applicationRoutes(api: Router, service: ReturnType<typeof applicationService>, limiter: RequestHandler, log: Logger, availability: readonly Choice[]) {
  const schema = applicationSchemaFor(availability.map((choice) => choice.value));
  const formPost = { successPath: '/careers/application-received/', formPath: '/careers/#apply', booleanFields: ['transportation', 'backgroundCheck'] };
  submissionRoutes(api, '/employee-application', { schema, successMessage: APPLICATION_RECEIVED, service, formPost }, limiter, log);
}
