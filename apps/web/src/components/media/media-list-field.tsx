import {
  type CanvasType,
  MAX_ADDITIONAL_VIDEOS,
  MEDIA_SLOT_RULES,
  type MediaItem,
  messages,
} from '@canvas/shared';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCrop,
  IconGripVertical,
  IconPhotoPlus,
  IconTrash,
  IconVideoPlus,
} from '@tabler/icons-react';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useMediaUpload } from '@/api/media/upload-media';
import { additionalVideoTitle, canAddAdditionalVideo, slotHint } from '@/lib/media-rules';
import classes from './media.module.css';
import { MediaImage } from './media-image';
import { showUploadError, useFileDrop } from './media-slot-field';
import { PhotoRepositionModal } from './photo-reposition-modal';
import { notifyRemoved } from './undo-remove';
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

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** Which of a tile's buttons takes the focus after the list changed under it. */
type FocusTarget = { url: string; control: 'earlier' | 'later' | 'remove' } | { control: 'add' };

/**
 * A list of work photos or additional videos: a grid of tiles (drag by the handle or Move
 * earlier / Move later to reorder, adjust, remove with an Undo toast) and an add tile that takes
 * one or several files by drop, click or keyboard, one upload after another. Every control is a
 * 44 px target, for fingers.
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
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const focusAfterChange = useRef<FocusTarget | null>(null);

  // React moves a reordered tile's element, which drops its focus: give it back to the same control
  // (or its neighbour, at an end of the list), so a keyboard user can press Move later again.
  useEffect(() => {
    const target = focusAfterChange.current;
    if (!target) return;
    focusAfterChange.current = null;
    if (target.control === 'add') {
      addButton.current?.focus();
      return;
    }
    const tile = [...(list.current?.querySelectorAll<HTMLElement>('[data-tile-url]') ?? [])].find(
      (element) => element.dataset.tileUrl === target.url,
    );
    const others = (['earlier', 'later', 'remove'] as const).filter((control) => control !== target.control);
    for (const control of [target.control, ...others]) {
      const button = tile?.querySelector<HTMLButtonElement>(`[data-control="${control}"]:not(:disabled)`);
      if (button) {
        button.focus();
        return;
      }
    }
  });

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
      latestOnChange.current(next);
    }
  };
  const drop = useFileDrop((file) => void sendAll([file]), addDisabled);

  const update = (items: MediaItem[]) => onChange(renumber(items, slot));
  const noun = video ? 'video' : 'photo';
  const titleOf = (item: MediaItem, index: number) =>
    video ? (item.title ?? additionalVideoTitle(index)) : `${label} ${index + 1}`;

  const moveTo = (from: number, to: number, control: 'earlier' | 'later') => {
    const item = value[from];
    if (!item || to < 0 || to >= value.length || to === from) return;
    focusAfterChange.current = { url: item.url, control };
    update(moveItem(value, from, to));
    setAnnouncement(`${titleOf(item, from)} moved to position ${to + 1} of ${value.length}.`);
  };

  const remove = (index: number) => {
    const item = value[index];
    if (!item) return;
    const title = titleOf(item, index);
    const neighbour = value[index + 1] ?? value[index - 1];
    focusAfterChange.current = neighbour ? { url: neighbour.url, control: 'remove' } : { control: 'add' };
    update(value.filter((_, position) => position !== index));
    // The toast (role alert) says it; the live region would say it twice.
    setAnnouncement('');
    notifyRemoved({
      message: `${title} removed.`,
      onUndo: () => {
        const items = [...latest.current];
        items.splice(Math.min(index, items.length), 0, item);
        const next = renumber(items, slot);
        latest.current = next;
        latestOnChange.current(next);
        setAnnouncement(`${title} is back.`);
      },
    });
  };

  // Dragging by the handle: pointer events, so a finger, a pen and a mouse all work; the tile under
  // the pointer is where the dragged one goes.
  const tileIndexAt = (x: number, y: number): number | null => {
    const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
    const tile = element?.closest<HTMLElement>('[data-tile-index]');
    if (!tile || !list.current?.contains(tile)) return null;
    return Number(tile.dataset.tileIndex);
  };
  const dragHandlers = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (disabled || busy || value.length < 2) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ from: index, over: index });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag) return;
      const over = tileIndexAt(event.clientX, event.clientY);
      if (over !== null && over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!drag) return;
      const over = tileIndexAt(event.clientX, event.clientY) ?? drag.over;
      setDrag(null);
      moveTo(drag.from, over, over < drag.from ? 'earlier' : 'later');
    },
    onPointerCancel: () => setDrag(null),
  });
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

      <ul ref={list} className={classes.grid} aria-label={`${label}: ${value.length} added`}>
        {value.map((item, index) => {
          const title = titleOf(item, index);
          return (
            <li
              key={item.url}
              className={classes.tile}
              data-tile-index={index}
              data-tile-url={item.url}
              data-dragging={drag?.from === index ? true : undefined}
              data-drop-target={drag && drag.over === index && drag.from !== index ? true : undefined}
            >
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
                  {!item.video ? (
                    <Tooltip label="Adjust">
                      <ActionIcon
                        variant="white"
                        color="dark"
                        size={44}
                        aria-label={`Adjust ${title}`}
                        onClick={() => setAdjusting(index)}
                        disabled={disabled || busy}
                      >
                        <IconCrop size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="white"
                      color="red"
                      size={44}
                      aria-label={`Remove ${title}`}
                      data-control="remove"
                      onClick={() => remove(index)}
                      disabled={disabled || busy}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </div>
              </div>
              {video ? <span className={classes.tileTitle}>{title}</span> : null}
              {value.length > 1 ? (
                <div className={classes.tileBar}>
                  {/* The keyboard reorders with the Move buttons; the handle is for pointers. */}
                  <span
                    className={classes.dragHandle}
                    aria-hidden="true"
                    data-testid="drag-handle"
                    data-disabled={disabled || busy ? true : undefined}
                    {...dragHandlers(index)}
                  >
                    <IconGripVertical size={20} />
                  </span>
                  <div className={classes.moveTools}>
                    <Tooltip label="Move earlier">
                      <ActionIcon
                        variant="default"
                        size={44}
                        aria-label={`Move ${title} earlier`}
                        data-control="earlier"
                        onClick={() => moveTo(index, index - 1, 'earlier')}
                        disabled={disabled || busy || index === 0}
                      >
                        <IconChevronLeft size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move later">
                      <ActionIcon
                        variant="default"
                        size={44}
                        aria-label={`Move ${title} later`}
                        data-control="later"
                        onClick={() => moveTo(index, index + 1, 'later')}
                        disabled={disabled || busy || index === value.length - 1}
                      >
                        <IconChevronRight size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
        <li className={classes.tile}>
          <div
            className={`${classes.frame} ${classes.addFrame}`}
            style={{ aspectRatio: String(tileAspect) }}
            data-dragging={drop.dragging ? true : undefined}
            data-disabled={addDisabled ? true : undefined}
            {...drop.props}
          >
            <button
              ref={addButton}
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

      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

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
