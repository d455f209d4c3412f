import {
  IMAGE_MIME_TYPES,
  IMAGE_UPLOAD_TIMEOUT_MS,
  MAX_ADDITIONAL_VIDEOS,
  MEDIA_SLOT_RULES,
  type MediaItem,
  type MediaSlot,
  messages,
  parseYouTubeId,
  VIDEO_MIME_TYPES,
  VIDEO_UPLOAD_TIMEOUT_MS,
} from '@canvas/shared';
import { youtubeThumbnailUrl } from './youtube-thumbnail';

/** The browser-side reading of the slot rules (spec 2 §5, §9); the server checks them again. */

const BYTES_PER_MB = 1024 * 1024;

export const isVideoSlot = (slot: MediaSlot) => MEDIA_SLOT_RULES[slot].kind === 'video';

export const slotByteLimit = (slot: MediaSlot) => MEDIA_SLOT_RULES[slot].maxMb * BYTES_PER_MB;

/** 120 s for photos, 300 s for videos (spec 2 §9). */
export const uploadTimeoutMs = (slot: MediaSlot) =>
  isVideoSlot(slot) ? VIDEO_UPLOAD_TIMEOUT_MS : IMAGE_UPLOAD_TIMEOUT_MS;

/** The file picker's accept list: types plus extensions (some systems report no type for .mov). */
export function slotAccept(slot: MediaSlot): string {
  return isVideoSlot(slot)
    ? [...VIDEO_MIME_TYPES, '.mp4', '.mov'].join(',')
    : [...IMAGE_MIME_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.svg'].join(',');
}

/** 'Recommended 1440 × 758 px · JPG, PNG, GIF or SVG · up to 5 MB'. */
export function slotHint(slot: MediaSlot): string {
  const rule = MEDIA_SLOT_RULES[slot];
  const formats = rule.kind === 'video' ? 'MP4 or MOV' : 'JPG, PNG, GIF or SVG';
  return `Recommended ${rule.width} × ${rule.height} px · ${formats} · up to ${rule.maxMb} MB`;
}

/**
 * The message that stops a file before it is sent, or null. Size first (spec 2 §8: 'Please upload
 * file smaller than {n}mb'); then a declared type of the wrong kind. An empty type is let through:
 * the server reads the bytes and decides.
 */
export function checkFileForSlot(file: File, slot: MediaSlot): string | null {
  if (file.size > slotByteLimit(slot)) return messages.uploadTooLarge(MEDIA_SLOT_RULES[slot].maxMb);
  const accepted: readonly string[] = isVideoSlot(slot) ? VIDEO_MIME_TYPES : IMAGE_MIME_TYPES;
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (type && !accepted.includes(type)) return messages.unsupportedFileType;
  return null;
}

/** 'Additional Video N', numbered from 1 (spec 2 §4). */
export const additionalVideoTitle = (index: number) => `Additional Video ${index + 1}`;

/** Upload stays possible while there are at most 8 (spec 2 §9: disabled when the count is above 8). */
export const canAddAdditionalVideo = (count: number) => count < MAX_ADDITIONAL_VIDEOS;

export { youtubeThumbnailUrl };

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/**
 * The featured-video item for a YouTube link (youtu.be, /watch, /shorts), or null for other text.
 * `image` is YouTube's own thumbnail, so lists and previews have a poster without loading the player.
 */
export function youtubeMediaItem(link: string, slot: MediaSlot = 'featuredVideo'): MediaItem | null {
  const youtubeId = parseYouTubeId(link);
  if (!youtubeId) return null;
  return {
    type: slot,
    video: true,
    url: youtubeWatchUrl(youtubeId),
    image: youtubeThumbnailUrl(youtubeId),
    youtubeId,
  };
}
