import type { MediaItem } from '@canvas/shared';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type PointerEvent, useRef, useState } from 'react';
import { MediaImage } from '@/components/media/media-image';
import { MediaModal } from './media-modal';
import { chunk, showsCarouselArrows } from './view-rules';
import classes from './work-carousel.module.css';

interface WorkCarouselProps {
  items: MediaItem[];
  /** Items per slide: 3 on wide layouts, 1 on mobile (spec 2 §9). */
  perSlide: number;
  label?: string;
  /** `wide` draws 16:9 tiles (a row of videos); the default suits work photos. */
  shape?: 'default' | 'wide';
}

const SWIPE_MIN_PX = 40;

function itemLabel(item: MediaItem, position: number, count: number): string {
  if (item.title) return item.title;
  return `${item.video ? 'Video' : 'Photo'} ${position} of ${count}`;
}

/**
 * The work photos and videos, a slide at a time. Arrows (and dots) show when there is more than
 * one slide; a swipe moves too. A photo opens full size, a video plays, in a modal.
 */
export function WorkCarousel({ items, perSlide, label = 'My work', shape = 'default' }: WorkCarouselProps) {
  const slides = chunk(items, Math.max(1, perSlide));
  const [requested, setIndex] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const swipeStart = useRef<number | null>(null);
  // After a resize there can be fewer slides than the one that was showing.
  const index = Math.min(requested, Math.max(0, slides.length - 1));
  const hasArrows = showsCarouselArrows(items.length, perSlide);
  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), slides.length - 1));

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_MIN_PX) go(index + (distance < 0 ? 1 : -1));
  };

  const openedItem = opened === null ? null : (items[opened] ?? null);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={classes.carousel}
      data-shape={shape === 'wide' ? 'wide' : undefined}
    >
      <div className={classes.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, slideIndex) => {
            const isCurrent = slideIndex === index;
            return (
              <ul
                // Slides are a fixed partition of the items; their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={slideIndex}
                aria-roledescription="slide"
                aria-label={`Slide ${slideIndex + 1} of ${slides.length}`}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
                className={classes.slide}
                data-per-slide={perSlide}
              >
                {slide.map((item, itemIndex) => {
                  const position = slideIndex * perSlide + itemIndex;
                  const name = itemLabel(item, position + 1, items.length);
                  return (
                    <li key={`${item.url}-${position}`} className={classes.item}>
                      <button
                        type="button"
                        className={classes.tile}
                        onClick={() => setOpened(position)}
                        aria-label={item.video ? `Play ${name}` : `Open ${name}`}
                        data-testid="work-item"
                      >
                        <WorkTile item={item} alt={name} />
                        {item.video ? (
                          <span className={classes.play} aria-hidden="true">
                            <IconPlayerPlayFilled size={22} />
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            );
          })}
        </div>
      </div>
      {hasArrows ? (
        <div className={classes.controls}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
            disabled={index === 0}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <div className={classes.dots}>
            {slides.map((_slide, slideIndex) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
                key={slideIndex}
                type="button"
                className={classes.dot}
                data-active={slideIndex === index || undefined}
                aria-label={`Go to slide ${slideIndex + 1}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => go(slideIndex)}
              />
            ))}
          </div>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next slide"
            onClick={() => go(index + 1)}
            disabled={index >= slides.length - 1}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </div>
      ) : null}
      <MediaModal
        item={openedItem}
        label={openedItem && opened !== null ? itemLabel(openedItem, opened + 1, items.length) : ''}
        onClose={() => setOpened(null)}
        onPrevious={opened !== null && opened > 0 ? () => setOpened(opened - 1) : undefined}
        onNext={opened !== null && opened < items.length - 1 ? () => setOpened(opened + 1) : undefined}
      />
    </section>
  );
}

function WorkTile({ item, alt }: { item: MediaItem; alt: string }) {
  if (item.video && !item.youtubeId && !item.image) {
    // An uploaded clip without a poster: its first frame stands in.
    return <video className={classes.media} src={`${item.url}#t=0.1`} preload="metadata" muted playsInline />;
  }
  return <MediaImage item={item} alt={alt} className={classes.media} sizes="(min-width: 64em) 280px, 90vw" />;
}
