import type { MediaItem } from '@canvas/shared';
import classes from '../canvas-view.module.css';
import { FeaturedVideoIsland } from '../featured-video';
import { CANVAS_SECTIONS } from '../section-nav';
import { LiveHint, Section } from './section';

interface AboutSectionProps {
  description: string;
  featuredVideo: MediaItem | null;
  isLive: boolean;
}

/** About me: the owner's description and the featured video, which plays in a modal. */
export function AboutSection({ description, featuredVideo, isLive }: AboutSectionProps) {
  return (
    <Section id={CANVAS_SECTIONS.about.id} eyebrow="Hello" title="About me">
      {description ? (
        <div className={classes.prose}>{description}</div>
      ) : (
        <LiveHint isLive={isLive}>Tell visitors who you are and what you love to create.</LiveHint>
      )}
      {featuredVideo ? <FeaturedVideoIsland video={featuredVideo} /> : null}
    </Section>
  );
}
