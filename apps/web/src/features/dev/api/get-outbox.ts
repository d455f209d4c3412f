import { type OutboxList, outboxListSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { devKeys } from './keys';

/** GET /api/dev/outbox: emails and texts kept by the embedded outbox, newest first (not in production). */
export async function getOutbox(to: string): Promise<OutboxList> {
  const data = await api.get(apiPaths.dev.outbox(), {
    query: { to: to.trim() || undefined, limit: 100 },
    errorDisplay: 'inline',
  });
  return outboxListSchema.parse(data);
}

export const outboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: devKeys.outbox(to),
    queryFn: () => getOutbox(to),
    retry: false,
  });

export function useOutbox(to: string) {
  return useQuery(outboxQueryOptions(to));
}
