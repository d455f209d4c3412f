import type { PageVisitedInput } from '@canvas/shared';
import { useEffect } from 'react';
import { apiPaths } from '@/app/paths';
import { api } from '@/lib/api-client';

/** POST /api/landing/page-visited; the server adds the visitor's ip. */
export async function recordPageVisit(visit: PageVisitedInput): Promise<void> {
  await api.post(apiPaths.landing.pageVisited, visit, { errorDisplay: 'inline' });
}

/**
 * Records one visit per page view for the admin reports. A failure is only logged: the visitor
 * came for the page, not for our statistics.
 */
export function useRecordPageVisit(visit: PageVisitedInput): void {
  const { page, source, rep } = visit;
  useEffect(() => {
    recordPageVisit({ page, source, rep }).catch((error: unknown) => {
      console.info('page visit not recorded', error);
    });
  }, [page, source, rep]);
}
