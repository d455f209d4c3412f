import type { UserMatch, userSearchSchema, z } from '@canvas/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { countUse } from '../../lib/throttle';
import { searchUsersByNameOrEmail } from './team-queries';

/** Searches one account may run in an hour (the picker searches as its user types; 429 past it). */
export const USER_SEARCHES_PER_HOUR = 300;
/** The bounds the server keeps whatever `tactics` asks: at least 3 characters, at most 20 matches. */
const SHORTEST_KEYWORD = 3;
const MOST_RESULTS = 20;

/**
 * `PUT /api/user/search` (spec 1 §7, spec 2 §7): the coworker picker of My Team's 'Add coworker'.
 * `tactics` [shortest keyword, most results] (our reading of the spec's "bounds [2,20]" of the
 * school autocomplete; default [4,20]): a shorter keyword finds nobody. Verified accounts whose
 * name contains the keyword, or whose email is exactly it; a match carries its email only in the
 * second case, so nobody collects strangers' addresses by searching names.
 */
export async function searchUsers(
  db: Db,
  user: UserRow,
  input: z.output<typeof userSearchSchema>,
): Promise<UserMatch[]> {
  const use = await countUse(db, `user-search:${user.id}`, USER_SEARCHES_PER_HOUR, 60);
  if (!use.allowed)
    throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: use.retryAfterSeconds });
  const [shortest = SHORTEST_KEYWORD, most = MOST_RESULTS] = input.tactics;
  const keyword = input.keyword.trim();
  if (keyword.length < Math.max(shortest, SHORTEST_KEYWORD)) return [];
  const limit = Math.min(Math.max(most, 1), MOST_RESULTS);
  const rows = await searchUsersByNameOrEmail(db, keyword, limit, user.id);
  const typed = keyword.toLowerCase();
  return rows.map((row) => ({
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    email: row.email.toLowerCase() === typed ? row.email.toLowerCase() : null,
  }));
}
