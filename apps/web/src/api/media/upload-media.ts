import {
  type CanvasType,
  ErrorCode,
  type MediaItem,
  type MediaSlot,
  mediaUploadResultSchema,
  messages,
} from '@canvas/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, isAbortError } from '@/lib/api-client';
import { checkFileForSlot, uploadTimeoutMs } from '@/lib/media-rules';
import { apiPaths } from '@/lib/paths';

export interface UploadMediaOptions {
  file: File;
  slot: MediaSlot;
  /** Chooses the storage folder (spec 2 §7 Uploads). */
  canvasType?: CanvasType | undefined;
  /** 0-100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/media/upload?slot=… with the file as the body (spec 2 §4: the percentage is shown).
 * The size is checked before anything is sent; the time limit is 120 s for photos and 300 s for
 * videos and ends with 'Upload timed out after {ms}ms' (spec 2 §8). The field shows the failure
 * itself; an aborted upload rejects with an AbortError (`isAbortError`).
 */
export async function uploadMedia({
  file,
  slot,
  canvasType,
  onProgress,
  signal,
}: UploadMediaOptions): Promise<MediaItem> {
  const refused = checkFileForSlot(file, slot);
  if (refused) {
    throw new ApiError({ status: 400, code: ErrorCode.badRequest, message: refused, field: 'file' });
  }
  const body = await api.upload(apiPaths.media.upload(), file, {
    query: { slot, canvasType },
    timeoutMs: uploadTimeoutMs(slot),
    onProgress,
    signal,
    errorDisplay: 'inline',
  });
  return mediaUploadResultSchema.parse(body).item;
}

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export interface MediaUploadState {
  status: UploadStatus;
  percent: number;
  /** The message to show when status is 'error'. */
  error: string | null;
}

/** How long the finished progress indicator stays before it hides (spec 2 §4: 500 ms). */
export const PROGRESS_HIDE_DELAY_MS = 500;

/**
 * One upload at a time for a media field: live percentage, then 'done' for 500 ms (the indicator
 * shows 100 %) before going back to idle. `upload` answers the stored item, or null when the upload
 * failed (the message is in `error` and passed to `onError`) or was aborted. Unmounting aborts.
 */
export function useMediaUpload(
  slot: MediaSlot,
  options: { canvasType?: CanvasType | undefined; onError?: (message: string) => void } = {},
) {
  const { canvasType, onError } = options;
  const [state, setState] = useState<MediaUploadState>({ status: 'idle', percent: 0, error: null });
  const controller = useRef<AbortController | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const upload = useCallback(
    async (file: File): Promise<MediaItem | null> => {
      controller.current?.abort();
      if (hideTimer.current) clearTimeout(hideTimer.current);
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', percent: 0, error: null });
      try {
        const item = await uploadMedia({
          file,
          slot,
          canvasType,
          signal: current.signal,
          onProgress: (percent) => setState((previous) => ({ ...previous, percent })),
        });
        setState({ status: 'done', percent: 100, error: null });
        hideTimer.current = setTimeout(
          () => setState({ status: 'idle', percent: 0, error: null }),
          PROGRESS_HIDE_DELAY_MS,
        );
        return item;
      } catch (error) {
        if (isAbortError(error)) return null;
        const message = error instanceof ApiError ? error.message : messages.internal;
        setState({ status: 'error', percent: 0, error: message });
        onError?.(message);
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [slot, canvasType, onError],
  );

  const reset = useCallback(() => setState({ status: 'idle', percent: 0, error: null }), []);
  return { ...state, upload, reset };
}
