import { opportunityViewResultSchema } from '@canvas/shared';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/opportunity/addview: counts a view. Inline: a failed count is not the reader's concern. */
export async function addOpportunityView(id: number): Promise<boolean> {
  const result = opportunityViewResultSchema.parse(
    await api.post(apiPaths.opportunity.addView(), { id }, { errorDisplay: 'inline' }),
  );
  return result.counted;
}
