import type { MediaItem } from '@canvas/shared';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { MediaImage } from '@/components/media/media-image';
import classes from '../canvas-view.module.css';
import { MediaModal } from '../media-modal';
import { CANVAS_SECTIONS } from '../section-nav';
import { LiveHint, Section } from './section';

interface AboutSectionProps {
  description: string;
  featuredVideo: MediaItem | null;
  isLive: boolean;
}

/** About me: the owner's description and the featured video, which plays in a modal. */
export function AboutSection({ description, featuredVideo, isLive }: AboutSectionProps) {
  const [featuredOpen, setFeaturedOpen] = useState(false);
  return (
    <Section id={CANVAS_SECTIONS.about.id} eyebrow="Hello" title="About me">
      {description ? (
        <div className={classes.prose}>{description}</div>
      ) : (
        <LiveHint isLive={isLive}>Tell visitors who you are and what you love to create.</LiveHint>
      )}
      {featuredVideo ? (
        <>
          <button
            type="button"
            className={classes.featuredVideo}
            onClick={() => setFeaturedOpen(true)}
            aria-label={`Play ${featuredVideo.title || 'featured video'}`}
          >
            {featuredVideo.youtubeId || featuredVideo.image ? (
              <MediaImage
                item={featuredVideo}
                alt=""
                className={classes.coverImage}
                sizes="(min-width: 64em) 760px, 100vw"
              />
            ) : (
              <video
                className={classes.coverImage}
                src={`${featuredVideo.url}#t=0.1`}
                preload="metadata"
                muted
                playsInline
              />
            )}
            <span className={classes.featuredPlay} aria-hidden="true">
              <IconPlayerPlayFilled size={26} />
            </span>
          </button>
          <MediaModal
            item={featuredOpen ? featuredVideo : null}
            label={featuredVideo.title || 'Featured video'}
            onClose={() => setFeaturedOpen(false)}
          />
        </>
      ) : null}
    </Section>
  );
}
