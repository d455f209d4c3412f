import {
  type CanvasType,
  MAX_ADDITIONAL_VIDEOS,
  MEDIA_SLOT_RULES,
  type MediaItem,
  messages,
} from '@canvas/shared';
import { ActionIcon, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCrop,
  IconPhotoPlus,
  IconTrash,
  IconVideoPlus,
} from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useMediaUpload } from '@/api/media/upload-media';
import { additionalVideoTitle, canAddAdditionalVideo, slotHint } from '@/lib/media-rules';
import classes from './media.module.css';
import { MediaImage } from './media-image';
import { showUploadError, useFileDrop } from './media-slot-field';
import { PhotoRepositionModal } from './photo-reposition-modal';
import { HiddenFileInput, UploadError } from './upload-controls';
import { UploadProgress } from './upload-progress';

export interface MediaListFieldProps {
  /** 'portfolioPhoto' (work photos) or 'additionalVideo' (at most 9, titled 'Additional Video N'). */
  slot: 'portfolioPhoto' | 'additionalVideo';
  value: MediaItem[];
  /** The whole list after an upload, removal, move or reposition (order and video titles renumbered). */
  onChange: (items: MediaItem[]) => void;
  label: string;
  /** Tile width / height; defaults to the slot's recommended size. */
  aspect?: number;
  canvasType?: CanvasType;
  /** Most items allowed; adding is disabled once reached. Default: 9 videos (spec 2 §9), photos unlimited. */
  max?: number;
  disabled?: boolean;
}

/** Positions and video titles follow the list order (spec 2 §4: 'Additional Video N'). */
function renumber(items: MediaItem[], slot: MediaListFieldProps['slot']): MediaItem[] {
  return items.map((item, index) => ({
    ...item,
    order: index,
    ...(slot === 'additionalVideo' ? { title: additionalVideoTitle(index) } : {}),
  }));
}

/**
 * A list of work photos or additional videos: a grid of tiles (move, adjust, remove) and an add
 * tile that takes one or several files by drop, click or keyboard, one upload after another.
 */
export function MediaListField({
  slot,
  value,
  onChange,
  label,
  aspect,
  canvasType,
  max = slot === 'additionalVideo' ? MAX_ADDITIONAL_VIDEOS : Number.POSITIVE_INFINITY,
  disabled = false,
}: MediaListFieldProps) {
  const rule = MEDIA_SLOT_RULES[slot];
  const tileAspect = aspect ?? rule.width / rule.height;
  const video = slot === 'additionalVideo';
  const inputId = useId();
  const hintId = useId();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [adjusting, setAdjusting] = useState<number | null>(null);
  const upload = useMediaUpload(slot, { canvasType, onError: showUploadError });
  const busy = upload.status === 'uploading';
  // The latest list, for uploads that finish one after another.
  const latest = useRef(value);
  latest.current = value;

  const canAdd = (count: number) => count < max && (!video || canAddAdditionalVideo(count));
  const full = !canAdd(value.length);
  const addDisabled = disabled || busy || full;
  const fullMessage = video ? messages.tooManyVideos : `You can add at most ${max} photos.`;

  const sendAll = async (files: File[]) => {
    for (const file of files) {
      if (!canAdd(latest.current.length)) {
        showUploadError(fullMessage);
        return;
      }
      const item = await upload.upload(file);
      if (!item) return;
      const next = renumber([...latest.current, item], slot);
      latest.current = next;
      onChange(next);
    }
  };
  const drop = useFileDrop((file) => void sendAll([file]), addDisabled);

  const update = (items: MediaItem[]) => onChange(renumber(items, slot));
  const move = (index: number, by: number) => {
    const items = [...value];
    const [moved] = items.splice(index, 1);
    if (!moved) return;
    items.splice(index + by, 0, moved);
    update(items);
  };
  const noun = video ? 'video' : 'photo';
  const titleOf = (item: MediaItem, index: number) =>
    video ? (item.title ?? additionalVideoTitle(index)) : `${label} ${index + 1}`;
  const adjustingItem = adjusting === null ? null : (value[adjusting] ?? null);

  return (
    <fieldset className={classes.field} aria-labelledby={labelId}>
      <div className={classes.labelRow}>
        <label className={classes.label} htmlFor={inputId} id={labelId}>
          {label}
        </label>
        <span className={classes.hint} id={hintId}>
          {slotHint(slot)}
          {Number.isFinite(max) ? ` · ${value.length} of ${max}` : ''}
        </span>
      </div>

      <ul className={classes.grid} aria-label={`${label}: ${value.length} added`}>
        {value.map((item, index) => {
          const title = titleOf(item, index);
          return (
            <li key={item.url} className={classes.tile}>
              <div className={classes.tileFrame} style={{ aspectRatio: String(tileAspect) }}>
                {item.video && !item.youtubeId ? (
                  // biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no caption track to offer.
                  <video
                    className={classes.video}
                    src={item.url}
                    controls
                    preload="metadata"
                    playsInline
                    aria-label={title}
                  />
                ) : (
                  <MediaImage
                    item={item}
                    alt={title}
                    aspect={tileAspect}
                    sizes="(max-width: 48em) 50vw, 240px"
                  />
                )}
                <div className={classes.tileTools}>
                  {index > 0 ? (
                    <Tooltip label="Move earlier">
                      <ActionIcon
                        variant="white"
                        color="dark"
                        size="sm"
                        aria-label={`Move ${title} earlier`}
                        onClick={() => move(index, -1)}
                        disabled={disabled || busy}
                      >
                        <IconChevronLeft size={14} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {index < value.length - 1 ? (
                    <Tooltip label="Move later">
                      <ActionIcon
                        variant="white"
                        color="dark"
                        size="sm"
                        aria-label={`Move ${title} later`}
                        onClick={() => move(index, 1)}
                        disabled={disabled || busy}
                      >
                        <IconChevronRight size={14} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {!item.video ? (
                    <Tooltip label="Adjust">
                      <ActionIcon
                        variant="white"
                        color="dark"
                        size="sm"
                        aria-label={`Adjust ${title}`}
                        onClick={() => setAdjusting(index)}
                        disabled={disabled || busy}
                      >
                        <IconCrop size={14} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="white"
                      color="red"
                      size="sm"
                      aria-label={`Remove ${title}`}
                      onClick={() => update(value.filter((_, position) => position !== index))}
                      disabled={disabled || busy}
                    >
                      <IconTrash size={14} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </div>
              </div>
              {video ? <span className={classes.tileTitle}>{title}</span> : null}
            </li>
          );
        })}
        <li className={classes.tile}>
          <div
            className={classes.frame}
            style={{ aspectRatio: String(tileAspect) }}
            data-dragging={drop.dragging ? true : undefined}
            data-disabled={addDisabled ? true : undefined}
            {...drop.props}
          >
            <button
              type="button"
              className={classes.emptyButton}
              onClick={() => input.current?.click()}
              disabled={addDisabled}
              aria-describedby={hintId}
            >
              <span className={classes.emptyIcon}>
                {video ? (
                  <IconVideoPlus size={22} aria-hidden="true" />
                ) : (
                  <IconPhotoPlus size={22} aria-hidden="true" />
                )}
              </span>
              <span className={classes.emptyTitle}>Add {noun}</span>
              <span className={classes.emptyText}>{full ? fullMessage : 'Drop files or browse'}</span>
            </button>
            {busy || upload.status === 'done' ? (
              <UploadProgress percent={upload.percent} label={label} />
            ) : null}
          </div>
        </li>
      </ul>

      <UploadError message={upload.status === 'error' ? upload.error : null} />

      <HiddenFileInput
        ref={input}
        id={inputId}
        slot={slot}
        multiple
        disabled={addDisabled}
        describedBy={hintId}
        onFiles={(files) => void sendAll(files)}
      />

      <PhotoRepositionModal
        opened={adjustingItem !== null}
        onClose={() => setAdjusting(null)}
        item={adjustingItem}
        aspect={tileAspect}
        onSave={(reposition) => {
          if (adjusting === null) return;
          update(value.map((item, position) => (position === adjusting ? { ...item, reposition } : item)));
        }}
      />
    </fieldset>
  );
}
