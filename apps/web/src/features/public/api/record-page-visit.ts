import type { PageVisitedInput } from '@canvas/shared';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/landing/page-visited; the server adds the visitor's ip. */
export async function recordPageVisit(visit: PageVisitedInput): Promise<void> {
  await api.post(apiPaths.landing.pageVisited(), visit, { errorDisplay: 'inline' });
}
