import { type Session, userSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * 'Back to admin' (spec 1 §2.2): the admin's own token was kept under 'adminToken' while they
 * acted as another user. Loading GET /api/user/info with it checks it is still valid and gives
 * the admin user to store with it.
 */
export async function restoreAdminSession(adminToken: string): Promise<Session> {
  const user = userSchema.parse(
    await api.get(apiPaths.user.info(), { token: adminToken, errorDisplay: 'inline' }),
  );
  return { access_token: adminToken, user };
}

export function useRestoreAdminSession() {
  return useMutation({ mutationFn: restoreAdminSession });
}
