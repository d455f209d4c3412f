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
  /** A business or school calls the section 'Awards'. */
  title?: string;
}

/** Celebrations, certifications & awards. */
export function AwardsSection({
  awards,
  badges,
  isLive,
  title = 'Celebrations, certifications & awards',
}: AwardsSectionProps) {
  return (
    <Section id={CANVAS_SECTIONS.awards.id} eyebrow="Recognition" title={title}>
      {awards.length > 0 ? (
        <AwardsList awards={awards} badges={badges} />
      ) : (
        <LiveHint isLive={isLive}>Celebrate your certifications and awards here.</LiveHint>
      )}
    </Section>
  );
}
