import type { PageVisitedInput } from '@canvas/shared';
import { apiPaths } from '@/app/paths';
import { api } from '@/lib/api-client';

/** POST /api/landing/page-visited; the server adds the visitor's ip. */
export async function recordPageVisit(visit: PageVisitedInput): Promise<void> {
  await api.post(apiPaths.landing.pageVisited, visit, { errorDisplay: 'inline' });
}
