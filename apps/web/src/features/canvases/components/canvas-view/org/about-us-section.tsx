import type { MediaItem } from '@canvas/shared';
import viewClasses from '../canvas-view.module.css';
import { FeaturedVideoIsland } from '../featured-video';
import { LiveHint, Section } from '../sections/section';
import { WorkCarouselIsland } from '../work-carousel';
import classes from './org-canvas-view.module.css';

interface AboutUsSectionProps {
  id: string;
  title: string;
  description: string;
  featuredVideo: MediaItem | null;
  /** Up to 9 additional videos, in the owner's order. */
  videos: MediaItem[];
  name: string;
  isLive: boolean;
}

/** About Us: the description beside the featured video, then the additional videos. */
export function AboutUsSection({
  id,
  title,
  description,
  featuredVideo,
  videos,
  name,
  isLive,
}: AboutUsSectionProps) {
  return (
    <Section id={id} eyebrow="Welcome" title={title}>
      <div className={classes.aboutGrid} data-has-video={featuredVideo ? true : undefined}>
        {description ? (
          <div className={viewClasses.prose}>{description}</div>
        ) : (
          <LiveHint isLive={isLive}>
            Tell visitors who you are, what you do and what makes you different.
          </LiveHint>
        )}
        {featuredVideo ? (
          <FeaturedVideoIsland
            video={featuredVideo}
            className={classes.aboutVideo}
            sizes="(min-width: 64em) 600px, 100vw"
          />
        ) : null}
      </div>
      {videos.length > 0 ? (
        <div className={classes.videos}>
          <h3 className={classes.subTitle}>Videos</h3>
          <WorkCarouselIsland items={videos} label={`${name || 'Our'} videos`} shape="wide" />
        </div>
      ) : null}
    </Section>
  );
}
