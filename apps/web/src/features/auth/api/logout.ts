import { okSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * POST /api/auth/logout revokes the token on the server. Its failure is not shown: the user asked
 * to leave, and the local session is cleared either way.
 */
export async function logout(): Promise<void> {
  okSchema.parse(await api.post(apiPaths.auth.logout, undefined, { errorDisplay: 'inline' }));
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
