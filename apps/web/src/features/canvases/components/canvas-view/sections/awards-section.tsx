import type { Award } from '@canvas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { defineIsland } from '@/lib/define-island';
import { useHydrated } from '@/lib/use-hydrated';
import { badgeKeys } from '../../../api/keys';
import { type BadgeMatch, useBadgeMatches } from '../../../api/match-badges';
import { AwardsList } from '../awards-list';
import { CANVAS_SECTIONS } from '../section-nav';
import { LiveHint, Section } from './section';

interface AwardsSectionProps {
  awards: Award[];
  isLive: boolean;
  /** Whether to ask for the awards' badges (not in the editor's preview of unsaved awards). */
  matchBadges: boolean;
  /** A business or school calls the section 'Awards'. */
  title?: string;
}

interface MatchedAwardsListProps {
  awards: Award[];
  matchBadges: boolean;
  /** The matches the server-rendered page was given (decision 035): drawn at once, not fetched. */
  badges?: BadgeMatch[];
}

/**
 * The awards wearing the badges they earn (matched by the API): a fetch of their own, so on the
 * public page the list is an island. A page the API renders comes with the matches, so the server
 * and the island's first render draw them alike; otherwise they show once hydrated, as the server
 * (a prerender) drew none.
 */
export function MatchedAwardsList({ awards, matchBadges, badges: answered }: MatchedAwardsListProps) {
  const hydrated = useHydrated();
  const badges = useBadgeMatches(awards, matchBadges, answered);
  return <AwardsList awards={awards} badges={answered || hydrated ? (badges.data ?? []) : []} />;
}

export const MatchedAwardsListIsland = defineIsland('canvas-awards', MatchedAwardsList);

/** Celebrations, certifications & awards. */
export function AwardsSection({
  awards,
  isLive,
  matchBadges,
  title = 'Celebrations, certifications & awards',
}: AwardsSectionProps) {
  // A page the API renders has them in its cache (entry-server seeds them) and hands them to the
  // island. In the app this is what the list's own query would read from the cache anyway.
  const answered = useQueryClient().getQueryData<BadgeMatch[]>(badgeKeys.match(awards));
  return (
    <Section id={CANVAS_SECTIONS.awards.id} eyebrow="Recognition" title={title}>
      {awards.length > 0 ? (
        <MatchedAwardsListIsland
          awards={awards}
          matchBadges={matchBadges}
          badges={matchBadges ? answered : undefined}
        />
      ) : (
        <LiveHint isLive={isLive}>Celebrate your certifications and awards here.</LiveHint>
      )}
    </Section>
  );
}
