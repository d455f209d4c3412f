import {
  apiErrorSchema,
  applicantStatusSchema,
  applicantsQuerySchema,
  applicantsResultSchema,
  businessStatisticsQuerySchema,
  businessStatisticsSchema,
  submittedToHiringManagerSchema,
  successSchema,
} from '@canvas/shared';
import { requireAuth } from '../../lib/auth-plugin';
import { type RouteModule, typed } from '../../lib/zod-app';
import {
  getApplicants,
  getBusinessStatistics,
  type HiringDeps,
  setApplicantStatus,
  setSubmittedFlag,
} from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
const tags = ['hiring'];

export const hiringRoutes: RouteModule = (app) => {
  const { database, jobs, config } = app.deps;
  const deps: HiringDeps = {
    db: database.db,
    jobs,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  };

  typed(app).post(
    '/api/opportunity/applicants',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "An opportunity's applicants (its poster canvas's editors): a page by name, status and sort, the stat cards and the median response time",
        body: applicantsQuerySchema,
        response: { 200: applicantsResultSchema, ...errors },
      },
    },
    (request) => getApplicants(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/opportunity/applicant-status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Move an applicant to a status (scores for contests); the candidate is notified, with a calendar invitation for the scheduled ones',
        body: applicantStatusSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    (request) => setApplicantStatus(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/opportunity/submitted-to-hiring-manager',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Platform admins: set an application's 'Submitted to Hiring Manager' flag",
        body: submittedToHiringManagerSchema,
        response: { 200: successSchema, ...errors },
      },
    },
    (request) => setSubmittedFlag(deps, requireAuth(request).user, request.body),
  );

  typed(app).post(
    '/api/canvas/business/statistics',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "A canvas's applications by stage over its opportunities (optionally one location's), its active opportunities and their views",
        body: businessStatisticsQuerySchema,
        response: { 200: businessStatisticsSchema, ...errors },
      },
    },
    (request) => getBusinessStatistics(deps, requireAuth(request).user, request.body),
  );
};
