import { type Invitation, invitationSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { invitationKeys } from './keys';

/**
 * GET /api/canvas/school/invited?code=: what an emailed invitation is for. Signed in with the
 * invited email, the same call attaches the caller to the location and answers `accepted`. The page
 * shows an invalid or expired code itself, so the failure is inline.
 */
export async function getInvitation(code: string, signal?: AbortSignal): Promise<Invitation> {
  return invitationSchema.parse(
    await api.get(apiPaths.canvas.invited(), { query: { code }, errorDisplay: 'inline', signal }),
  );
}

/** Keyed by who asks as well: the answer (pending or accepted) depends on the signed-in user. */
export const invitationQueryOptions = (code: string, userId: number | null) =>
  queryOptions({
    queryKey: invitationKeys.detail(code, userId),
    queryFn: ({ signal }) => getInvitation(code, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInvitation(code: string) {
  const { user, status } = useSession();
  const userId = status === 'signedIn' ? (user?.id ?? 0) : null;
  return useQuery({ ...invitationQueryOptions(code, userId), enabled: code.trim() !== '' });
}
