import type { MediaItem } from '@canvas/shared';
import { ActionIcon, AspectRatio, Modal } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import { youTubeEmbedUrl } from './view-rules';
import classes from './work-carousel.module.css';

/** How far a finger moves sideways, more than up or down, to count as a swipe to the next item. */
export const VIEWER_SWIPE_MIN_PX = 40;

interface MediaModalProps {
  item: MediaItem | null;
  /** The item's name for assistive technology ('Photo 2 of 7', a title). */
  label: string;
  onClose: () => void;
  /** Shows the item before: a Previous button, the left arrow key and a swipe to the right. */
  onPrevious?: () => void;
  /** Shows the item after: a Next button, the right arrow key and a swipe to the left. */
  onNext?: () => void;
}

/** Keys that belong to what has the focus (a playing video seeks with the arrows). */
function keyBelongsToTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('video, iframe, input, textarea, [role="slider"]') !== null
  );
}

/**
 * A work photo at full size, or a video playing (an upload, or a YouTube link without cookies).
 * Among several, the visitor moves with a swipe, the arrow keys or the Previous / Next buttons.
 */
export function MediaModal({ item, label, onClose, onPrevious, onNext }: MediaModalProps) {
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const browsing = Boolean(onPrevious || onNext);

  useEffect(() => {
    if (item === null || !browsing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (keyBelongsToTarget(event.target)) return;
      const go = event.key === 'ArrowLeft' ? onPrevious : event.key === 'ArrowRight' ? onNext : undefined;
      if (!go) return;
      event.preventDefault();
      go();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [item, browsing, onPrevious, onNext]);

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < VIEWER_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    (dx < 0 ? onNext : onPrevious)?.();
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={label}
      size="auto"
      classNames={{ body: classes.modalBody }}
    >
      <div
        className={classes.viewerStage}
        data-browsing={browsing || undefined}
        data-testid="media-viewer-stage"
        onPointerDown={browsing ? onPointerDown : undefined}
        onPointerUp={browsing ? onPointerUp : undefined}
        onPointerCancel={() => {
          swipe.current = null;
        }}
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
            key={item.url}
            className={classes.modalMedia}
            src={item.url}
            poster={item.image}
            controls
            autoPlay
            playsInline
          />
        ) : item ? (
          <img
            key={item.url}
            className={classes.modalMedia}
            src={item.url}
            alt={item.title || label}
            draggable={false}
          />
        ) : null}
      </div>
      {browsing ? (
        <div className={classes.viewerControls}>
          <ActionIcon
            variant="default"
            size={44}
            aria-label="Previous"
            onClick={onPrevious}
            disabled={!onPrevious}
          >
            <IconChevronLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" size={44} aria-label="Next" onClick={onNext} disabled={!onNext}>
            <IconChevronRight size={20} aria-hidden="true" />
          </ActionIcon>
        </div>
      ) : null}
    </Modal>
  );
}
