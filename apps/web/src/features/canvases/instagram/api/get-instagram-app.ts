import { type InstagramApp, instagramAppSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { instagramKeys } from './keys';

/** GET /api/instagram/app/: whether Connect is offered (an Instagram app or the demo is configured). */
export async function getInstagramApp(): Promise<InstagramApp> {
  return instagramAppSchema.parse(await api.get(apiPaths.instagram.app(), { errorDisplay: 'inline' }));
}

export const instagramAppQueryOptions = () =>
  queryOptions({ queryKey: instagramKeys.app(), queryFn: getInstagramApp, staleTime: 10 * 60 * 1000 });

export function useInstagramApp() {
  return useQuery(instagramAppQueryOptions());
}
