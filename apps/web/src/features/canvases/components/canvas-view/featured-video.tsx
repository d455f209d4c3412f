import type { MediaItem } from '@canvas/shared';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { MediaImage } from '@/components/media/media-image';
import classes from './canvas-view.module.css';
import { MediaModal } from './media-modal';

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
  return (
    <>
      <button
        type="button"
        className={[classes.featuredVideo, className].filter(Boolean).join(' ')}
        onClick={() => setOpen(true)}
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
      <MediaModal
        item={open ? video : null}
        label={video.title || 'Featured video'}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
