import type { ApplicantsQueryInput } from '@canvas/shared';

/** Query keys of the applicant pipeline: every list of an opportunity sits under `applicants(id)`. */
export const hiringKeys = {
  all: ['hiring'] as const,
  applicants: (opportunityId: number) => [...hiringKeys.all, 'applicants', opportunityId] as const,
  applicantsPage: (query: ApplicantsQueryInput) =>
    [...hiringKeys.applicants(query.id), 'page', query] as const,
  applicantsPages: (query: Omit<ApplicantsQueryInput, 'page'>) =>
    [...hiringKeys.applicants(query.id), 'pages', query] as const,
};
