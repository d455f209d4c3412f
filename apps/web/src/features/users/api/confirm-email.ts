import { type User, userResultSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { updateSessionUser } from '@/lib/session';

/** POST /api/user/confirm-email: the link sent to a new address applies the change. */
export async function confirmEmail(token: string): Promise<User> {
  const data = await api.post(
    apiPaths.user.confirmEmail(),
    { token },
    { errorDisplay: 'inline', token: null },
  );
  const { user } = userResultSchema.parse(data);
  updateSessionUser(user);
  return user;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
