/**
 * Media for canvases: uploads with a live percentage (POST /api/media/upload), the slot and list
 * fields the editors use, the YouTube link input, photo repositioning and the responsive image
 * the public pages render. Everything a page needs is exported here.
 */
export {
  type MediaUploadState,
  PROGRESS_HIDE_DELAY_MS,
  UploadAbortedError,
  type UploadMediaOptions,
  type UploadStatus,
  uploadMedia,
  useMediaUpload,
} from '@/api/media/upload-media';
export {
  additionalVideoTitle,
  canAddAdditionalVideo,
  checkFileForSlot,
  isVideoSlot,
  slotAccept,
  slotByteLimit,
  slotHint,
  uploadTimeoutMs,
  youtubeMediaItem,
  youtubeThumbnailUrl,
  youtubeWatchUrl,
} from '@/lib/media-rules';
export { MediaImage, type MediaImageProps, mediaSources } from './components/media-image';
export { MediaListField, type MediaListFieldProps } from './components/media-list-field';
export { MediaSlotField, type MediaSlotFieldProps } from './components/media-slot-field';
export {
  PhotoRepositionModal,
  type PhotoRepositionModalProps,
} from './components/photo-reposition-modal';
export { YouTubeLinkInput, type YouTubeLinkInputProps } from './components/youtube-link-input';
