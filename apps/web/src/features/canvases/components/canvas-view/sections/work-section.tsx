import type { MediaItem } from '@canvas/shared';
import { WorkCarouselIsland } from '../work-carousel';
import { LiveHint, Section } from './section';

interface WorkSectionProps {
  items: MediaItem[];
  ownerName: string;
  isLive: boolean;
}

/** My work: the work photos and videos in a carousel. */
export function WorkSection({ items, ownerName, isLive }: WorkSectionProps) {
  return (
    <Section eyebrow="Portfolio" title="My work">
      {items.length > 0 ? (
        <WorkCarouselIsland items={items} label={`${ownerName}'s work`} />
      ) : (
        <LiveHint isLive={isLive}>Add work photos and videos to show your craft.</LiveHint>
      )}
    </Section>
  );
}
