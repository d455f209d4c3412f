import { okSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { getToken } from '@/lib/session';

/**
 * POST /api/auth/logout revokes the token on the server. Its failure is not shown: the user asked
 * to leave, and the local session is cleared either way. The token goes as the call's own, not
 * the session's, so a 401 (revoked already) does not open the re-login modal on the way out.
 */
export async function logout(): Promise<void> {
  okSchema.parse(
    await api.post(apiPaths.auth.logout(), undefined, { token: getToken(), errorDisplay: 'inline' }),
  );
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
