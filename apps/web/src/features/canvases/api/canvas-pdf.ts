import { messages } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { getToken } from '@/lib/session';

/** The absolute URL of GET /api/canvas/canvas-pdf/{id} (the printable resume). */
export function canvasPdfUrl(id: number): string {
  return `${window.location.origin}${API_BASE}${apiPaths.canvas.pdf(id)}`;
}

/**
 * Opens the resume PDF (spec 2 §7 Print). A public canvas opens its API URL in a new window. A
 * private or draft one needs the owner's bearer token, which a new window cannot send, so the PDF
 * is fetched here and opened as a blob URL. The window is opened before the fetch so the browser
 * still counts it as the click's pop-up.
 */
export async function openCanvasPdf({ id, isPublic }: { id: number; isPublic: boolean }): Promise<void> {
  const url = canvasPdfUrl(id);
  if (isPublic) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const target = window.open('', '_blank');
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    target?.close();
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: NETWORK_ERROR_STATUS,
      message: messages.networkError,
    });
  }
  if (!response.ok) {
    target?.close();
    throw new ApiError({
      status: response.status,
      code: response.status,
      message: response.status === 404 ? messages.canvasNotFound : messages.internal,
    });
  }
  const blobUrl = URL.createObjectURL(await response.blob());
  if (target) target.location.href = blobUrl;
  else window.open(blobUrl, '_blank');
  // Long enough for the viewer to load it; the URL is only a handle on memory.
  window.setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}

export function useOpenCanvasPdf() {
  return useMutation({ mutationFn: openCanvasPdf });
}
