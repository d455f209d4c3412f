import { type CanvasType, MEDIA_SLOT_RULES, type MediaItem, type MediaSlot } from '@canvas/shared';
import { Badge, Button } from '@mantine/core';
import {
  IconBrandYoutube,
  IconCrop,
  IconPhotoUp,
  IconRefresh,
  IconTrash,
  IconVideo,
} from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useMediaUpload } from '@/api/media/upload-media';
import { isVideoSlot, slotHint } from '@/lib/media-rules';
import { notify } from '@/lib/notify';
import classes from './media.module.css';
import { MediaImage } from './media-image';
import { PhotoRepositionModal } from './photo-reposition-modal';
import { notifyRemoved } from './undo-remove';
import { HiddenFileInput, UploadError } from './upload-controls';
import { UploadProgress } from './upload-progress';
import { YouTubeLinkInput } from './youtube-link-input';

export interface MediaSlotFieldProps {
  /** The slot decides what is accepted, the size limit and the recommended size (MEDIA_SLOT_RULES). */
  slot: MediaSlot;
  /** The current item, or null when the slot is empty. */
  value: MediaItem | null;
  /** The uploaded item after an upload or reposition; null when the user removes it. */
  onChange: (item: MediaItem | null) => void;
  label: string;
  /** The frame's width / height; defaults to the slot's recommended size. */
  aspect?: number;
  /** The canvas type, when known: chooses the storage folder (spec 2 §7 Uploads). */
  canvasType?: CanvasType;
  /** Video slots: also offer a YouTube link instead of a file (spec 2 §5). */
  allowYouTube?: boolean;
  /** Photo slots: offer 'Adjust' (PhotoRepositionModal). Default true. */
  allowReposition?: boolean;
  disabled?: boolean;
  /** Told when an upload starts and ends (a form keeps its submit disabled meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Shows an upload failure the way spec 2 §8 says (an error toast) and keeps it inline too. */
export function showUploadError(message: string) {
  notify.error({ id: `media-upload:${message}`, message });
}

/** The drop-zone plumbing shared by the single and list fields. */
export function useFileDrop(onFile: (file: File) => void, disabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const props = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (!disabled) event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (disabled) return;
      for (const file of Array.from(event.dataTransfer.files)) onFile(file);
    },
  };
  return { dragging, props };
}

function SlotPreview({ item, label, aspect }: { item: MediaItem; label: string; aspect: number }): ReactNode {
  if (item.youtubeId) {
    return (
      <div className={classes.preview}>
        <MediaImage
          item={item}
          alt={`${label}: YouTube video`}
          aspect={aspect}
          sizes="(max-width: 64em) 100vw, 640px"
        />
        <Badge
          className={classes.youtubeBadge}
          color="red"
          leftSection={<IconBrandYoutube size={14} aria-hidden="true" />}
        >
          YouTube
        </Badge>
      </div>
    );
  }
  if (item.video) {
    return (
      <div className={classes.preview}>
        {/* biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no caption track to offer. */}
        <video
          className={classes.video}
          src={item.url}
          controls
          preload="metadata"
          playsInline
          aria-label={label}
        />
      </div>
    );
  }
  return (
    <div className={classes.preview}>
      <MediaImage item={item} alt={label} aspect={aspect} sizes="(max-width: 64em) 100vw, 640px" />
    </div>
  );
}

/**
 * One media slot of a canvas editor: drop a file on it, click or press Enter to browse, watch the
 * percentage, then replace, adjust (photos) or remove. Files are checked before they are sent
 * (size: 'Please upload file smaller than {n}mb') and errors are shown as a toast and inline.
 */
export function MediaSlotField({
  slot,
  value,
  onChange,
  label,
  aspect,
  canvasType,
  allowYouTube = false,
  allowReposition = true,
  disabled = false,
  onUploadingChange,
}: MediaSlotFieldProps) {
  const rule = MEDIA_SLOT_RULES[slot];
  const frameAspect = aspect ?? rule.width / rule.height;
  const video = isVideoSlot(slot);
  const inputId = useId();
  const hintId = useId();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [repositioning, setRepositioning] = useState(false);
  const upload = useMediaUpload(slot, { canvasType, onError: showUploadError });
  const busy = upload.status === 'uploading';
  useEffect(() => onUploadingChange?.(busy), [busy, onUploadingChange]);

  const send = useCallback(
    async (file: File) => {
      const item = await upload.upload(file);
      if (item) onChange(item);
    },
    [upload.upload, onChange],
  );
  const drop = useFileDrop((file) => void send(file), disabled || busy);
  const browse = () => input.current?.click();
  const noun = video ? 'video' : 'photo';
  const showProgress = upload.status === 'uploading' || upload.status === 'done';

  return (
    <fieldset className={classes.field} aria-labelledby={labelId}>
      <div className={classes.labelRow}>
        <label className={classes.label} htmlFor={inputId} id={labelId}>
          {label}
        </label>
        <span className={classes.hint} id={hintId}>
          {slotHint(slot)}
        </span>
      </div>

      <div
        className={classes.frame}
        style={{ aspectRatio: String(frameAspect) }}
        data-filled={value ? true : undefined}
        data-dragging={drop.dragging ? true : undefined}
        data-disabled={disabled ? true : undefined}
        {...drop.props}
      >
        {value ? (
          <SlotPreview item={value} label={label} aspect={frameAspect} />
        ) : (
          <button
            type="button"
            className={classes.emptyButton}
            onClick={browse}
            disabled={disabled || busy}
            aria-describedby={hintId}
          >
            <span className={classes.emptyIcon}>
              {video ? (
                <IconVideo size={22} aria-hidden="true" />
              ) : (
                <IconPhotoUp size={22} aria-hidden="true" />
              )}
            </span>
            <span className={classes.emptyTitle}>Upload {noun}</span>
            <span className={classes.emptyText}>
              Drag and drop, or <span className={classes.browse}>browse</span>
            </span>
          </button>
        )}
        {showProgress ? <UploadProgress percent={upload.percent} label={label} /> : null}
      </div>

      {value ? (
        <div className={classes.actions}>
          <Button
            size="xs"
            variant="default"
            className={classes.touchButton}
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={browse}
            disabled={disabled || busy}
            aria-label={`Replace ${label}`}
          >
            Replace
          </Button>
          {!video && allowReposition && !value.video ? (
            <Button
              size="xs"
              variant="default"
              className={classes.touchButton}
              leftSection={<IconCrop size={14} aria-hidden="true" />}
              onClick={() => setRepositioning(true)}
              disabled={disabled || busy}
              aria-label={`Adjust ${label}`}
            >
              Adjust
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            className={classes.touchButton}
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => {
              const removed = value;
              upload.reset();
              onChange(null);
              notifyRemoved({ message: `${label} removed.`, onUndo: () => onChange(removed) });
            }}
            disabled={disabled || busy}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        </div>
      ) : null}

      {video && allowYouTube && !busy ? (
        <YouTubeLinkInput
          slot={slot}
          value={value?.youtubeId ? value : null}
          onChange={(item) => onChange(item)}
          disabled={disabled}
        />
      ) : null}

      <UploadError message={upload.status === 'error' ? upload.error : null} />

      <HiddenFileInput
        ref={input}
        id={inputId}
        slot={slot}
        disabled={disabled || busy}
        describedBy={hintId}
        onFiles={([file]) => {
          if (file) void send(file);
        }}
      />

      {!video ? (
        <PhotoRepositionModal
          opened={repositioning}
          onClose={() => setRepositioning(false)}
          item={value}
          aspect={frameAspect}
          onSave={(reposition) => {
            if (value) onChange({ ...value, reposition });
          }}
        />
      ) : null}
    </fieldset>
  );
}
