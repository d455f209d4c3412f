import {
  type CanvasType,
  ErrorCode,
  type MediaItem,
  type MediaSlot,
  mediaUploadResultSchema,
  messages,
} from '@canvas/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE, ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { checkFileForSlot, uploadTimeoutMs } from '@/lib/media-rules';
import { apiPaths } from '@/lib/paths';
import { getTrackId } from '@/lib/referral';
import { endSession, getToken } from '@/lib/session';

export interface UploadMediaOptions {
  file: File;
  slot: MediaSlot;
  /** Chooses the storage folder (spec 2 §7 Uploads). */
  canvasType?: CanvasType | undefined;
  /** 0-100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the caller aborted the upload (component unmounted, user cancelled). */
export class UploadAbortedError extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAbortedError';
  }
}

const failure = (
  message: string,
  status = NETWORK_ERROR_STATUS,
  code = NETWORK_ERROR_STATUS,
  field?: string,
) => new ApiError({ status, code, message, field });

/**
 * POST /api/media/upload?slot=… with the file as the body. XMLHttpRequest rather than fetch
 * because only XHR reports upload progress (spec 2 §4: the percentage is shown). The size is
 * checked before anything is sent; the time limit is 120 s for photos and 300 s for videos and
 * ends with 'Upload timed out after {ms}ms' (spec 2 §8).
 */
export function uploadMedia({
  file,
  slot,
  canvasType,
  onProgress,
  signal,
}: UploadMediaOptions): Promise<MediaItem> {
  const refused = checkFileForSlot(file, slot);
  if (refused) return Promise.reject(failure(refused, 400, ErrorCode.badRequest, 'file'));
  if (signal?.aborted) return Promise.reject(new UploadAbortedError());

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ slot, ...(canvasType ? { canvasType } : {}) });
    request.open('POST', `${API_BASE}${apiPaths.media.upload}?${query}`);
    const timeoutMs = uploadTimeoutMs(slot);
    request.timeout = timeoutMs;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('platform', 'web');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    const trackId = getTrackId();
    if (trackId) request.setRequestHeader('referralId', trackId);

    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      settle();
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): a generic failure below.
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = mediaUploadResultSchema.safeParse(body);
        if (parsed.success) {
          onProgress?.(100);
          resolve(parsed.data.item);
        } else {
          reject(failure(messages.internal, request.status, ErrorCode.internal));
        }
        return;
      }
      const error = body as { code?: number; message?: string; field?: string } | null;
      // An expired session: the app's re-login modal takes over (as for every other API call).
      if (request.status === 401 && token) endSession('expired');
      reject(
        failure(
          error?.message ?? messages.internal,
          request.status,
          error?.code ?? request.status,
          error?.field,
        ),
      );
    };
    request.ontimeout = () => {
      settle();
      reject(failure(messages.uploadTimedOut(timeoutMs)));
    };
    request.onerror = () => {
      settle();
      reject(failure(messages.networkError));
    };
    request.onabort = () => {
      settle();
      reject(new UploadAbortedError());
    };
    request.send(file);
  });
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
        if (error instanceof UploadAbortedError) return null;
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
