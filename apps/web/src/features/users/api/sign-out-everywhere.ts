import { okSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/auth/logout-everywhere: every session of the account ends, this one too. */
export async function signOutEverywhere(): Promise<void> {
  okSchema.parse(await api.post(apiPaths.auth.logoutEverywhere(), undefined));
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
