import { MEMBER_COUNT_TEXT } from '@canvas/shared';
import { defineIsland } from '@/lib/define-island';
import { formatCount } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { useUserCount } from '../api/get-user-count';

/**
 * How many members Canvas has (GET /api/user/count), with the marketing default until it loads:
 * one count everywhere, from the database (issue 26). A campaign's own claim is only its default.
 * Its own component: when the count arrives only this text re-renders, not the page around it.
 */
export function MemberCount({ fallback = MEMBER_COUNT_TEXT }: { fallback?: string }) {
  const hydrated = useHydrated();
  const { data: count } = useUserCount();
  return <>{!hydrated || count === undefined ? fallback : formatCount(count)}</>;
}

/** The count inside a prerendered page's text (an inline island). */
export const MemberCountIsland = defineIsland('member-count', MemberCount, 'span');
