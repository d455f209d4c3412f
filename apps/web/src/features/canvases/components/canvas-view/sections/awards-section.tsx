import type { Award } from '@canvas/shared';
import type { BadgeMatch } from '../../../api/match-badges';
import { AwardsList } from '../awards-list';
import { CANVAS_SECTIONS } from '../section-nav';
import { LiveHint, Section } from './section';

interface AwardsSectionProps {
  awards: Award[];
  /** The badges the awards earn (useBadgeMatches); empty while loading or when none match. */
  badges: BadgeMatch[];
  isLive: boolean;
}

/** Celebrations, certifications & awards. */
export function AwardsSection({ awards, badges, isLive }: AwardsSectionProps) {
  return (
    <Section
      id={CANVAS_SECTIONS.awards.id}
      eyebrow="Recognition"
      title="Celebrations, certifications & awards"
    >
      {awards.length > 0 ? (
        <AwardsList awards={awards} badges={badges} />
      ) : (
        <LiveHint isLive={isLive}>Celebrate your certifications and awards here.</LiveHint>
      )}
    </Section>
  );
}
