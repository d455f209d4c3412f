import type { MediaItem } from '@canvas/shared';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { MediaImage } from '@/components/media/media-image';
import { defineIsland } from '@/lib/define-island';
import classes from './canvas-view.module.css';

// The player loads when the video is first played.
const MediaModal = lazy(() => import('./media-modal').then((module) => ({ default: module.MediaModal })));

interface FeaturedVideoProps {
  video: MediaItem;
  /** The `sizes` of its poster (how wide the frame is drawn). */
  sizes?: string;
  className?: string;
}

/** The featured video's poster with a play button; it plays in a modal (an upload or a YouTube link). */
export function FeaturedVideo({
  video,
  sizes = '(min-width: 64em) 760px, 100vw',
  className,
}: FeaturedVideoProps) {
  const [open, setOpen] = useState(false);
  const [played, setPlayed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={[classes.featuredVideo, className].filter(Boolean).join(' ')}
        onClick={() => {
          setPlayed(true);
          setOpen(true);
        }}
        aria-label={`Play ${video.title || 'featured video'}`}
      >
        {video.youtubeId || video.image ? (
          <MediaImage item={video} alt="" className={classes.coverImage} sizes={sizes} />
        ) : (
          <video
            className={classes.coverImage}
            src={`${video.url}#t=0.1`}
            preload="metadata"
            muted
            playsInline
          />
        )}
        <span className={classes.featuredPlay} aria-hidden="true">
          <IconPlayerPlayFilled size={26} />
        </span>
      </button>
      {played ? (
        <Suspense fallback={null}>
          <MediaModal
            item={open ? video : null}
            label={video.title || 'Featured video'}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The featured video on the public page: its poster is markup, its player an island. */
export const FeaturedVideoIsland = defineIsland('canvas-featured-video', FeaturedVideo, 'form');
