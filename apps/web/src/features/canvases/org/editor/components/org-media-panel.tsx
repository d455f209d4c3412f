import { MAX_ADDITIONAL_VIDEOS, type MediaItem } from '@canvas/shared';
import { Box, SimpleGrid, Stack } from '@mantine/core';
import { MediaListField } from '@/components/media/media-list-field';
import { MediaSlotField } from '@/components/media/media-slot-field';
import type { OrgDraft } from '../model/org-draft';
import type { OrgPanelProps } from './panel-types';

type SingleSlot = 'logo' | 'featuredPhoto' | 'teamPhoto' | 'featuredVideo';

/**
 * Featured Photos & Videos (spec 2 §9 sizes): the logo (100x60, 1 MB), the featured photo
 * (1440x758, 5 MB), the team photo (1240x800, 5 MB), a featured video (10 MB) or a YouTube link,
 * and up to 9 further videos titled 'Additional Video N'. Each slot uploads with its progress.
 */
export function OrgMediaPanel({ type, draft, update }: OrgPanelProps) {
  const setSlot = (slot: SingleSlot) => (item: MediaItem | null) =>
    update((current): OrgDraft => ({ ...current, [slot]: item }));

  return (
    <Stack gap="lg">
      <Box maw={240}>
        <MediaSlotField
          slot="logo"
          label="Logo"
          value={draft.logo}
          onChange={setSlot('logo')}
          canvasType={type}
          allowReposition={false}
        />
      </Box>
      <MediaSlotField
        slot="featuredPhoto"
        label="Featured photo"
        value={draft.featuredPhoto}
        onChange={setSlot('featuredPhoto')}
        canvasType={type}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <MediaSlotField
          slot="teamPhoto"
          label="Team photo"
          value={draft.teamPhoto}
          onChange={setSlot('teamPhoto')}
          canvasType={type}
        />
        <MediaSlotField
          slot="featuredVideo"
          label="Featured video"
          value={draft.featuredVideo}
          onChange={setSlot('featuredVideo')}
          canvasType={type}
          allowYouTube
        />
      </SimpleGrid>
      <MediaListField
        slot="additionalVideo"
        label="Additional videos"
        value={draft.extraVideo}
        onChange={(items) => update((current) => ({ ...current, extraVideo: items }))}
        max={MAX_ADDITIONAL_VIDEOS}
        canvasType={type}
      />
    </Stack>
  );
}
