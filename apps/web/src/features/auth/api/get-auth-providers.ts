import { type AuthProviders, authProvidersSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { authKeys } from './keys';

/** GET /api/auth/providers: Google and Facebook buttons appear only for configured providers. */
export async function getAuthProviders(): Promise<AuthProviders> {
  return authProvidersSchema.parse(await api.get(apiPaths.auth.providers(), { errorDisplay: 'inline' }));
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: authKeys.providers(), queryFn: getAuthProviders, staleTime: 5 * 60 * 1000 });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
