import { MAX_ADDITIONAL_VIDEOS, type MediaItem } from '@canvas/shared';
import { Stack } from '@mantine/core';
import { MediaListField } from '@/components/media/media-list-field';
import type { PanelProps } from './panel-types';

type ListSlot = 'portfolioPhoto' | 'additionalVideo';

/** My Work Photos and Videos: work photos, and at most 9 additional videos (spec 2 §9). */
export function WorkMediaPanel({
  draft,
  update,
  canvasType,
}: PanelProps & { canvasType: 'student' | 'professional' }) {
  const setList = (slot: ListSlot) => (items: MediaItem[]) =>
    update((current) => ({ ...current, media: { ...current.media, [slot]: items } }));
  return (
    <Stack gap="lg">
      <MediaListField
        slot="portfolioPhoto"
        label="Work photos"
        value={draft.media.portfolioPhoto}
        onChange={setList('portfolioPhoto')}
        canvasType={canvasType}
      />
      <MediaListField
        slot="additionalVideo"
        label="Additional videos"
        value={draft.media.additionalVideo}
        onChange={setList('additionalVideo')}
        max={MAX_ADDITIONAL_VIDEOS}
        canvasType={canvasType}
      />
    </Stack>
  );
}
