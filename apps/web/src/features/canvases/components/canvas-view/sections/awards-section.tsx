import type { Award } from '@canvas/shared';
import { defineIsland } from '@/lib/define-island';
import { useHydrated } from '@/lib/use-hydrated';
import { useBadgeMatches } from '../../../api/match-badges';
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

/**
 * The awards wearing the badges they earn (matched by the API): a fetch of their own, so on the
 * public page the list is an island. The badges show once hydrated, as the server drew none.
 */
export function MatchedAwardsList({ awards, matchBadges }: { awards: Award[]; matchBadges: boolean }) {
  const hydrated = useHydrated();
  const badges = useBadgeMatches(awards, matchBadges);
  return <AwardsList awards={awards} badges={hydrated ? (badges.data ?? []) : []} />;
}

export const MatchedAwardsListIsland = defineIsland('canvas-awards', MatchedAwardsList);

/** Celebrations, certifications & awards. */
export function AwardsSection({
  awards,
  isLive,
  matchBadges,
  title = 'Celebrations, certifications & awards',
}: AwardsSectionProps) {
  return (
    <Section id={CANVAS_SECTIONS.awards.id} eyebrow="Recognition" title={title}>
      {awards.length > 0 ? (
        <MatchedAwardsListIsland awards={awards} matchBadges={matchBadges} />
      ) : (
        <LiveHint isLive={isLive}>Celebrate your certifications and awards here.</LiveHint>
      )}
    </Section>
  );
}
