import type { DataRightsRequestInput } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/user/requests. Spec 1 §8: any non-200 is rejected silently, so failures are marked
 * inline (no toast) and the form simply stays as it is.
 */
export async function submitDataRightsRequest(request: DataRightsRequestInput): Promise<void> {
  await api.post(apiPaths.user.requests(), request, { errorDisplay: 'inline' });
}

export function useSubmitDataRightsRequest() {
  return useMutation({ mutationFn: submitDataRightsRequest });
}
