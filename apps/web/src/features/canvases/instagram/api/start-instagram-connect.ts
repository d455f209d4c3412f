import { type InstagramConnectInput, instagramConnectResultSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/**
 * PUT /api/instagram/canvas {canvasId, from}: the Instagram authorization URL for a saved canvas.
 * The caller sends the browser there; refusals appear as the server's message (toast).
 */
export async function startInstagramConnect(input: InstagramConnectInput): Promise<string> {
  return instagramConnectResultSchema.parse(await api.put(apiPaths.instagram.connect(), input)).authorizeUrl;
}

export function useStartInstagramConnect() {
  return useMutation({ mutationFn: startInstagramConnect });
}
