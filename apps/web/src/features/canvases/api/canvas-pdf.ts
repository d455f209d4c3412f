import { useMutation } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** The absolute URL of GET /api/canvas/canvas-pdf/{id} (the printable resume). */
export function canvasPdfUrl(id: number): string {
  return `${window.location.origin}${apiUrl(apiPaths.canvas.pdf(id))}`;
}

/**
 * Opens the resume PDF (spec 2 §7 Print). A public canvas opens its API URL in a new window. A
 * private or draft one needs the owner's bearer token, which a new window cannot send, so the PDF
 * is downloaded here and opened as a blob URL. The window is opened before the download so the
 * browser still counts it as the click's pop-up. The caller shows a failure.
 */
export async function openCanvasPdf({ id, isPublic }: { id: number; isPublic: boolean }): Promise<void> {
  if (isPublic) {
    window.open(canvasPdfUrl(id), '_blank', 'noopener');
    return;
  }
  const target = window.open('', '_blank');
  let blob: Blob;
  try {
    ({ blob } = await api.download(apiPaths.canvas.pdf(id), { errorDisplay: 'inline' }));
  } catch (error) {
    target?.close();
    throw error;
  }
  const blobUrl = URL.createObjectURL(blob);
  if (target) target.location.href = blobUrl;
  else window.open(blobUrl, '_blank');
  // Long enough for the viewer to load it; the URL is only a handle on memory.
  window.setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}

export function useOpenCanvasPdf() {
  return useMutation({ mutationFn: openCanvasPdf });
}
