import type { MediaItem } from '@canvas/shared';
import { WorkCarousel } from '../work-carousel';
import { LiveHint, Section } from './section';

interface WorkSectionProps {
  items: MediaItem[];
  /** Items per slide, from the view's width (workPerSlide). */
  perSlide: number;
  ownerName: string;
  isLive: boolean;
}

/** My work: the work photos and videos in a carousel. */
export function WorkSection({ items, perSlide, ownerName, isLive }: WorkSectionProps) {
  return (
    <Section eyebrow="Portfolio" title="My work">
      {items.length > 0 ? (
        <WorkCarousel items={items} perSlide={perSlide} label={`${ownerName}'s work`} />
      ) : (
        <LiveHint isLive={isLive}>Add work photos and videos to show your craft.</LiveHint>
      )}
    </Section>
  );
}
