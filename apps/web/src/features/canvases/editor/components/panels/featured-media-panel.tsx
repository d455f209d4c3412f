import type { MediaItem } from '@canvas/shared';
import { Box, Stack } from '@mantine/core';
import { MediaSlotField } from '@/components/media/media-slot-field';
import type { PersonalCanvasType } from '../../model/draft';
import type { PanelProps } from './panel-types';

type SingleSlot = 'featuredPhoto' | 'portraitPhoto' | 'featuredVideo';

/**
 * Featured Photos and Videos: the cover photo and the portrait (bio) photo, each with the photo
 * reposition modal, and a featured video uploaded or linked from YouTube (spec 2 §3, §5).
 */
export function FeaturedMediaPanel({
  draft,
  update,
  canvasType,
}: PanelProps & { canvasType: PersonalCanvasType }) {
  const setSlot = (slot: SingleSlot) => (item: MediaItem | null) =>
    update((current) => ({ ...current, media: { ...current.media, [slot]: item } }));

  return (
    <Stack gap="lg">
      <MediaSlotField
        slot="featuredPhoto"
        label="Featured photo"
        value={draft.media.featuredPhoto}
        onChange={setSlot('featuredPhoto')}
        canvasType={canvasType}
      />
      <Box maw={320}>
        <MediaSlotField
          slot="portraitPhoto"
          label="Portrait photo"
          aspect={1}
          value={draft.media.portraitPhoto}
          onChange={setSlot('portraitPhoto')}
          canvasType={canvasType}
        />
      </Box>
      <MediaSlotField
        slot="featuredVideo"
        label="Featured video"
        value={draft.media.featuredVideo}
        onChange={setSlot('featuredVideo')}
        canvasType={canvasType}
        allowYouTube
      />
    </Stack>
  );
}
