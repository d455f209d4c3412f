import type { MediaItem } from '@canvas/shared';
import { AspectRatio, Modal } from '@mantine/core';
import { youTubeEmbedUrl } from './view-rules';
import classes from './work-carousel.module.css';

interface MediaModalProps {
  item: MediaItem | null;
  /** The item's name for assistive technology ('Photo 2 of 7', a title). */
  label: string;
  onClose: () => void;
}

/** A work photo at full size, or a video playing (an upload, or a YouTube link without cookies). */
export function MediaModal({ item, label, onClose }: MediaModalProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={label}
      size="auto"
      classNames={{ body: classes.modalBody }}
    >
      {item?.youtubeId ? (
        <AspectRatio ratio={16 / 9} className={classes.modalVideo}>
          <iframe
            src={youTubeEmbedUrl(item.youtubeId)}
            title={label}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </AspectRatio>
      ) : item?.video ? (
        // Work videos have no caption track: they are the owner's own silent or music clips.
        // biome-ignore lint/a11y/useMediaCaption: user-uploaded portfolio clips come without captions.
        <video
          className={classes.modalMedia}
          src={item.url}
          poster={item.image}
          controls
          autoPlay
          playsInline
        />
      ) : item ? (
        <img className={classes.modalMedia} src={item.url} alt={item.title || label} />
      ) : null}
    </Modal>
  );
}
