import type { MediaItem, Reposition } from '@canvas/shared';
import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconArrowsMove, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { DialogActions } from '../dialog-actions';
import classes from './media.module.css';
import { mediaSources, repositionStyle } from './media-image';

export const MAX_ZOOM = 3;
const KEY_STEP = 2;
const KEY_STEP_LARGE = 10;
const ZOOM_STEP = 0.1;

interface Placement {
  zoom: number;
  left: number;
  top: number;
}

/**
 * The photo's size at zoom 1, in percent of the frame: just large enough to cover it (like
 * object-fit: cover). `aspect` is the frame's width / height, `imageAspect` the photo's.
 */
export function coverSize(aspect: number, imageAspect: number) {
  return imageAspect >= aspect
    ? { width: (100 * imageAspect) / aspect, height: 100 }
    : { width: 100, height: (100 * aspect) / imageAspect };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 100) / 100;

/** Keeps the photo covering the frame: no empty edge may show. */
function clampPlacement(placement: Placement, aspect: number, imageAspect: number): Placement {
  const zoom = clamp(placement.zoom, 1, MAX_ZOOM);
  const base = coverSize(aspect, imageAspect);
  const width = base.width * zoom;
  const height = base.height * zoom;
  return {
    zoom,
    left: clamp(placement.left, 100 - width, 0),
    top: clamp(placement.top, 100 - height, 0),
  };
}

function initialPlacement(item: MediaItem | null, aspect: number, imageAspect: number): Placement {
  const base = coverSize(aspect, imageAspect);
  const saved = item?.reposition;
  if (saved && saved.width > 0) {
    return clampPlacement(
      { zoom: saved.width / base.width, left: saved.left, top: saved.top },
      aspect,
      imageAspect,
    );
  }
  return { zoom: 1, left: (100 - base.width) / 2, top: (100 - base.height) / 2 };
}

/** The reposition a placement saves: the photo's box in percent of the frame. */
export function placementToReposition(placement: Placement, aspect: number, imageAspect: number): Reposition {
  const base = coverSize(aspect, imageAspect);
  return {
    left: round(placement.left),
    top: round(placement.top),
    width: round(base.width * placement.zoom),
    height: round(base.height * placement.zoom),
  };
}

export interface PhotoRepositionModalProps {
  opened: boolean;
  onClose: () => void;
  /** The photo to place; the modal renders nothing without one. */
  item: MediaItem | null;
  /** The frame's aspect ratio (width / height): the same as where the photo is shown. */
  aspect: number;
  /** Receives {left, top, width, height} in percent of the frame (MediaImage draws it so). */
  onSave: (reposition: Reposition) => void;
  title?: string;
}

/** Drag (or arrow keys) to move and slide (or +/−) to zoom a photo inside its frame. */
export function PhotoRepositionModal({
  opened,
  onClose,
  item,
  aspect,
  onSave,
  title = 'Adjust photo',
}: PhotoRepositionModalProps) {
  const knownAspect =
    item?.dimensions?.width && item.dimensions.height ? item.dimensions.width / item.dimensions.height : null;
  const [imageAspect, setImageAspect] = useState<number>(knownAspect ?? aspect);
  const [placement, setPlacement] = useState<Placement>(() => initialPlacement(item, aspect, imageAspect));
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  // Start from the saved placement each time the modal opens.
  useEffect(() => {
    if (!opened) return;
    const ratio = knownAspect ?? aspect;
    setImageAspect(ratio);
    setPlacement(initialPlacement(item, aspect, ratio));
  }, [opened, item, aspect, knownAspect]);

  if (!item) return null;
  const base = coverSize(aspect, imageAspect);
  const update = (next: Placement) => setPlacement(clampPlacement(next, aspect, imageAspect));

  const zoomTo = (zoom: number) => {
    const nextZoom = clamp(zoom, 1, MAX_ZOOM);
    const scale = nextZoom / placement.zoom;
    // Zoom around the frame's centre.
    update({
      zoom: nextZoom,
      left: 50 - (50 - placement.left) * scale,
      top: 50 - (50 - placement.top) * scale,
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, left: placement.left, top: placement.top };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!start || !box || box.width === 0 || box.height === 0) return;
    update({
      zoom: placement.zoom,
      left: start.left + ((event.clientX - start.x) / box.width) * 100,
      top: start.top + ((event.clientY - start.y) / box.height) * 100,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      update({ ...placement, left: placement.left + move[0], top: placement.top + move[1] });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(placement.zoom + ZOOM_STEP);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(placement.zoom - ZOOM_STEP);
    }
  };

  const { src } = mediaSources(item);
  const box = placementToReposition(placement, aspect, imageAspect);

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <div
          ref={frame}
          className={classes.repositionFrame}
          style={{ aspectRatio: String(aspect) }}
          role="application"
          aria-roledescription="photo position"
          aria-label="Photo position: drag, or use the arrow keys to move and + or − to zoom"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a custom widget moved with the arrow keys (role application).
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <img
            src={src}
            alt=""
            className={classes.repositionImage}
            style={repositionStyle(box)}
            draggable={false}
            onLoad={(event) => {
              if (knownAspect) return;
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth > 0 && naturalHeight > 0) {
                const ratio = naturalWidth / naturalHeight;
                setImageAspect(ratio);
                setPlacement(initialPlacement(item, aspect, ratio));
              }
            }}
          />
          <div className={classes.repositionGrid} />
        </div>
        <Group gap="sm" wrap="nowrap">
          <IconZoomOut size={18} aria-hidden="true" />
          <Slider
            style={{ flex: 1 }}
            min={1}
            max={MAX_ZOOM}
            step={0.01}
            value={placement.zoom}
            onChange={zoomTo}
            label={(value) => `${Math.round(value * 100)}%`}
            thumbLabel="Zoom"
            color="plum"
          />
          <IconZoomIn size={18} aria-hidden="true" />
        </Group>
        <Text size="xs" c="dimmed">
          <IconArrowsMove size={14} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> Drag the
          photo to choose what shows in the frame.
        </Text>
        <DialogActions justify="spread">
          <Button
            variant="subtle"
            color="gray"
            onClick={() =>
              setPlacement({ zoom: 1, left: (100 - base.width) / 2, top: (100 - base.height) / 2 })
            }
          >
            Reset
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onSave(box);
                onClose();
              }}
            >
              Save position
            </Button>
          </Group>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
