import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/opportunity/addview: counts a view. Inline: a failed count is not the reader's concern.
 * Its answer ({ counted }) is not read, so the view-count island of the server-rendered page
 * (issue 24) loads no schema code.
 */
export async function addOpportunityView(id: number): Promise<void> {
  await api.post(apiPaths.opportunity.addView(), { id }, { errorDisplay: 'inline' });
}
