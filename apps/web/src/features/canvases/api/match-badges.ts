import { type Award, badgeMatchResultSchema } from '@canvas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { badgeKeys } from './keys';

export type BadgeMatch = z.infer<typeof badgeMatchResultSchema>['matches'][number];

/**
 * POST /api/badges/match {awards[]} → {matches[]}. Spec 2 §8: a failure is silent (no badges), so
 * it never reaches the app's error toasts and answers an empty list instead.
 */
export async function matchBadges(awards: Pick<Award, 'title' | 'issuer'>[]): Promise<BadgeMatch[]> {
  if (awards.length === 0) return [];
  try {
    const body = { awards: awards.map(({ title, issuer }) => ({ title, issuer: issuer || undefined })) };
    return badgeMatchResultSchema.parse(
      await api.post(apiPaths.badges.match(), body, { errorDisplay: 'inline' }),
    ).matches;
  } catch {
    return [];
  }
}

export const badgeMatchQueryOptions = (awards: Pick<Award, 'title' | 'issuer'>[]) =>
  queryOptions({
    queryKey: badgeKeys.match(awards),
    queryFn: () => matchBadges(awards),
    staleTime: 10 * 60_000,
  });

/** `answered`: the matches the server already drew (a server-rendered page), so none is fetched. */
export function useBadgeMatches(
  awards: Pick<Award, 'title' | 'issuer'>[],
  enabled = true,
  answered?: BadgeMatch[],
) {
  return useQuery({
    ...badgeMatchQueryOptions(awards),
    enabled: enabled && awards.length > 0,
    initialData: answered,
  });
}
