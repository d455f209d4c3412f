import { type CanvasSummary, myCanvasesResultSchema } from '@canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { opportunityKeys } from './keys';

const APPLICANT_TYPES = new Set(['student', 'professional']);

/** POST /api/canvas/my/canvases: the signed-in user's canvases they may apply with (spec 3 §5). */
export async function getMyApplicantCanvases(): Promise<CanvasSummary[]> {
  const { list } = myCanvasesResultSchema.parse(
    await api.post(apiPaths.canvas.mine(), { status: 'all' }, { errorDisplay: 'inline' }),
  );
  return list.filter((canvas) => APPLICANT_TYPES.has(canvas.type));
}

export function useMyApplicantCanvases(enabled: boolean) {
  return useQuery({
    queryKey: opportunityKeys.applicantCanvases(),
    queryFn: getMyApplicantCanvases,
    enabled,
  });
}
