import type { MediaItem } from '@canvas/shared';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPlayFilled } from '@tabler/icons-react';
import { lazy, type PointerEvent, Suspense, useEffect, useRef, useState } from 'react';
import { MediaImage } from '@/components/media/media-image';
import { defineIsland } from '@/lib/define-island';
import { chunk, showsCarouselArrows, WORK_PER_SLIDE_COMPACT, WORK_PER_SLIDE_WIDE } from './carousel-rules';
import classes from './work-carousel.module.css';

// The viewer (Mantine's Modal, the video player) loads when a tile is first opened.
const MediaModal = lazy(() => import('./media-modal').then((module) => ({ default: module.MediaModal })));

interface WorkCarouselProps {
  items: MediaItem[];
  /**
   * Items per slide. By default the view's width decides (spec 2 §9: 3 on wide layouts, 1 on
   * mobile) through the stylesheet, so the first render, drawn before anything is measured (on a
   * server too), already lays the tiles out as they stay.
   */
  perSlide?: number;
  label?: string;
  /** `wide` draws 16:9 tiles (a row of videos); the default suits work photos. */
  shape?: 'default' | 'wide';
}

const SWIPE_MIN_PX = 40;
/** Set by the stylesheet from the view's width (work-carousel.module.css). */
const PER_SLIDE_PROPERTY = '--work-per-slide';

function itemLabel(item: MediaItem, position: number, count: number): string {
  if (item.title) return item.title;
  return `${item.video ? 'Video' : 'Photo'} ${position} of ${count}`;
}

/** Items per slide as the stylesheet lays them out; null until read (the first render). */
function useStyledPerSlide(fixed: number | undefined) {
  const ref = useRef<HTMLElement>(null);
  const [styled, setStyled] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element) return;
    const read = () => {
      const value = Number.parseInt(getComputedStyle(element).getPropertyValue(PER_SLIDE_PROPERTY), 10);
      setStyled(value === WORK_PER_SLIDE_WIDE ? WORK_PER_SLIDE_WIDE : WORK_PER_SLIDE_COMPACT);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  return { ref, perSlide: fixed ?? styled };
}

/**
 * The work photos and videos, a slide at a time. Arrows (and dots) show when there is more than
 * one slide; a swipe moves too. A photo opens full size, a video plays, in a modal.
 *
 * Its first render (the markup a server draws, and hydration) does not know the slide size yet: it
 * lays every item in one row that the stylesheet sizes exactly as the slides will be, with the
 * first slide in view, and both sets of dots (one shown). Once read, the slides replace it without
 * moving a pixel; the first slide's tiles keep their elements. Without scripts the row scrolls.
 */
export function WorkCarousel({
  items,
  perSlide: fixedPerSlide,
  label = 'My work',
  shape = 'default',
}: WorkCarouselProps) {
  const { ref, perSlide } = useStyledPerSlide(fixedPerSlide);
  const [requested, setIndex] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const [viewerWanted, setViewerWanted] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const styled = perSlide === null;
  const slides = perSlide === null ? [items] : chunk(items, Math.max(1, perSlide));
  // After a resize there can be fewer slides than the one that was showing.
  const index = Math.min(requested, Math.max(0, slides.length - 1));
  const hasArrows =
    perSlide === null
      ? showsCarouselArrows(items.length, WORK_PER_SLIDE_COMPACT)
      : showsCarouselArrows(items.length, perSlide);
  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), slides.length - 1));
  const open = (position: number) => {
    setViewerWanted(true);
    setOpened(position);
  };

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
  const dots = (count: number, className?: string) => (
    <div className={className ? `${classes.dots} ${className}` : classes.dots}>
      {Array.from({ length: count }, (_slide, slideIndex) => (
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
  );

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      className={classes.carousel}
      data-shape={shape === 'wide' ? 'wide' : undefined}
      data-styled={styled || undefined}
    >
      <div className={classes.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, slideIndex) => {
            const isCurrent = slideIndex === index;
            const first = slideIndex * (perSlide ?? 0);
            return (
              <ul
                // Slides are a fixed partition of the items; their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={slideIndex}
                aria-roledescription={styled ? undefined : 'slide'}
                aria-label={styled ? undefined : `Slide ${slideIndex + 1} of ${slides.length}`}
                aria-hidden={styled ? undefined : !isCurrent}
                inert={!styled && !isCurrent}
                className={classes.slide}
                data-per-slide={perSlide ?? 'styled'}
              >
                {slide.map((item, itemIndex) => {
                  const position = first + itemIndex;
                  const name = itemLabel(item, position + 1, items.length);
                  return (
                    <li key={`${item.url}-${position}`} className={classes.item}>
                      <button
                        type="button"
                        className={classes.tile}
                        onClick={() => open(position)}
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
        <div
          className={classes.controls}
          // Styled: a wide view shows no arrows for 3 items or fewer (one slide).
          data-one-wide-slide={
            styled && !showsCarouselArrows(items.length, WORK_PER_SLIDE_WIDE) ? true : undefined
          }
        >
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
            disabled={index === 0}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          {styled ? (
            <>
              {dots(items.length, classes.compactDots)}
              {dots(Math.ceil(items.length / WORK_PER_SLIDE_WIDE), classes.wideDots)}
            </>
          ) : (
            dots(slides.length)
          )}
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next slide"
            onClick={() => go(index + 1)}
            disabled={!styled && index >= slides.length - 1}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </div>
      ) : null}
      {viewerWanted ? (
        <Suspense fallback={null}>
          <MediaModal
            item={openedItem}
            label={openedItem && opened !== null ? itemLabel(openedItem, opened + 1, items.length) : ''}
            onClose={() => setOpened(null)}
            onPrevious={opened !== null && opened > 0 ? () => setOpened(opened - 1) : undefined}
            onNext={opened !== null && opened < items.length - 1 ? () => setOpened(opened + 1) : undefined}
          />
        </Suspense>
      ) : null}
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

/** The work carousel on the public page: browsing and the viewer come to life, the tiles stay put. */
export const WorkCarouselIsland = defineIsland('canvas-work', WorkCarousel, 'form');
